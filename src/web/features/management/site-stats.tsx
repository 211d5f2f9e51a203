import { useQueryClient } from '@tanstack/react-query';
import { Gamepad2, Grid3x3, Landmark, Mail, Trophy, Users } from 'lucide-react';
import { formatMoney } from '../../../domain/money';
import type { SiteStats } from '../../../domain/schemas';
import { Badge } from '../../components/ui/badge';
import { Skeleton } from '../../components/ui/skeleton';
import { StatCard } from '../../components/ui/stat-card';
import { PoolStatusBadge } from '../../components/ui/status-badges';
import { SITE_STATS_QUERY_KEY } from '../../lib/query-keys';
import { useSiteStats } from './system-queries';
import { RefreshButton } from './refresh-button';
import { QueryError } from '../../components/ui/query-error';

const POOL_STATUSES = ['open', 'full', 'active', 'completed', 'cancelled'] as const;

const count = (n: number) => n.toLocaleString('en-US');

function StatsGrid({ stats }: { stats: SiteStats }) {
  const totalPools = POOL_STATUSES.reduce((sum, status) => sum + stats.pools[status], 0);
  return (
    <div className="grid gap-4">
      <dl aria-label="Site counts" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-6">
        <StatCard label="Users" icon={<Users />} value={count(stats.users)} />
        <StatCard label="Leagues" icon={<Trophy />} value={count(stats.leagues)} />
        <StatCard label="Games" icon={<Gamepad2 />} value={count(stats.games)} />
        <StatCard label="Squares Sold" icon={<Grid3x3 />} value={count(stats.squaresSold)} hint="In pools not cancelled" />
        <StatCard
          label="Money in Escrow"
          icon={<Landmark />}
          value={formatMoney(stats.escrow.totalCents)}
          hint={`${formatMoney(stats.escrow.capturedCents)} captured · ${formatMoney(stats.escrow.authorizedCents)} authorized`}
        />
        <StatCard
          label="Mail Waiting"
          icon={<Mail />}
          value={count(stats.outbox.pending)}
          hint={stats.outbox.failed > 0 ? `${count(stats.outbox.failed)} failed` : 'None failed'}
        />
      </dl>
      <section aria-labelledby="pools-by-status" className="rounded-xl border border-border bg-card p-4 shadow-card">
        <h3 id="pools-by-status" className="text-xs font-bold tracking-wider text-muted-foreground uppercase">
          Pools by status <span className="font-semibold normal-case tracking-normal">({count(totalPools)} in all)</span>
        </h3>
        <ul className="mt-3 flex flex-wrap gap-2">
          {POOL_STATUSES.map((status) => (
            <li key={status} className="flex items-center gap-1.5">
              <PoolStatusBadge status={status} />
              <span className="text-sm font-bold tabular">{count(stats.pools[status])}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function StatsSkeleton() {
  return (
    <div role="status" aria-label="Loading site counts" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-6">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-24 rounded-xl" />
      ))}
    </div>
  );
}

/** The System tab's counts (GET /api/admin/stats), refreshed on demand (the cache never refetches by itself). */
export function SiteStatsSection() {
  const stats = useSiteStats();
  const client = useQueryClient();
  return (
    <section aria-labelledby="site-counts-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="site-counts-title" className="text-lg font-bold tracking-tight">
          Site counts
        </h2>
        <div className="flex items-center gap-2">
          {stats.isFetching && !stats.isPending ? <Badge tone="neutral">Updating…</Badge> : null}
          <RefreshButton fetching={stats.isFetching} onRefresh={() => client.invalidateQueries({ queryKey: SITE_STATS_QUERY_KEY })} label="Refresh counts" />
        </div>
      </div>
      {stats.isPending ? (
        <StatsSkeleton />
      ) : stats.isError ? (
        <QueryError title="Could not load the counts" query={stats} />
      ) : (
        <StatsGrid stats={stats.data} />
      )}
    </section>
  );
}
