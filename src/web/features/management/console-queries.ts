import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPoolsResponse, CreateGamePayload, Game, League, Pool, PoolStatus } from '../../../domain/schemas';
import { apiJson } from '../../lib/api';
import { CACHE_TIMES } from '../../lib/query-client';
import { ADMIN_POOLS_QUERY_KEY, LEAGUES_QUERY_KEY, USER_POOLS_QUERY_KEY, adminPoolsQueryKey, leagueAllGamesQueryKey } from '../../lib/query-keys';
import type { LeaguePayload } from './league-form-model';

/** Every game of one league, any week and status (GET /api/games?leagueId=&includeAll=true), read afresh when the tab opens. */
export function useLeagueGames(leagueId: number | null) {
  return useQuery<Game[]>({ queryKey: leagueAllGamesQueryKey(leagueId ?? 0), enabled: leagueId !== null, ...CACHE_TIMES.games, refetchOnMount: 'always' });
}

/**
 * One page of GET /api/admin/pools; the previous page stays on screen while the next loads. Read afresh
 * each time the tab opens: players, the lifecycle and imports change pools while the console is open.
 */
export function useAdminPools(search: string) {
  return useQuery<AdminPoolsResponse>({ queryKey: adminPoolsQueryKey(search), placeholderData: keepPreviousData, refetchOnMount: 'always' });
}

/**
 * After a change to games or pools: every list that shows them refetches if on screen (the console's,
 * the dashboard's games and tier counts, the pool pages, My Pools), or when next shown.
 */
function useGamesAndPoolsChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ADMIN_POOLS_QUERY_KEY }),
      client.invalidateQueries({ queryKey: ['/api/games'] }),
      client.invalidateQueries({ queryKey: ['/api/pools'] }),
      client.invalidateQueries({ queryKey: USER_POOLS_QUERY_KEY }),
    ]);
}

/** POST /api/leagues; the league list (cached a day) takes the new league at once. */
export function useCreateLeague() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: LeaguePayload) => apiJson<League>('POST', '/api/leagues', payload),
    onSuccess: () => client.invalidateQueries({ queryKey: LEAGUES_QUERY_KEY }),
  });
}

/** PATCH /api/leagues/{id} {isActive}. */
export function useSetLeagueActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ leagueId, isActive }: { leagueId: number; isActive: boolean }) => apiJson<League>('PATCH', `/api/leagues/${leagueId}`, { isActive }),
    onSuccess: () => client.invalidateQueries({ queryKey: LEAGUES_QUERY_KEY }),
  });
}

/** POST /api/games: the game and its five tier pools. */
export function useCreateGame() {
  const changed = useGamesAndPoolsChanged();
  return useMutation({
    mutationFn: (payload: CreateGamePayload) => apiJson<Game>('POST', '/api/games', payload),
    onSuccess: () => changed(),
  });
}

/** PATCH /api/pools/{id} {status}: the server's transition table decides (a 409 carries its reason). */
export function useSetPoolStatus() {
  const changed = useGamesAndPoolsChanged();
  return useMutation({
    mutationFn: ({ poolId, status }: { poolId: number; status: PoolStatus }) => apiJson<Pool>('PATCH', `/api/pools/${poolId}`, { status }),
    onSettled: () => changed(),
  });
}

/** POST /api/pools/{id}/refund (payouts module): every entry refunded, the pool cancelled. */
export function useRefundPool() {
  const changed = useGamesAndPoolsChanged();
  return useMutation({
    mutationFn: (poolId: number) => apiJson<{ message: string; poolId: number; paymentsRefunded: number }>('POST', `/api/pools/${poolId}/refund`),
    onSettled: () => changed(),
  });
}
