import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Game } from '../../../domain/schemas';
import { CACHE_TIMES } from '../../lib/query-client';
import { CURRENT_GAMES_QUERY_KEY } from '../../lib/query-keys';
import { useNowUntilNext } from '../../lib/use-now';
import { upcomingGames } from './game-options';

/** The games a pool can be made for; each leaves the list the moment it kicks off. */
export function useUpcomingGames() {
  const games = useQuery<Game[]>({ queryKey: CURRENT_GAMES_QUERY_KEY, ...CACHE_TIMES.games });
  const list = useMemo(() => (Array.isArray(games.data) ? games.data : []), [games.data]);
  const kickoffs = useMemo(() => list.map((game) => Date.parse(game.gameDate)), [list]);
  const now = useNowUntilNext(kickoffs);
  const upcoming = useMemo(() => upcomingGames(list, now), [list, now]);
  return { games, upcoming };
}
