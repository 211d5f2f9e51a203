import { useQuery } from '@tanstack/react-query';
import type { Game, Pool } from '../../../domain/schemas';
import { CACHE_TIMES } from '../../lib/query-client';
import { asList } from './dashboard-model';

/** GET /api/games?leagueId={id}: the league's current games (its active week's, D9). */
export function leagueGamesQueryKey(leagueId: string | number) {
  return ['/api/games', `?leagueId=${leagueId}`] as const;
}

/** GET /api/games/{gameId}/pools. Invalidate it after a claim so the dashboard counts move. */
export function gamePoolsQueryKey(gameId: number) {
  return ['/api/games', gameId, 'pools'] as const;
}

/** The selected league's current games, cached 24 hours; a non-array reply is treated as no games. */
export function useLeagueGames(leagueId: string | null) {
  return useQuery<unknown, Error, Game[]>({
    queryKey: leagueGamesQueryKey(leagueId ?? ''),
    ...CACHE_TIMES.games,
    enabled: leagueId !== null,
    select: asList<Game>,
  });
}

/** A game's public tier pools, cached 5 minutes (kept 30); a non-array reply is treated as empty. */
export function useGamePools(gameId: number) {
  return useQuery<unknown, Error, Pool[]>({
    queryKey: gamePoolsQueryKey(gameId),
    ...CACHE_TIMES.poolsPerGame,
    select: asList<Pool>,
  });
}
