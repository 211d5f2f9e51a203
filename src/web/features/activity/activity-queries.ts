/**
 * The Activity page's reads. A statement must be current when it is opened, so these queries read
 * again each time the page mounts (the site's other queries wait for an invalidation).
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TransactionsPage, TransactionsSummary, WinningsByYear } from '../../../domain/schemas/statement';
import { apiJson, queryKeyToUrl } from '../../lib/api';
import { activityPagesQueryKey, activitySummaryQueryKey, WINNINGS_BY_YEAR_QUERY_KEY } from '../../lib/query-keys';

export const PAGE_SIZE = 25;

export function useMovementPages() {
  const queryKey = activityPagesQueryKey(PAGE_SIZE);
  return useInfiniteQuery({
    queryKey,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => apiJson<TransactionsPage>('GET', `${queryKeyToUrl(queryKey)}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`),
    getNextPageParam: (page) => page.nextCursor,
    refetchOnMount: 'always',
  });
}

export function useActivitySummary(period: { from: string; to: string }) {
  return useQuery<TransactionsSummary>({ queryKey: activitySummaryQueryKey(period.from, period.to), refetchOnMount: 'always' });
}

export function useWinningsByYear() {
  return useQuery<WinningsByYear>({ queryKey: WINNINGS_BY_YEAR_QUERY_KEY, refetchOnMount: 'always' });
}
