import { describe, expect, it } from 'vitest';
import { winningSquare } from '../../../domain/scoring';
import { parsePoolId, poolExitPath } from './pool-id';
import { canPickSquares, currentWinningSquares, formatKickoff, lockReason, percentSold, poolPageLayout, settledWinners } from './pool-state';
import { DRAWN_DIGITS, makePool, makeWinner } from './test-fixtures';
import { retryDelayMs } from './live/use-pool-events';

const KICKOFF = Date.parse('2026-11-22T18:00:00.000Z');

describe('parsePoolId', () => {
  it('accepts whole numbers in the id range only', () => {
    expect(parsePoolId('66')).toBe(66);
    expect(parsePoolId('2147483647')).toBe(2147483647);
    for (const bad of [undefined, '', 'abc', '12abc', '-1', '0', '1.5', ' 7', '2147483648', '99999999999']) {
      expect(parsePoolId(bad)).toBeNull();
    }
  });

  it('leaves to the dashboard, or home for visitors', () => {
    expect(poolExitPath(true)).toBe('/dashboard');
    expect(poolExitPath(false)).toBe('/');
  });
});

describe('picking squares', () => {
  it('only while open and before kickoff', () => {
    const pool = makePool();
    expect(canPickSquares(pool, KICKOFF - 1)).toBe(true);
    expect(canPickSquares(pool, KICKOFF)).toBe(false);
    expect(lockReason(pool, KICKOFF - 1)).toBeNull();
    expect(lockReason(pool, KICKOFF + 1)).toBe('kicked-off');
    expect(lockReason(makePool({ status: 'full' }), KICKOFF - 1)).toBe('closed');
    expect(lockReason(makePool({}, { status: '1q' }), KICKOFF - 1)).toBe('kicked-off');
  });

  it("not in a pool of a week before its league's active week (an admin advanced the week)", () => {
    const past = makePool({ leagueActiveWeek: 'W12' });
    expect(lockReason(past, KICKOFF - 1)).toBe('week-closed');
    expect(canPickSquares(past, KICKOFF - 1)).toBe(false);
    expect(layoutAtNow(past).buying).toBe(false);
    // The active week itself, a later one, and a league without weeks still take squares.
    expect(lockReason(makePool({ leagueActiveWeek: 'W11' }), KICKOFF - 1)).toBeNull();
    expect(lockReason(makePool({ leagueActiveWeek: 'W10' }), KICKOFF - 1)).toBeNull();
    expect(lockReason(makePool({ leagueActiveWeek: null }), KICKOFF - 1)).toBeNull();
    // Kickoff and the pool's own state come first.
    expect(lockReason(makePool({ leagueActiveWeek: 'W12', status: 'full' }), KICKOFF - 1)).toBe('closed');
    expect(lockReason(past, KICKOFF + 1)).toBe('kicked-off');
  });
});

const layoutAtNow = (pool: ReturnType<typeof makePool>) => poolPageLayout(pool, lockReason(pool, KICKOFF - 1));

describe('what the page shows', () => {
  const layoutAt = (pool: ReturnType<typeof makePool>, now: number) => poolPageLayout(pool, lockReason(pool, now));

  it('an open board before kickoff: the buying UI, no score, no winners', () => {
    expect(layoutAt(makePool(), KICKOFF - 1)).toEqual({ buying: true, score: null, winners: false });
  });

  it('no buying UI once kickoff has passed, even before the server has locked the pool', () => {
    expect(layoutAt(makePool({ status: 'open' }), KICKOFF + 1)).toEqual({ buying: false, score: null, winners: false });
  });

  it('no buying UI for a full, active, completed or cancelled pool, whatever the time', () => {
    for (const status of ['full', 'active', 'completed', 'cancelled'] as const) {
      expect(layoutAt(makePool({ status }), KICKOFF - 60_000).buying).toBe(false);
    }
  });

  it('a locked pool in play: the live score and the winners', () => {
    const pool = makePool({ status: 'active', digits: DRAWN_DIGITS }, { status: '2q', homeScore: 10, awayScore: 3 });
    expect(layoutAt(pool, KICKOFF + 1)).toEqual({ buying: false, score: 'live', winners: true });
  });

  it('a completed game: the final score and the winners', () => {
    const pool = makePool(
      { status: 'completed', digits: DRAWN_DIGITS, winners: [makeWinner('Q1', 5, 6), makeWinner('FINAL', 1, 2)] },
      { status: 'FT', homeScore: 24, awayScore: 13 },
    );
    expect(layoutAt(pool, KICKOFF + 1)).toEqual({ buying: false, score: 'final', winners: true });
  });

  it('a cancelled pool shows no score and no winners (its entries were refunded)', () => {
    const pool = makePool({ status: 'cancelled' }, { status: 'FT', homeScore: 24, awayScore: 13 });
    expect(layoutAt(pool, KICKOFF + 1)).toEqual({ buying: false, score: null, winners: false });
  });

  it('follows the lock it is given, not a claim check of its own', () => {
    const open = makePool();
    expect(poolPageLayout(open, 'closed').buying).toBe(false);
    expect(poolPageLayout(makePool({ status: 'active' }, { status: '1q' }), null).buying).toBe(true);
  });
});

