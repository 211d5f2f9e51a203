/**
 * The historical chance that a square's digits win: how often real games ended with last
 * digits that square covers. Pure: the pool page passes the games shipped with the product (the final
 * scores of two NFL seasons, history/nfl-final-scores.json; per-quarter scores where the shipped data has
 * them) and the board's digits, and names the data it used ("from N games, 2024-2025 seasons").
 */
import { boardGeometry, headerDigits } from './board-geometry';
import type { BoardSize } from './pool-rules';
import type { Digits, Score } from './scoring';

/** How many games ended on each pair of last digits: counts[away digit][home digit]. */
export type DigitPairCounts = number[][];

export interface SquareOdds {
  /** Games the square would have won. */
  wins: number;
  games: number;
}

export function digitPairCounts(scores: readonly Score[]): DigitPairCounts {
  const counts = Array.from({ length: 10 }, () => Array<number>(10).fill(0));
  for (const { home, away } of scores) {
    if (!Number.isSafeInteger(home) || !Number.isSafeInteger(away) || home < 0 || away < 0) {
      throw new RangeError(`A score must be two non-negative whole numbers, got ${home}-${away}`);
    }
    counts[away % 10]![home % 10]! += 1;
  }
  return counts;
}

/**
 * The odds of a square whose row carries `rowDigits` (away) and column `columnDigits` (home): a game
 * counts once if the square wins it, forward or (with reverse winners) with the digits swapped.
 */
export function squareOdds(counts: DigitPairCounts, rowDigits: readonly number[], columnDigits: readonly number[], reverseWinners: boolean): SquareOdds {
  let wins = 0;
  let games = 0;
  for (let away = 0; away < 10; away++) {
    for (let home = 0; home < 10; home++) {
      const n = counts[away]?.[home] ?? 0;
      games += n;
      const forward = rowDigits.includes(away) && columnDigits.includes(home);
      const reverse = reverseWinners && rowDigits.includes(home) && columnDigits.includes(away);
      if (forward || reverse) wins += n;
    }
  }
  return { wins, games };
}

/** Every square's odds on a drawn board, by row then column. */
export function boardOdds(counts: DigitPairCounts, digits: Digits, rules: { boardSize: BoardSize; reverseWinners: boolean }): SquareOdds[][] {
  const geometry = boardGeometry(rules.boardSize);
  const rows = headerDigits(digits.rows, geometry);
  const columns = headerDigits(digits.columns, geometry);
  return rows.map((rowDigits) => columns.map((columnDigits) => squareOdds(counts, rowDigits, columnDigits, rules.reverseWinners)));
}

/** "12.4%" (one decimal; "–" without games). */
export function formatChance({ wins, games }: SquareOdds): string {
  return games === 0 ? '–' : `${((wins / games) * 100).toFixed(1)}%`;
}
