import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  UPCOMING_GRACE_MS,
  compareWeekKeys,
  isListedOnSchedule,
  isUpcoming,
  scheduleWeekKey,
  scoreOnceStarted,
  selectableWeeks,
  weekKeysOf,
} from './schedule';
import { WEEKS } from './weeks';

const NOW = new Date('2025-09-14T17:00:00Z');
const hoursFromNow = (h: number) => new Date(NOW.getTime() + h * 3_600_000).toISOString();

describe('isListedOnSchedule (spec 4: schedule pages hide FT games)', () => {
  it.each([
    ['FT', false],
    ['ft', false],
    [' Final ', false],
    ['AET', false],
    ['completed', false],
    ['scheduled', true],
    ['', true],
    ['2q', true],
    ['ht', true],
    ['postponed', true],
  ])('%j listed: %s', (status, listed) => {
    expect(isListedOnSchedule(status)).toBe(listed);
  });
});

describe('scoreOnceStarted', () => {
  it.each([
    ['scheduled', 0, 0, null],
    ['tbd', 7, 3, null],
    ['1q', 0, 0, { home: 0, away: 0 }],
    ['HT', 14, 10, { home: 14, away: 10 }],
    ['FT', 27, 24, { home: 27, away: 24 }],
  ])('%s %i-%i -> %j', (status, homeScore, awayScore, score) => {
    expect(scoreOnceStarted({ status, homeScore, awayScore })).toEqual(score);
  });
});

describe('isUpcoming (spec 9: upcoming until 24 hours after its start)', () => {
  it.each([
    ['scheduled in a week', 'scheduled', hoursFromNow(24 * 7), true],
    ['kicked off an hour ago, live', '2q', hoursFromNow(-1), true],
    ['exactly 24 hours past its start', 'scheduled', hoursFromNow(-24), true],
    ['24 hours and a second past', 'scheduled', new Date(NOW.getTime() - UPCOMING_GRACE_MS - 1000).toISOString(), false],
    ['finished an hour after kickoff', 'FT', hoursFromNow(-3), false],
    ['finished, kickoff still ahead (bad data)', 'final', hoursFromNow(5), false],
    ['unparsable date', 'scheduled', 'soon', false],
  ])('%s', (_case, status, gameDate, upcoming) => {
    expect(isUpcoming({ status, gameDate }, NOW)).toBe(upcoming);
  });

  it('accepts a Date as well as an ISO string', () => {
    expect(isUpcoming({ status: 'scheduled', gameDate: new Date(hoursFromNow(2)) }, NOW)).toBe(true);
  });
});

describe('scheduleWeekKey', () => {
  it.each([
    ['W3', 'W3'],
    ['week 3', 'W3'],
    ['  Hall of Fame Weekend ', 'HOF'],
    ['ps2', 'PS2'],
    ['Round of 16', 'Round of 16'],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (week, key) => {
    expect(scheduleWeekKey(week)).toBe(key);
  });
});

describe('compareWeekKeys / weekKeysOf', () => {
  it('orders NFL codes by the season, other names after them alphabetically', () => {
    const keys = ['SB', 'W10', 'Bowl week', 'W2', 'HOF', 'PS4', 'Alpha', 'WC'];
    expect([...keys].sort(compareWeekKeys)).toEqual(['HOF', 'PS4', 'W2', 'W10', 'WC', 'SB', 'Alpha', 'Bowl week']);
  });

  it('sorts any shuffle of the 27 codes back into the season', () => {
    const codes = WEEKS.map((w) => w.code);
    fc.assert(
      fc.property(fc.shuffledSubarray(codes, { minLength: codes.length }), (shuffled) => {
        expect([...shuffled].sort(compareWeekKeys)).toEqual(codes);
      }),
    );
  });

  it('lists each week once, whatever its spelling, and skips games without one', () => {
    const games = [{ week: 'W2' }, { week: 'Week 2' }, { week: null }, { week: 'HOF' }, { week: 'w1' }];
    expect(weekKeysOf(games)).toEqual(['HOF', 'W1', 'W2']);
  });
});

describe('selectableWeeks (spec 4: the week dropdown)', () => {
  const game = (week: string | null, status: string, hours: number) => ({ week, status, gameDate: hoursFromNow(hours) });

  it.each([
    ['every game finished: the week is gone', [game('W1', 'FT', -100), game('W1', 'final', -96)], []],
    ['one game of the week still to play keeps it', [game('W1', 'FT', -100), game('W1', 'scheduled', 2)], ['W1']],
    ['a live game inside 24 hours keeps it', [game('W2', '3q', -2)], ['W2']],
    ['a stale "live" game over 24 hours old does not', [game('W2', '3q', -30)], []],
    ['weeks come in season order', [game('W3', 'scheduled', 200), game('PS1', 'scheduled', 1), game('W1', 'scheduled', 50)], ['PS1', 'W1', 'W3']],
    ['games without a week add no week', [game(null, 'scheduled', 5)], []],
  ])('%s', (_case, games, weeks) => {
    expect(selectableWeeks(games, NOW)).toEqual(weeks);
  });

  it('never lists a week all of whose games are finished or over a day old', () => {
    const arbitraryGame = fc.record({
      week: fc.constantFrom('W1', 'W2', 'W3', null),
      status: fc.constantFrom('scheduled', '2q', 'FT', 'completed'),
      gameDate: fc.integer({ min: -72, max: 72 }).map(hoursFromNow),
    });
    fc.assert(
      fc.property(fc.array(arbitraryGame, { maxLength: 12 }), (games) => {
        const weeks = selectableWeeks(games, NOW);
        for (const week of ['W1', 'W2', 'W3']) {
          const open = games.some((g) => g.week === week && isUpcoming(g, NOW));
          expect(weeks.includes(week)).toBe(open);
        }
      }),
    );
  });
});
