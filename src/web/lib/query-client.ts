/**
 * The TanStack Query cache (spec section 9): data never refetches or goes stale on its own, unused
 * data is dropped after 24 hours, nothing is retried. Live changes arrive by explicit invalidation
 * (mutations, and the pool event stream of DESIGN D15); an invalidated query refetches at once if on
 * screen, else when it is next shown.
 */
import { QueryClient, type Query } from '@tanstack/react-query';
import { getQueryFn } from './api';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Per-query cache times; spread into useQuery options, e.g. `useQuery({ queryKey, ...CACHE_TIMES.leagues })`. */
export const CACHE_TIMES = {
  leagues: { staleTime: DAY, gcTime: DAY },
  games: { staleTime: DAY, gcTime: DAY },
  poolsPerGame: { staleTime: 5 * MINUTE, gcTime: 30 * MINUTE },
} as const;

/**
 * The one exception to "no refetch on mount": a query that was invalidated while nothing showed it
 * (e.g. the dashboard's pool counts after a claim on the pool page) refetches when it is next shown.
 * invalidateQueries only refetches queries on screen; without this, the others would keep their old
 * data forever. Data that is merely old (past its staleTime) is not refetched: the spec's rule.
 */
function refetchOnMountIfInvalidated(query: Query): boolean {
  return query.state.isInvalidated;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnMount: refetchOnMountIfInvalidated,
        refetchOnReconnect: false,
        staleTime: Infinity,
        gcTime: DAY,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

/** The app's single cache. Import it to invalidate after mutations: `queryClient.invalidateQueries(...)`. */
export const queryClient = createQueryClient();
