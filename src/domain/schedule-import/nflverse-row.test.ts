import { describe, expect, it } from 'vitest';
import { findTeam } from '../teams';
import { readHeader, readRow, REQUIRED_COLUMNS } from './nflverse-row';
import { NFLVERSE_COLUMNS, NFLVERSE_HEADER, nflverseRow as row } from './nflverse.test-fixtures';
import { nflverseWeekCode } from './nflverse-week';
import { matchupColors } from './team-colors';

describe('readHeader', () => {
  it('accepts the real header, and columns in any order and case', () => {
    expect(readHeader(NFLVERSE_HEADER.split(',')).ok).toBe(true);
    expect(readHeader([...REQUIRED_COLUMNS].reverse().map((c) => ` ${c.toUpperCase()} `)).ok).toBe(true);
  });

  it('names every missing column', () => {
    expect(readHeader(['game_id', 'season', 'week'])).toEqual({
      ok: false,
      missing: ['game_type', 'gameday', 'gametime', 'away_team', 'away_score', 'home_team', 'home_score', 'espn'],
    });
  });
});

describe('readRow', () => {
  it('reads a played game: teams, week, the kickoff in UTC, the final and the ESPN id', () => {
    const read = readRow(row(), NFLVERSE_COLUMNS);
    expect(read).toEqual({
      ok: true,
      game: {
        sourceGameId: '2025_01_DAL_PHI',
        season: 2025,
        week: 'W1',
        kickoff: new Date('2025-09-05T00:20:00Z'),
        home: findTeam('NFL', 'PHI'),
        away: findTeam('NFL', 'DAL'),
        result: { home: 24, away: 20, overtime: false },
        externalId: '401772510',
      },
    });
  });

  it('reads a game still to come (no scores), nflverse codes LA and WAS, and overtime', () => {
    const upcoming = readRow(row({ away_team: 'LA', home_team: 'WAS', away_score: '', home_score: '', gameday: '2025-12-21', gametime: '13:00' }), NFLVERSE_COLUMNS);
    expect(upcoming).toMatchObject({ ok: true, game: { result: null, kickoff: new Date('2025-12-21T18:00:00Z') } });
    if (!upcoming.ok) return;
    expect(upcoming.game.away.name).toBe('Los Angeles Rams');
    expect(upcoming.game.home.name).toBe('Washington Commanders');
    expect(readRow(row({ overtime: '1' }), NFLVERSE_COLUMNS)).toMatchObject({ ok: true, game: { result: { overtime: true } } });
  });

  it('an empty espn column is no external id', () => {
    expect(readRow(row({ espn: '' }), NFLVERSE_COLUMNS)).toMatchObject({ ok: true, game: { externalId: null } });
  });

  it.each<[string, Record<string, string>, string]>([
    ['empty game id', { game_id: '' }, 'game_id is empty'],
    ['odd game id', { game_id: 'a b' }, 'game_id "a b" is not a game id'],
    ['season', { season: '20x5' }, 'season "20x5" is not a year'],
    ['game type', { game_type: 'EXH' }, 'game_type "EXH" is not one of REG, WC, DIV, CON, SB, POST, PRE'],
    ['week', { week: 'one' }, 'week "one" is not a whole number'],
    ['regular week 19', { week: '19' }, 'week 19 is not a regular-season week of 2025 (1-18)'],
    ['month 13', { gameday: '2025-13-01' }, 'gameday "2025-13-01" is not a date (YYYY-MM-DD)'],
    ['February 30', { gameday: '2025-02-30' }, 'gameday "2025-02-30" is not a date'],
    ['US date order', { gameday: '09/04/2025' }, 'gameday "09/04/2025" is not a date'],
    ['hour 24', { gametime: '24:00' }, 'gametime "24:00" is not a time of day (HH:MM, US Eastern)'],
    ['no time', { gametime: '' }, 'gametime "" is not a time of day'],
    ['unknown team', { away_team: 'OAK' }, 'away_team "OAK" is not an NFL team'],
    ['no home team', { home_team: '' }, 'home_team is empty'],
    ['same team twice', { away_team: 'PHI' }, 'home_team and away_team are the same team (Philadelphia Eagles)'],
    ['one score', { home_score: '' }, 'only one of away_score and home_score is filled in'],
    ['negative score', { away_score: '-3' }, 'away_score "-3" is not a score'],
    ['espn id', { espn: 'abc' }, 'espn "abc" is not an ESPN event id (digits)'],
    ['a control character is escaped', { away_team: 'X\u0000Y' }, 'away_team "X\\u0000Y" is not an NFL team'],
  ])('rejects: %s', (_name, changes, reason) => {
    const read = readRow(row(changes), NFLVERSE_COLUMNS);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.reason).toContain(reason);
  });

  it('names every problem of a row', () => {
    const read = readRow(row({ season: 'x', away_team: 'ZZZ', gametime: '7pm' }), NFLVERSE_COLUMNS);
    expect(read).toEqual({
      ok: false,
      reason: 'season "x" is not a year; gametime "7pm" is not a time of day (HH:MM, US Eastern); away_team "ZZZ" is not an NFL team',
    });
  });

  it('shortens a long value it quotes', () => {
    const read = readRow(row({ home_team: 'X'.repeat(500) }), NFLVERSE_COLUMNS);
    expect(read.ok ? '' : read.reason).toBe(`home_team "${'X'.repeat(40)}…" is not an NFL team`);
  });
});

describe('nflverseWeekCode', () => {
  it.each<[string, number, number, string]>([
    ['REG', 1, 2025, 'W1'],
    ['REG', 18, 2025, 'W18'],
    ['REG', 17, 2019, 'W17'],
    ['WC', 19, 2024, 'WC'],
    ['DIV', 20, 2024, 'DIV'],
    ['CON', 21, 2024, 'CONF'],
    ['SB', 22, 2024, 'SB'],
    ['WC', 18, 2019, 'WC'],
    ['POST', 19, 2025, 'WC'],
    ['POST', 22, 2025, 'SB'],
    ['POST', 18, 2020, 'WC'],
    ['POST', 21, 2020, 'SB'],
    ['PRE', 0, 2025, 'HOF'],
    ['PRE', 1, 2025, 'PS1'],
    ['PRE', 4, 2025, 'PS4'],
  ])('%s week %i of %i -> %s', (type, week, season, code) => {
    expect(nflverseWeekCode(type, week, season)).toEqual({ ok: true, code });
  });

  it.each<[string, number, number]>([
    ['REG', 0, 2025],
    ['REG', 18, 2020],
    ['PRE', 5, 2025],
    ['POST', 18, 2025],
    ['POST', 23, 2025],
    ['XYZ', 1, 2025],
  ])('refuses %s week %i of %i', (type, week, season) => {
    expect(nflverseWeekCode(type, week, season).ok).toBe(false);
  });
});

describe('matchupColors', () => {
  const team = (code: string) => findTeam('NFL', code)!;

  it("gives each team its primary colour when they differ", () => {
    expect(matchupColors(team('PHI'), team('DAL'))).toEqual({ home: '#004c54', away: '#003594' });
  });

  it('puts the away team in its secondary colour when the primaries look alike', () => {
    // Cowboys and Rams share #003594; Seahawks and Patriots #002244.
    expect(matchupColors(team('LAR'), team('DAL'))).toEqual({ home: '#003594', away: '#869397' });
    expect(matchupColors(team('NE'), team('SEA'))).toEqual({ home: '#002244', away: '#69be28' });
  });
});
