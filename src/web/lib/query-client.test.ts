import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CACHE_TIMES, createQueryClient } from './query-client';

const POOLS_PER_GAME_STALE_TIME_MS = CACHE_TIMES.poolsPerGame.staleTime;

const KEY = ['/api/games', 7, 'pools'] as const;

/** Shows the query the way a mounted component would (useQuery is a QueryObserver), until hidden. */
function show(client: QueryClient, queryFn: () => Promise<unknown>, staleTime?: number) {
  const observer = new QueryObserver(client, { queryKey: KEY, queryFn, ...(staleTime === undefined ? {} : { staleTime }) });
  return observer.subscribe(() => {});
}

/** Lets the cache run the fetches it started. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the query cache', () => {
  let client: QueryClient;
  afterEach(() => client.clear());

  it('does not refetch data it already has when a page shows it again', async () => {
    client = createQueryClient();
    client.setQueryData(KEY, ['cached']);
    const queryFn = vi.fn(async () => ['fresh']);
    show(client, queryFn)();
    await settle();
    expect(queryFn).not.toHaveBeenCalled();
    expect(client.getQueryData(KEY)).toEqual(['cached']);
  });

  it('does not refetch on mount data that is only old (past its staleTime): the spec has no refetch on mount', async () => {
    client = createQueryClient();
    client.setQueryData(KEY, ['old'], { updatedAt: Date.now() - 2 * POOLS_PER_GAME_STALE_TIME_MS });
    const queryFn = vi.fn(async () => ['fresh']);
    show(client, queryFn, POOLS_PER_GAME_STALE_TIME_MS)();
    await settle();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('refetches an invalidated query when it is next shown (the dashboard after a claim elsewhere)', async () => {
    client = createQueryClient();
    client.setQueryData(KEY, [{ currentParticipants: 3 }]);
    const queryFn = vi.fn(async () => [{ currentParticipants: 8 }]);

    // Invalidated while nothing shows it: nothing is fetched yet (no request for a hidden page)...
    await client.invalidateQueries({ queryKey: KEY });
    expect(queryFn).not.toHaveBeenCalled();

    // ...but the next time it is shown, it is fetched once, and then it is fresh again.
    const hide = show(client, queryFn);
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(KEY)).toEqual([{ currentParticipants: 8 }]);
    hide();

    show(client, queryFn)();
    await settle();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('refetches a shown query as soon as it is invalidated', async () => {
    client = createQueryClient();
    client.setQueryData(KEY, ['before']);
    const queryFn = vi.fn(async () => ['after']);
    const hide = show(client, queryFn);
    await settle();
    expect(queryFn).not.toHaveBeenCalled();
    await client.invalidateQueries({ queryKey: KEY });
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(KEY)).toEqual(['after']);
    hide();
  });
});
