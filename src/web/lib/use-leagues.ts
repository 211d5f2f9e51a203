import { useQuery } from '@tanstack/react-query';
import type { League } from '../../domain/schemas';
import { CACHE_TIMES } from './query-client';
import { LEAGUES_QUERY_KEY } from './query-keys';


/** GET /api/leagues, cached 24 hours. A non-array answer is treated as no leagues. */
export function useLeagues() {
  return useQuery<League[], Error, League[]>({
    queryKey: LEAGUES_QUERY_KEY,
    ...CACHE_TIMES.leagues,
    select: (data) => (Array.isArray(data) ? data : []),
  });
}

/** "/schedule/nfl" for the league named "NFL". */
export function leagueScheduleHref(league: Pick<League, 'name'>): string {
  return `/schedule/${league.name.toLowerCase()}`;
}
