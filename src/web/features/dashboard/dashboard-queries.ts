import { useQuery } from '@tanstack/react-query';
import type { Game, Pool } from '../../../domain/schemas';
import { CACHE_TIMES } from '../../lib/query-client';
import { gamePoolsQueryKey, leagueGamesQueryKey } from '../../lib/query-keys';
import { asList } from './dashboard-model';

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
