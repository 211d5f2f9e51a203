import { describe, expect, it } from 'vitest';
import { NO_FILTERS, type ScheduleFilters } from '../../lib/schedule-filters';
import {
  NO_WEEK_GROUP_LABEL,
  applyFilters,
  groupByWeek,
  listedGames,
  matchesSearch,
  scheduleStats,
  teamOptions,
  weekOptions,
  type ScheduleGame,
} from './league-schedule-model';

const NOW = new Date('2026-11-21T15:00:00Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

let nextId = 1;
const game = (awayTeam: string, homeTeam: string, week: string | null, hours: number, status = 'scheduled'): ScheduleGame => ({
  id: nextId++,
  awayTeam,
  homeTeam,
  week,
  gameDate: at(hours),
  status,
});

const BILLS_CHIEFS = game('Buffalo Bills', 'Kansas City Chiefs', 'W12', 50);
const JETS_BILLS = game('New York Jets', 'Buffalo Bills', 'W11', 3);
const LIVE = game('Dallas Cowboys', 'New York Giants', 'Week 11', -2, '2q');
const STALE = game('Chicago Bears', 'Detroit Lions', 'W10', -40, '4q');
const DONE = game('Miami Dolphins', 'New England Patriots', 'W11', -20, 'FT');
const HOF = game('Los Angeles Chargers', 'Detroit Lions', 'Hall of Fame Weekend', -2000, 'completed');
const NO_WEEK = game('Boston Celtics', 'Miami Heat', null, 6);
const ALL = [BILLS_CHIEFS, JETS_BILLS, LIVE, STALE, DONE, HOF, NO_WEEK];
const LISTED = listedGames(ALL);
const ids = (list: readonly ScheduleGame[]) => list.map((g) => g.id);

describe('listedGames', () => {
  it('leaves finished games out and orders by kickoff', () => {
    expect(ids(LISTED)).toEqual(ids([STALE, LIVE, JETS_BILLS, NO_WEEK, BILLS_CHIEFS]));
  });
});

describe('matchesSearch', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['bills', true],
    ['BUFFALO', true],
    ['chiefs bills', true],
    ['chiefs jets', false],
    ['week 12', true],
    ['w12', true],
    ['week 11', false],
    ['eagles', false],
  ])('%j matches Bills @ Chiefs (W12): %s', (q, match) => {
    expect(matchesSearch(BILLS_CHIEFS, q)).toBe(match);
  });
});

describe('applyFilters', () => {
  it.each<[string, ScheduleFilters, ScheduleGame[]]>([
    ['none', NO_FILTERS, LISTED],
    ['week W11 (a stored label counts as its code)', { ...NO_FILTERS, week: 'W11' }, [LIVE, JETS_BILLS]],
    ['team, home or away', { ...NO_FILTERS, team: 'Buffalo Bills' }, [JETS_BILLS, BILLS_CHIEFS]],
    ['week and team', { ...NO_FILTERS, week: 'W12', team: 'Buffalo Bills' }, [BILLS_CHIEFS]],
    ['search', { ...NO_FILTERS, q: 'new york' }, [LIVE, JETS_BILLS]],
    ['all three, nothing left', { week: 'W10', team: 'Buffalo Bills', q: 'bears' }, []],
    ['a team with no listed games', { ...NO_FILTERS, team: 'Arizona Cardinals' }, []],
  ])('%s', (_case, filters, expected) => {
    expect(ids(applyFilters(LISTED, filters))).toEqual(ids(expected));
  });
});

describe('groupByWeek', () => {
  it('groups by week in season order, games in kickoff order, games without a week last', () => {
    expect(groupByWeek(LISTED).map((g) => [g.key, g.label, ids(g.games)])).toEqual([
      ['W10', 'Week 10', ids([STALE])],
      ['W11', 'Week 11', ids([LIVE, JETS_BILLS])],
      ['W12', 'Week 12', ids([BILLS_CHIEFS])],
      [null, NO_WEEK_GROUP_LABEL, ids([NO_WEEK])],
    ]);
  });

  it('is empty for no games', () => {
    expect(groupByWeek([])).toEqual([]);
  });
});

describe('scheduleStats', () => {
  it('counts listed games, their weeks and teams, and the filtered results', () => {
    const filtered = applyFilters(LISTED, { ...NO_FILTERS, team: 'Buffalo Bills' });
    expect(scheduleStats(LISTED, filtered)).toEqual({ totalGames: 5, weeks: 3, teams: 9, filteredResults: 2 });
    expect(scheduleStats([], [])).toEqual({ totalGames: 0, weeks: 0, teams: 0, filteredResults: 0 });
  });
});

describe('weekOptions (the 24-hour rule)', () => {
  it('lists weeks with a game not finished and at most 24 hours past its start', () => {
    // W10's only game started 40 hours ago and is still marked live: its week is over.
    expect(weekOptions(LISTED, NOW, null)).toEqual([
      { value: 'W11', label: 'Week 11' },
      { value: 'W12', label: 'Week 12' },
    ]);
  });

  it('keeps the selected week so the control shows it', () => {
    expect(weekOptions(LISTED, NOW, 'W10').map((o) => o.value)).toEqual(['W10', 'W11', 'W12']);
  });

  it('moves with the clock: a day later only W12 is left', () => {
    expect(weekOptions(LISTED, new Date(NOW.getTime() + 30 * 3_600_000), null).map((o) => o.value)).toEqual(['W12']);
  });
});

describe('teamOptions', () => {
  it('lists the teams of the listed games by name, plus the selected one', () => {
    expect(teamOptions([JETS_BILLS, BILLS_CHIEFS], null).map((o) => o.value)).toEqual(['Buffalo Bills', 'Kansas City Chiefs', 'New York Jets']);
    expect(teamOptions([JETS_BILLS], 'Arizona Cardinals').map((o) => o.label)).toEqual(['Arizona Cardinals', 'Buffalo Bills', 'New York Jets']);
  });
});
