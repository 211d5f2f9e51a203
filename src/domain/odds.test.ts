import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import shipped from './history/nfl-final-scores.json';
import { boardOdds, digitPairCounts, formatChance, squareOdds } from './odds';

// Six games, counted by hand: last digits (away, home) = (0,7) (0,7) (3,0) (7,4) (4,7) (7,7).
const fixture = [
  { home: 17, away: 10 },
  { home: 27, away: 20 },
  { home: 20, away: 13 },
  { home: 24, away: 17 },
  { home: 17, away: 14 },
  { home: 27, away: 27 },
];

describe('odds of a square', () => {
  const counts = digitPairCounts(fixture);

  it('counts games by their last digits', () => {
    expect(counts[0]![7]).toBe(2);
    expect(counts[7]![7]).toBe(1);
    expect(counts.flat().reduce((a, b) => a + b, 0)).toBe(6);
  });

  it('matches a hand count, forward and reversed, on 10x10 and 5x5 squares', () => {
    // Row 0 (away 0), column 7 (home 7): the two 0-7 games.
    expect(squareOdds(counts, [0], [7], false)).toEqual({ wins: 2, games: 6 });
    // Row 7, column 4: 17 at 24 forward; with reverse winners also 14 at 17 (away 4, home 7, swapped).
    expect(squareOdds(counts, [7], [4], false)).toEqual({ wins: 1, games: 6 });
    expect(squareOdds(counts, [7], [4], true)).toEqual({ wins: 2, games: 6 });
    // 7-7 counts once, not twice, with reverse winners.
    expect(squareOdds(counts, [7], [7], true)).toEqual({ wins: 1, games: 6 });
    // A 5x5 square carrying rows {0,3} and columns {7,0}: (0,7) x2 and (3,0) = 3.
    expect(squareOdds(counts, [0, 3], [7, 0], false)).toEqual({ wins: 3, games: 6 });
    expect(formatChance({ wins: 3, games: 6 })).toBe('50.0%');
    expect(formatChance({ wins: 0, games: 0 })).toBe('–');
  });

  it('over a whole board, every game is won by exactly one square (forward), so the chances add up to 100%', () => {
    const digits = { rows: [0, 3, 7, 4, 1, 2, 5, 6, 8, 9], columns: [7, 0, 4, 1, 2, 3, 5, 6, 8, 9] };
    for (const boardSize of [100, 25] as const) {
      const odds = boardOdds(counts, digits, { boardSize, reverseWinners: false }).flat();
      expect(odds).toHaveLength(boardSize);
      expect(odds.reduce((sum, o) => sum + o.wins, 0)).toBe(6);
    }
    expect(boardOdds(counts, digits, { boardSize: 25, reverseWinners: false })[0]![0]).toEqual({ wins: 3, games: 6 });
  });

  it('refuses a score that is not one', () => {
    expect(() => digitPairCounts([{ home: -1, away: 3 }])).toThrow(/non-negative whole numbers/);
  });
});

describe('the shipped final scores', () => {
  it('hold the scored games of the 2024 and 2025 seasons, as in the schedules they were taken from', async () => {
    expect(shipped.seasons).toEqual([2024, 2025]);
    expect(shipped.games.length).toBeGreaterThan(400);
    const schedules = path.resolve(__dirname, '../../../shared/data');
    if (!existsSync(schedules)) {
      console.warn(`skipped the comparison with the schedules: ${schedules} is not on this machine`);
      return;
    }
    // @ts-expect-error -- a plain .mjs script without types
    const { finalScores } = (await import('../../scripts/nfl-final-scores.mjs')) as { finalScores: (csv: string) => unknown[] };
    const fromSchedules = [2024, 2025].flatMap((season) => finalScores(readFileSync(path.join(schedules, `nfl-schedule-${season}.csv`), 'utf8')));
    expect(shipped.games).toEqual(fromSchedules);
    // Super Bowl LIX: Kansas City 22 at Philadelphia 40.
    expect(shipped.games).toContainEqual(['2024_22_KC_PHI', 40, 22]);
  });
});
