/**
 * The shipped NFL results, counted for the odds, with what turns them into a board's odds.
 * Loaded only by use-square-odds.ts's dynamic import once a pool's digits are drawn: neither the data
 * nor the counting weighs on the pool page's first load.
 */
import finals from '../../../../domain/history/nfl-final-scores.json';
import quarters from '../../../../domain/history/nfl-quarter-scores.json';
import { boardOdds, type SquareOdds } from '../../../../domain/odds';
import { oddsHistory, type OddsHistory } from '../../../../domain/odds-history';
import { PERIODS, type Period } from '../../../../domain/periods';
import type { BoardSize } from '../../../../domain/pool-rules';
import type { Digits } from '../../../../domain/scoring';

export { formatChance } from '../../../../domain/odds';
export { boardOddsByPeriod } from '../../../../domain/odds-history';

/**
 * Each period's odds for every square, each period on its own numbers: the same set for all four in a
 * pool with one set per game, the period's own set in a pool drawing new numbers each period.
 */
export function boardOddsOfPeriods(
  history: OddsHistory,
  numbersOf: (period: Period) => Digits,
  rules: { boardSize: BoardSize; reverseWinners: boolean },
): Record<Period, SquareOdds[][]> {
  return Object.fromEntries(PERIODS.map((p) => [p, boardOdds(history[p].counts, numbersOf(p), rules)])) as Record<Period, SquareOdds[][]>;
}

export const ODDS_HISTORY = oddsHistory(finals, quarters);
