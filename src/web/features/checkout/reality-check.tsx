import { useQuery } from '@tanstack/react-query';
import { Gauge } from 'lucide-react';
import { Link } from 'wouter';
import type { Spending, SpendLimitsResponse } from '../../../domain/schemas';
import { SPENDING_QUERY_KEY, SPEND_LIMITS_QUERY_KEY } from '../../lib/query-keys';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { committedText, limitsText, NO_LIMITS_TEXT } from './reality-check-model';

const settingsLink = 'font-semibold text-turf-800 underline underline-offset-2 hover:text-turf-900';

/**
 * The reality check beside the order (D23): what the player committed over the last 30 days, this
 * checkout included, and their limits, or a pointer to Settings when they set none. Read afresh each time
 * checkout opens: both change with every checkout and with time.
 */
export function RealityCheck() {
  const spending = useQuery<Spending>({ queryKey: SPENDING_QUERY_KEY, refetchOnMount: 'always' });
  const limits = useQuery<SpendLimitsResponse>({ queryKey: SPEND_LIMITS_QUERY_KEY, refetchOnMount: 'always' });
  const loading = spending.isPending || limits.isPending;
  const failed = spending.isError || limits.isError;
  const limitsLine = limits.data ? limitsText(limits.data) : null;
  return (
    <Card role="region" aria-labelledby="reality-check-title" className="px-5 py-4 text-sm">
      <h2 id="reality-check-title" className="flex items-center gap-2 font-bold text-ink-900">
        <Gauge aria-hidden className="size-4 text-turf-700" />
        Your spending
      </h2>
      {loading ? (
        <div role="status" aria-label="Loading your spending">
          <Skeleton className="mt-2 h-10 w-full" />
        </div>
      ) : failed ? (
        <p className="mt-1.5 text-muted-foreground">
          Your spending and limits couldn't be loaded. They are in{' '}
          <Link href="/settings" className={settingsLink}>
            Settings
          </Link>
          .
        </p>
      ) : (
        <div className="mt-1.5 grid gap-1 text-ink-800">
          <p>{committedText(spending.data.monthlyCents)}</p>
          {limitsLine ? (
            <p>
              {limitsLine}{' '}
              <Link href="/settings" className={settingsLink}>
                Change them in Settings
              </Link>
            </p>
          ) : (
            <p>
              {NO_LIMITS_TEXT} — set one in{' '}
              <Link href="/settings" className={settingsLink}>
                Settings
              </Link>
              .
            </p>
          )}
        </div>
      )}
    </Card>
  );
}
