/**
 * The NFL results shipped with the product, shaped for the odds of a square: the final scores
 * of two seasons (history/nfl-final-scores.json) and, from the games shipped with their points per
 * quarter (history/nfl-quarter-scores.json), the score at the end of Q1, halftime and Q3. Pure: the pool
 * page loads the data and passes it in, so the data stays out of the page's first load.
 */
import { boardOdds, digitPairCounts, type DigitPairCounts, type SquareOdds } from './odds';
import type { BoardSize } from './pool-rules';
import { PERIODS, type Period } from './periods';
import { cumulativePeriodScores, type Digits, type Score } from './scoring';

/** A row of the shipped JSON as TypeScript reads it (an array, not a tuple): checked when read. */
type DataRow = readonly (string | number | readonly number[])[];
/** history/nfl-final-scores.json: rows of [game id, home points, away points]. */
export type FinalScoresData = { seasons: readonly number[]; games: readonly DataRow[] };
/** history/nfl-quarter-scores.json: rows of [game id, season, home points per quarter, away points per quarter]. */
export type QuarterScoresData = { games: readonly DataRow[] };

function badRow(row: DataRow): never {
  throw new RangeError(`Unexpected row in the shipped results: ${JSON.stringify(row)}`);
}

/** Where a period's odds come from: the games counted and their seasons. */
export type OddsSample = { counts: DigitPairCounts; games: number; seasons: number[] };
export type OddsHistory = Record<Period, OddsSample>;

export function finalScores(data: FinalScoresData): Score[] {
  return data.games.map((row) => {
    const [, home, away] = row;
    return typeof home === 'number' && typeof away === 'number' ? { home, away } : badRow(row);
  });
}

/** The cumulative score at the end of each period before the final, of every game that got that far. */
export function periodScores(data: QuarterScoresData): Record<Exclude<Period, 'FINAL'>, Score[]> {
  const scores: Record<Exclude<Period, 'FINAL'>, Score[]> = { Q1: [], Q2: [], Q3: [] };
  for (const row of data.games) {
    const [, , home, away] = row;
    if (!Array.isArray(home) || !Array.isArray(away)) badRow(row);
    const { q1, q2, q3 } = cumulativePeriodScores([...(home as number[])], [...(away as number[])]);
    if (q1) scores.Q1.push(q1);
    if (q2) scores.Q2.push(q2);
    if (q3) scores.Q3.push(q3);
  }
  return scores;
}

function sample(scores: Score[], seasons: Iterable<number>): OddsSample {
  return { counts: digitPairCounts(scores), games: scores.length, seasons: [...new Set(seasons)].sort((a, b) => a - b) };
}

/** Every period's counts: the final from the two seasons' final scores, the others from the quarter scores. */
export function oddsHistory(finals: FinalScoresData, quarters: QuarterScoresData): OddsHistory {
  const periods = periodScores(quarters);
  const quarterSeasons = quarters.games.map((row) => (typeof row[1] === 'number' ? row[1] : badRow(row)));
  return {
    Q1: sample(periods.Q1, quarterSeasons),
    Q2: sample(periods.Q2, quarterSeasons),
    Q3: sample(periods.Q3, quarterSeasons),
    FINAL: sample(finalScores(finals), finals.seasons),
  };
}

/** Each period's odds for every square of a drawn board, by row then column. */
export function boardOddsByPeriod(
  history: OddsHistory,
  digits: Digits,
  rules: { boardSize: BoardSize; reverseWinners: boolean },
): Record<Period, SquareOdds[][]> {
  return Object.fromEntries(PERIODS.map((p) => [p, boardOdds(history[p].counts, digits, rules)])) as Record<Period, SquareOdds[][]>;
}
