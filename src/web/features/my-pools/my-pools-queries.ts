import { useQuery } from '@tanstack/react-query';
import type { Pool, UserPool } from '../../../domain/schemas';
import { getQueryFn } from '../../lib/api';
import { ALL_POOLS_QUERY_KEY, USER_POOLS_QUERY_KEY } from '../../lib/query-keys';


export const fetchUserPools = getQueryFn<unknown>({ on401: 'throw' });

function asList<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

/** GET /api/user-pools: the signed-in player's pools, each with their squares, spend and winnings. */
export function useUserPools() {
  return useQuery<unknown, Error, UserPool[]>({
    queryKey: USER_POOLS_QUERY_KEY,
    queryFn: fetchUserPools,
    select: asList<UserPool>,
  });
}

/** GET /api/pools: every public pool, for the Pools Available count. */
export function useAllPools() {
  return useQuery<unknown, Error, Pool[]>({
    queryKey: ALL_POOLS_QUERY_KEY,
    select: asList<Pool>,
  });
}
