/**
 * Which periods of a game are settled (DESIGN D3): those the game has ended whose end score is known.
 * A known final score ends the game whatever its status says; a period the feed jumped over has no
 * score, is never settled on a guess, and waits for an admin. Settling and the recovery check that
 * looks for periods still to settle both ask this, so the two cannot disagree.
 */
import { periodsEndedAt, scoreOfPeriod } from './game-progress';
import type { Period } from './periods';
import type { PeriodScores, Score } from './scoring';

export type SettleablePeriod = { period: Period; score: Score };

export function settleablePeriods(game: { status: string; periods: PeriodScores }): SettleablePeriod[] {
  return periodsEndedAt(game.periods.final !== null ? 'FT' : game.status).flatMap((period) => {
    const score = scoreOfPeriod(game.periods, period);
    return score ? [{ period, score }] : [];
  });
}
