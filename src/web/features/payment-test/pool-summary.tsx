import { CircleAlert } from 'lucide-react';
import { formatMoney } from '../../../domain/money';
import type { Pool } from '../../../domain/schemas';
import { ErrorState } from '../../components/ui/error-state';
import { KickoffTime } from '../../components/ui/kickoff-time';
import { Skeleton } from '../../components/ui/skeleton';
import { PoolStatusBadge } from '../../components/ui/status-badges';
import { ApiRequestError, errorMessage } from '../../lib/api';

type PoolQuery = { data: Pool | undefined; isPending: boolean; isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };

/** The chosen pool at a glance: what it is, its status, its fee and how full it is. */
export function PoolSummary({ poolId, pool }: { poolId: number; pool: PoolQuery }) {
  if (pool.isPending) {
    return (
      <div role="status" aria-label={`Loading pool #${poolId}`} className="grid gap-2 rounded-lg border border-border p-4">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    );
  }
  if (pool.isError || !pool.data) {
    const missing = pool.error instanceof ApiRequestError && pool.error.status === 404;
    return (
      <ErrorState
        headingLevel="h3"
        className="py-6"
        title={missing ? 'Pool Not Found' : `Pool #${poolId} did not load`}
        description={missing ? `There is no pool #${poolId}.` : errorMessage(pool.error, 'The pool could not be loaded.')}
        onRetry={missing ? undefined : () => void pool.refetch()}
        retrying={pool.isFetching}
      />
    );
  }
  const p = pool.data;
  const facts: [string, string][] = [
    ['Entry fee', formatMoney(p.entryFeeCents, { free: true })],
    ['Sold', `${p.currentParticipants} of ${p.maxParticipants}`],
    ['Held now', String(p.held.length)],
    ['Pot', formatMoney(p.totalPotCents)],
  ];
  return (
    <div className="grid gap-3 rounded-lg border border-turf-200 bg-turf-50/50 p-4" aria-live="polite">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-base font-extrabold text-ink-900">
            <span className="font-mono text-sm text-muted-foreground">#{p.id}</span> {p.name}
          </p>
          <p className="text-sm text-muted-foreground">
            {p.game.awayTeam} @ {p.game.homeTeam} · <KickoffTime iso={p.game.gameDate} />
          </p>
        </div>
        <PoolStatusBadge status={p.status} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs font-semibold text-muted-foreground">{term}</dt>
            <dd className="font-bold tabular">{value}</dd>
          </div>
        ))}
      </dl>
      {p.entryFeeCents === 0 && (
        <p className="flex gap-2 text-sm text-amber-900">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          A free pool takes no payments: the server will refuse an intent for it.
        </p>
      )}
      {p.refundState && <p className="text-sm text-muted-foreground">Refund state: {p.refundState}</p>}
    </div>
  );
}
