import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activeWeekSchema, advanceWeekResponseSchema, type ActiveWeek, type AdvanceWeekResponse, type Game } from '../../../domain/schemas';
import type { WeekCode } from '../../../domain/weeks';
import { apiJson } from '../../lib/api';
import { CACHE_TIMES } from '../../lib/query-client';
import { CURRENT_GAMES_QUERY_KEY, LEAGUES_QUERY_KEY, leagueActiveWeekQueryKey, leagueGamesQueryKey } from '../../lib/query-keys';

/** GET /api/leagues/{id}/active-week (spec section 7). */
export function useActiveWeek(leagueId: number) {
  return useQuery<unknown, Error, ActiveWeek>({
    queryKey: leagueActiveWeekQueryKey(leagueId),
    select: (data) => activeWeekSchema.parse(data),
  });
}

/** The league's games of its active week: the same list (and cache entry) the dashboard shows. */
export function useActiveWeekGames(leagueId: number) {
  return useQuery<unknown, Error, Game[]>({
    queryKey: leagueGamesQueryKey(leagueId),
    ...CACHE_TIMES.games,
    select: (data) => (Array.isArray(data) ? (data as Game[]) : []),
  });
}

/**
 * POST /api/leagues/{id}/active-week. Afterwards the lists refresh (spec "Active week"): the leagues
 * (with their weeks) and every list of games. Other open pages hear of it over the leagues stream.
 */
export function useAdvanceWeek(leagueId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (week: WeekCode): Promise<AdvanceWeekResponse> =>
      advanceWeekResponseSchema.parse(await apiJson<unknown>('POST', `/api/leagues/${leagueId}/active-week`, { week })),
    onSuccess: () => {
      // ['/api/leagues'] also holds each league's active week; ['/api/games'] every games list and the games' pools.
      void client.invalidateQueries({ queryKey: LEAGUES_QUERY_KEY });
      void client.invalidateQueries({ queryKey: CURRENT_GAMES_QUERY_KEY });
    },
  });
}