describe('winning square', () => {
  it('comes from domain scoring once live or over, with digits', () => {
    const live = makePool({ digits: DRAWN_DIGITS }, { status: '2q', homeScore: 17, awayScore: 13 });
    expect(currentWinningSquares(live)).toEqual([{ ...winningSquare(DRAWN_DIGITS, { home: 17, away: 13 }), role: 'forward' }]);
    expect(currentWinningSquares(live)).toEqual([{ row: 5, column: 6, role: 'forward' }]);
    expect(currentWinningSquares(makePool({ digits: DRAWN_DIGITS }, { status: 'live', homeScore: 3, awayScore: 0 }))).toHaveLength(1);
    expect(currentWinningSquares(makePool({ digits: DRAWN_DIGITS }, { status: 'FT', homeScore: 3, awayScore: 0 }))).toHaveLength(1);
    expect(currentWinningSquares(makePool({ digits: DRAWN_DIGITS }, { status: 'completed' }))).toHaveLength(1);
  });

  it('nothing before the game or before the draw, or with broken digits', () => {
    expect(currentWinningSquares(makePool({ digits: DRAWN_DIGITS }))).toEqual([]);
    expect(currentWinningSquares(makePool({}, { status: '3q' }))).toEqual([]);
    expect(currentWinningSquares(makePool({ digits: { rows: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], columns: DRAWN_DIGITS.columns } }, { status: '3q' }))).toEqual([]);
  });

  it('a 5x5 board with reverse winners: the forward square and the reversed one', () => {
    // rows 1 8 | 5 4 | 7 3 | 0 9 | 2 6, columns 6 5 | 0 4 | 1 2 | 7 8 | 3 9; home 17, away 13: forward away 3 (row 2) home 7 (column 3).
    const pool = makePool({ digits: DRAWN_DIGITS, rules: { numbers: 'game', reverseWinners: true, boardSize: 25 } }, { status: '3q', homeScore: 17, awayScore: 13 });
    expect(currentWinningSquares(pool)).toEqual([
      { row: 2, column: 3, role: 'forward' },
      // Reversed: away digit 7 (row 2), home digit 3 (column 4).
      { row: 2, column: 4, role: 'reverse' },
    ]);
    expect(currentWinningSquares({ ...pool, rules: { ...pool.rules, reverseWinners: false } })).toEqual([{ row: 2, column: 3, role: 'forward' }]);
  });

  it("new numbers each period: the period in play's set, or the one asked for", () => {
    const q3 = { rows: [...DRAWN_DIGITS.rows].reverse(), columns: [...DRAWN_DIGITS.columns].reverse() };
    const sets = [DRAWN_DIGITS, DRAWN_DIGITS, q3, DRAWN_DIGITS];
    const pool = makePool({ digits: DRAWN_DIGITS, digitSets: sets, rules: { numbers: 'period', reverseWinners: false, boardSize: 100 } }, { status: '3q', homeScore: 17, awayScore: 13 });
    // Q3's set: rows 6 2 9 0 3 7 4 5 8 1 (away 3 is row 4), columns 9 3 8 7 2 1 4 0 5 6 (home 7 is column 3).
    expect(currentWinningSquares(pool)).toEqual([{ row: 4, column: 3, role: 'forward' }]);
    expect(currentWinningSquares(pool, 'Q1')).toEqual([{ row: 5, column: 6, role: 'forward' }]);
  });

  it("settled period winners are the server's (pool.winners), not recomputed from the period scores", () => {
    const pool = makePool(
      {
        digits: DRAWN_DIGITS,
        // Q1 was corrected to 7-3 after the period scores were first recorded as 6-3: the server re-settled it.
        winners: [makeWinner('Q1', 5, 6, { homeScore: 7, awayScore: 3 }), makeWinner('Q2', 1, 2)],
      },
      { status: '3q', periodScores: { q1: { home: 6, away: 3 }, q2: { home: 14, away: 10 }, q3: null, final: null } },
    );
    expect(settledWinners(pool)).toEqual([
      { period: 'Q1', row: 5, column: 6 },
      { period: 'Q2', row: 1, column: 2 },
    ]);
    expect(settledWinners(makePool())).toEqual([]);
  });
});

describe('display helpers', () => {
  it('formats the kickoff in a given zone', () => {
    expect(formatKickoff('2026-11-22T18:00:00.000Z', { locale: 'en-US', timeZone: 'America/New_York' })).toEqual({
      date: 'Sun, Nov 22, 2026',
      time: '1:00 PM EST',
    });
    expect(formatKickoff('nope')).toEqual({ date: 'Date to be announced', time: '' });
  });

  it('percent sold is whole and bounded', () => {
    expect(percentSold(0, 100)).toBe(0);
    expect(percentSold(37, 100)).toBe(37);
    expect(percentSold(100, 100)).toBe(100);
    expect(percentSold(1, 3)).toBe(33);
    expect(percentSold(5, 0)).toBe(5);
  });

  it('retries a failed stream with a capped backoff', () => {
    expect([0, 1, 2, 3, 10].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16000, 60000]);
  });
});
