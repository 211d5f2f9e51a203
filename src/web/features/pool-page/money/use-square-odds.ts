import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SquareOdds } from '../../../../domain/odds';
import type { OddsHistory } from '../../../../domain/odds-history';
import { numbersOfPeriod } from '../../../../domain/period-numbers';
import type { Period } from '../../../../domain/periods';
import type { PoolRules } from '../../../../domain/pool-rules';
import type { Pool } from '../../../../domain/schemas';

/**
 * A drawn board's odds: each period's chance for every square, the games each period counts, and
 * odds.ts's formatChance (it comes with the data so that odds.ts, too, stays out of the first load).
 */
export type PoolOdds = { board: Record<Period, SquareOdds[][]>; history: OddsHistory; formatChance: (odds: SquareOdds) => string };

/** The rules the odds follow: the pool's own (a 25-square board's squares cover four digit pairs; reverse winners win swapped scores too). */
export function oddsRules(pool: Pool): Pick<PoolRules, 'boardSize' | 'reverseWinners'> {
  return { boardSize: pool.rules.boardSize, reverseWinners: pool.rules.reverseWinners };
}

const loadOddsData = () => import('./odds-data');

/** The odds of the pool's squares once its digits are drawn (null before, and while the data loads). */
export function useSquareOdds(pool: Pool): PoolOdds | null {
  const { digits, digitSets } = pool;
  const { data } = useQuery({ queryKey: ['odds-history'], queryFn: loadOddsData, enabled: digits !== null, staleTime: Infinity, gcTime: Infinity });
  const { boardSize, reverseWinners } = oddsRules(pool);
  return useMemo(() => {
    if (!data || !digits) return null;
    // New numbers each period: each period's odds on that period's own set.
    const board = data.boardOddsOfPeriods(data.ODDS_HISTORY, (period) => numbersOfPeriod({ digits, digitSets }, period) ?? digits, { boardSize, reverseWinners });
    return { board, history: data.ODDS_HISTORY, formatChance: data.formatChance };
  }, [data, digits, digitSets, boardSize, reverseWinners]);
}
