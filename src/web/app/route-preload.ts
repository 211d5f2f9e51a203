import type { QueryKey } from '@tanstack/react-query';
import type { Game } from '../../domain/schemas';
import { isGameOver } from '../../domain/status';
import { readStoredLeagueId } from '../lib/league-context';
import { parseRecordId } from '../../domain/record-id';
import { CACHE_TIMES, queryClient } from '../lib/query-client';
import {
  AUTH_USER_QUERY_KEY,
  LEAGUES_QUERY_KEY,
  gamePoolsQueryKey,
  leagueGamesQueryKey,
  poolQueryKey,
  poolSquaresQueryKey,
} from '../lib/query-keys';
import { sessionHint } from '../lib/session-hint';
import { preloadPage } from './pages';
import { resolveRoute } from './routes';

/**
 * Fills a query the first page will read, in parallel with loading that page's code, with the cache
 * times the page's own hook gives it. A failed prefetch that nothing shows yet is forgotten, so the
 * page asks again itself and shows its own error.
 */
function prefetch(queryKey: QueryKey, cacheTimes: { staleTime?: number; gcTime?: number } = {}): Promise<void> {
  return queryClient.prefetchQuery({ queryKey, ...cacheTimes }).then(() => {
    const query = queryClient.getQueryCache().find({ queryKey, exact: true });
    if (query?.state.status === 'error' && query.getObserversCount() === 0) queryClient.removeQueries({ queryKey, exact: true });
  });
}

/**
 * The dashboard's games, then each game's tier pools (the cards' counts) as soon as the games are
 * known, so the cards render once, complete, rather than as skeletons that nine answers then fill.
 * Finished games are not shown there (dashboard-model's upcomingGames), so not asked for.
 */
function prefetchDashboardGames(leagueId: string): void {
  const gamesKey = leagueGamesQueryKey(leagueId);
  void prefetch(gamesKey, CACHE_TIMES.games).then(() => {
    const games: unknown = queryClient.getQueryData(gamesKey);
    if (!Array.isArray(games)) return;
    for (const game of games as Partial<Game>[]) {
      if (typeof game.id === 'number' && !isGameOver(game.status)) void prefetch(gamePoolsQueryKey(game.id), CACHE_TIMES.poolsPerGame);
    }
  });
}

/**
 * The first visit's waterfall, flattened: without this the browser loads the app, then asks who is
 * signed in, then loads the page's code, then its data. A browser the server saw without a session
 * cookie is signed out for sure (lib/session-hint.ts): no question asked. With a cookie the visitor is
 * most likely signed in: that page's code and data start loading while the question is on its way.
 * Only public reads are prefetched (the same for every viewer), so a wrong guess costs bytes, not errors.
 */
export function preloadFirstRoute(path: string): void {
  const signedOut = sessionHint() === 'none';
  if (signedOut) queryClient.setQueryData(AUTH_USER_QUERY_KEY, null);
  const { page, params } = resolveRoute(path, !signedOut);
  preloadPage(page);
  if (page === 'pool') {
    const poolId = parseRecordId(params.id);
    if (poolId === null) return;
    void prefetch(poolQueryKey(poolId));
    void prefetch(poolSquaresQueryKey(poolId));
  } else if (page === 'dashboard') {
    void prefetch(LEAGUES_QUERY_KEY, CACHE_TIMES.leagues);
    prefetchDashboardGames(readStoredLeagueId());
  }
}
