/**
 * The TanStack Query cache (spec section 9): data never refetches or goes stale on its own, unused
 * data is dropped after 24 hours, nothing is retried. Live changes arrive by explicit invalidation
 * (mutations, and the pool event stream of DESIGN D15).
 */
import { QueryClient } from '@tanstack/react-query';
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

export const LEAGUES_STALE_TIME_MS = CACHE_TIMES.leagues.staleTime;
export const GAMES_STALE_TIME_MS = CACHE_TIMES.games.staleTime;
export const POOLS_PER_GAME_STALE_TIME_MS = CACHE_TIMES.poolsPerGame.staleTime;
export const POOLS_PER_GAME_GC_TIME_MS = CACHE_TIMES.poolsPerGame.gcTime;
export const DEFAULT_GC_TIME_MS = DAY;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        staleTime: Infinity,
        gcTime: DEFAULT_GC_TIME_MS,
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
