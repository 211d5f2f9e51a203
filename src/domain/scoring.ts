/**
 * Who wins a period (DESIGN D3). Columns carry the HOME team's digits (header row), rows carry the
 * AWAY team's digits (header column). The winning square is where the column digit is the last digit
 * of the home score and the row digit is the last digit of the away score. This is that rule on a
 * standard 10x10 board (simulation, landing demo, How to Play); period-winners.ts applies it under a
 * pool's rules (board size, reverse winners) for settlement and the pool page, with the same checks.
 */
import { BOARD_SIZE, type Coordinate } from './board';
import { PERIODS, type Period } from './periods';

export type Digits = { rows: number[]; columns: number[] };
export type Score = { home: number; away: number };
export type PeriodScores = { q1: Score | null; q2: Score | null; q3: Score | null; final: Score | null };
export type PeriodWinner = { period: Period; row: number; column: number; score: Score };

/** Exactly the digits 0-9, each once. */
export function isDigitPermutation(a: unknown): boolean {
  if (!Array.isArray(a) || a.length !== BOARD_SIZE) return false;
  const seen = new Set<unknown>(a);
  return seen.size === BOARD_SIZE && a.every((d) => Number.isInteger(d) && d >= 0 && d <= 9);
}

export function assertDigits(digits: Digits): void {
  if (!isDigitPermutation(digits.rows) || !isDigitPermutation(digits.columns)) {
    throw new RangeError('Board digits must be two permutations of 0-9 (rows and columns)');
  }
}

function assertPoints(label: string, points: number): void {
  if (!Number.isSafeInteger(points) || points < 0) {
    throw new RangeError(`${label} must be a non-negative whole number, got ${String(points)}`);
  }
}

/** A score's points are whole and not negative. */
export function assertScore(score: Score): void {
  assertPoints('Home score', score.home);
  assertPoints('Away score', score.away);
}

export function winningSquare(digits: Digits, score: Score): Coordinate {
  assertDigits(digits);
  assertScore(score);
  // Both lookups succeed because each axis holds every digit exactly once.
  return { row: digits.rows.indexOf(score.away % 10), column: digits.columns.indexOf(score.home % 10) };
}

/**
 * Per-quarter points -> cumulative score at the end of each period. Pass only quarters that have
 * ENDED: entry i is quarter i+1, entries 5+ are overtime periods. The final is set once 4 entries
 * are given and includes every overtime entry (spec: overtime counts toward the final), so callers
 * must not pass the 4th quarter before the game is over if it could still go to overtime.
 */
export function cumulativePeriodScores(homeQuarterPoints: number[], awayQuarterPoints: number[]): PeriodScores {
  if (homeQuarterPoints.length !== awayQuarterPoints.length) {
    throw new RangeError(
      `Both teams need the same number of periods (home ${homeQuarterPoints.length}, away ${awayQuarterPoints.length})`,
    );
  }
  homeQuarterPoints.forEach((p, i) => assertPoints(`Home points in period ${i + 1}`, p));
  awayQuarterPoints.forEach((p, i) => assertPoints(`Away points in period ${i + 1}`, p));

  const through = (periods: number): Score | null =>
    homeQuarterPoints.length < periods
      ? null
      : { home: sum(homeQuarterPoints.slice(0, periods)), away: sum(awayQuarterPoints.slice(0, periods)) };

  return {
    q1: through(1),
    q2: through(2),
    q3: through(3),
    final: homeQuarterPoints.length < 4 ? null : { home: sum(homeQuarterPoints), away: sum(awayQuarterPoints) },
  };
}

function sum(values: number[]): number {
  return values.reduce((total, v) => total + v, 0);
}

/** The winning square of every period that has ended, in period order. */
export function periodWinners(digits: Digits, periodScores: PeriodScores): PeriodWinner[] {
  assertDigits(digits);
  const byPeriod: Record<Period, Score | null> = {
    Q1: periodScores.q1,
    Q2: periodScores.q2,
    Q3: periodScores.q3,
    FINAL: periodScores.final,
  };
  const winners: PeriodWinner[] = [];
  for (const period of PERIODS) {
    const score = byPeriod[period];
    if (score) winners.push({ period, ...winningSquare(digits, score), score: { ...score } });
  }
  return winners;
}
