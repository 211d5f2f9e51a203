import { describe, expect, it } from 'vitest';
import { findTeam } from '../teams';
import type { ScheduleGame } from './nflverse-row';
import { getsTierPools, planScheduleUpdate, type StoredGame } from './schedule-update';

const kickoff = new Date('2025-12-14T18:00:00Z');
const game: ScheduleGame = {
  sourceGameId: '2025_15_DAL_MIN',
  season: 2025,
  week: 'W15',
  kickoff,
  home: findTeam('NFL', 'MIN')!,
  away: findTeam('NFL', 'DAL')!,
  result: null,
  externalId: '401772900',
};
const stored: StoredGame = {
  homeTeam: 'Minnesota Vikings',
  awayTeam: 'Dallas Cowboys',
  week: 'W15',
  season: 2025,
  gameDate: kickoff,
  status: 'scheduled',
  externalId: '401772900',
};
const moved = new Date('2025-12-15T01:20:00Z');

describe('planScheduleUpdate', () => {
  it('the same schedule facts: unchanged, whatever the result columns say', () => {
    expect(planScheduleUpdate(stored, game)).toEqual({ kind: 'unchanged' });
    expect(planScheduleUpdate({ ...stored, status: 'FT' }, { ...game, result: { home: 3, away: 0, overtime: false } })).toEqual({ kind: 'unchanged' });
  });

  it.each<[string, Partial<StoredGame>, Partial<ScheduleGame>, object]>([
    ['a moved kickoff', {}, { kickoff: moved }, { gameDate: moved }],
    ['another week', { week: 'W14' }, {}, { week: 'W15' }],
    ['a season', { season: null }, {}, { season: 2025 }],
    ['a new ESPN id', { externalId: null }, {}, { externalId: '401772900' }],
    ['other teams, with their colours', { homeTeam: 'Chicago Bears' }, {}, { homeTeam: 'Minnesota Vikings', awayTeam: 'Dallas Cowboys', homeTeamColor: '#4f2683', awayTeamColor: '#003594' }],
  ])('a scheduled game takes %s', (_name, storedChange, gameChange, changes) => {
    expect(planScheduleUpdate({ ...stored, ...storedChange }, { ...game, ...gameChange })).toEqual({ kind: 'update', changes });
  });

  it('a row without an ESPN id keeps the one the game has', () => {
    expect(planScheduleUpdate(stored, { ...game, externalId: null })).toEqual({ kind: 'unchanged' });
  });

  it.each([
    ['2q', 'is in play here (status 2q)'],
    ['ht', 'is in play here (status ht)'],
    ['FT', 'has finished here (status FT)'],
    ['final', 'has finished here (status final)'],
  ])('a game with status %s is not changed by a differing row', (status, said) => {
    expect(planScheduleUpdate({ ...stored, status }, { ...game, kickoff: moved, week: 'W16' })).toEqual({
      kind: 'refused',
      reason: `2025_15_DAL_MIN ${said}: an import does not change a game that has started (kickoff, week not applied)`,
    });
  });
});

describe('getsTierPools', () => {
  it('only a game still to be played, kicking off after now', () => {
    expect(getsTierPools(game, new Date('2025-12-14T17:59:59Z'))).toBe(true);
    expect(getsTierPools(game, kickoff)).toBe(false);
    expect(getsTierPools({ ...game, result: { home: 1, away: 0, overtime: false } }, new Date('2025-12-01T00:00:00Z'))).toBe(false);
  });
});
