import { describe, expect, it } from 'vitest';
import { gameRowOfEvent } from './game-event';

/** A games row as PostgreSQL's to_jsonb(NEW) writes it into the outbox (migration 0019). */
const stored = {
  id: 12,
  league_id: 1,
  home_team: 'Kansas City Chiefs',
  away_team: 'Philadelphia Eagles',
  home_team_color: '#E31837',
  away_team_color: '#004C54',
  week: 'SB',
  season: 2025,
  game_date: '2026-02-08T23:30:00+00:00',
  status: '2q',
  home_score: 10,
  away_score: 7,
  quarter: 2,
  q1_home: 3,
  q1_away: 7,
  q2_home: null,
  q2_away: null,
  q3_home: null,
  q3_away: null,
  final_home: null,
  final_away: null,
  external_id: '401671789',
  source_game_id: null,
  created_at: '2025-12-01T10:00:00.123+00:00',
  updated_at: '2026-02-09T00:05:00+00:00',
};

describe('gameRowOfEvent', () => {
  it('reads the row a game event carries as the app reads a games row', () => {
    const row = gameRowOfEvent(stored);
    expect(row).toMatchObject({ id: 12, leagueId: 1, homeScore: 10, awayScore: 7, quarter: 2, q1Home: 3, q2Home: null, status: '2q', externalId: '401671789' });
    expect(row?.gameDate).toEqual(new Date('2026-02-08T23:30:00Z'));
    expect(row?.createdAt.toISOString()).toBe('2025-12-01T10:00:00.123Z');
  });

  it('is null for anything else: no row, a missing or mistyped column, a required one null, a bad date', () => {
    expect(gameRowOfEvent(undefined)).toBeNull();
    expect(gameRowOfEvent('game')).toBeNull();
    const { home_score: _dropped, ...missing } = stored;
    expect(gameRowOfEvent(missing)).toBeNull();
    expect(gameRowOfEvent({ ...stored, home_score: '10' })).toBeNull();
    expect(gameRowOfEvent({ ...stored, home_team: null })).toBeNull();
    expect(gameRowOfEvent({ ...stored, game_date: 'soon' })).toBeNull();
  });
});
