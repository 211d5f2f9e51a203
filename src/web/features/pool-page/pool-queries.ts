/**
 * The two cached reads of a pool page (spec section 7). The keys are the URLs' parts, joined with "/"
 * by the default query function; the event stream (D15) writes into the same entries.
 */
import { useQuery } from '@tanstack/react-query';
import type { Pool, Square } from '../../../domain/schemas';
import { poolQueryKey, poolSquaresQueryKey } from '../../lib/query-keys';

export function usePool(poolId: number) {
  return useQuery<Pool>({ queryKey: poolQueryKey(poolId) });
}

export function usePoolSquares(poolId: number) {
  return useQuery<Square[]>({ queryKey: poolSquaresQueryKey(poolId) });
}
