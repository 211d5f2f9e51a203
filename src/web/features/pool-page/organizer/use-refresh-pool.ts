import { useQueryClient } from '@tanstack/react-query';
import { USER_POOLS_QUERY_KEY, poolQueryKey } from '../../../lib/query-keys';

/**
 * Refetches a pool after an organizer's change: the pool's key prefixes its squares and its roster
 * (poolSquaresQueryKey, poolRosterQueryKey), so one invalidation covers all three, plus My Pools.
 */
export function useRefreshPool(poolId: number): () => Promise<unknown> {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: poolQueryKey(poolId) }), client.invalidateQueries({ queryKey: USER_POOLS_QUERY_KEY })]);
}
