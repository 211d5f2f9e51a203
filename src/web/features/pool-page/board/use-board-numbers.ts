import { useState } from 'react';
import { numbersOfPeriod, periodInPlay } from '../../../../domain/period-numbers';
import type { Period } from '../../../../domain/periods';
import type { Pool } from '../../../../domain/schemas';
import type { Digits } from '../../../../domain/scoring';

export type BoardNumbers = {
  /** The period whose numbers the board shows. */
  period: Period;
  /** The period in play, or the next to be decided. */
  livePeriod: Period;
  /** The numbers on the board: the game's set, or the shown period's; null before the draw. */
  digits: Digits | null;
  choose: (period: Period) => void;
};

/**
 * Which numbers the board shows: with new numbers each period, the period in play's set
 * until the viewer picks another period (and it follows the game while they have not); otherwise the
 * game's one set.
 */
export function useBoardNumbers(pool: Pick<Pool, 'digits' | 'digitSets' | 'game'>): BoardNumbers {
  const [picked, setPicked] = useState<Period | null>(null);
  const livePeriod = periodInPlay(pool.game);
  const period = pool.digitSets ? (picked ?? livePeriod) : livePeriod;
  return { period, livePeriod, digits: numbersOfPeriod(pool, period), choose: setPicked };
}
