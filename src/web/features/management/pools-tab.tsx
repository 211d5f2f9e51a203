import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Search, Ticket } from 'lucide-react';
import { POOL_STATUSES } from '../../../domain/status';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Field, fieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { useLeagues } from '../../lib/use-leagues';
import { ConsoleCard } from './console-card';
import { QueryError } from '../../components/ui/query-error';
import { useAdminPools } from './console-queries';
import { PoolRow } from './pool-row';
import { NO_FILTERS, adminPoolsSearch, lastPage, pageSummary, type PoolFilters } from './pools-model';

const TYPING_PAUSE_MS = 300;

function Filters({ filters, onChange }: { filters: PoolFilters; onChange: (filters: PoolFilters) => void }) {
  const leagues = useLeagues();
  const [typed, setTyped] = useState(filters.q);
  const set = (patch: Partial<PoolFilters>) => onChange({ ...filters, ...patch, page: 0 });
  // The name is looked up once typing pauses, not on every keystroke.
  useEffect(() => {
    if (typed === filters.q) return;
    const timer = setTimeout(() => onChange({ ...filters, q: typed, page: 0 }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, filters, onChange]);
  return (
    <div role="search" aria-label="Filter pools" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,2fr)]">
      <Field id="pools-league" label="League">
        <NativeSelect {...fieldControlProps('pools-league')} value={filters.leagueId} onChange={(event) => set({ leagueId: event.target.value })}>
          <option value="">All leagues</option>
          {(leagues.data ?? []).map((league) => (
            <option key={league.id} value={String(league.id)}>
              {league.name}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="pools-status" label="Status">
        <NativeSelect {...fieldControlProps('pools-status')} value={filters.status} onChange={(event) => set({ status: event.target.value })}>
          <option value="">All statuses</option>
          {POOL_STATUSES.map((status) => (
            <option key={status} value={status} className="capitalize">
              {status[0]!.toUpperCase() + status.slice(1)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="pools-search" label="Team or pool name">
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            {...fieldControlProps('pools-search')}
            type="search"
            className="pl-9"
            placeholder="e.g. Chiefs"
            maxLength={60}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
      </Field>
    </div>
  );
}

/**
 * The console's Pools tab (spec section 2): every pool, private ones included, pools still taking entries
 * or in play first; each with its Refund button and status selector. A page at a time, narrowed by league,
 * status or a name.
 */
export function PoolsTab() {
  const [filters, setFilters] = useState<PoolFilters>(NO_FILTERS);
  const pools = useAdminPools(adminPoolsSearch(filters));
  const page = pools.data;
  const last = page ? lastPage(page.total) : 0;
  return (
    <ConsoleCard
      id="pools-title"
      icon={<Ticket />}
      title="Pools"
      description="Refund an open pool that is not full, or change a pool's status: the server refuses changes the pool's lifecycle does not allow, and says why."
      className="[&>[data-slot=card-content]]:px-0 [&>[data-slot=card-content]]:pb-0"
    >
      <div className="grid gap-4 px-5 pb-4 sm:px-6">
        <Filters filters={filters} onChange={setFilters} />
      </div>
      {pools.isPending ? (
        <div role="status" aria-label="Loading pools" className="grid gap-2 border-t border-border px-5 py-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : pools.isError ? (
        <div className="border-t border-border px-5 py-5">
          <QueryError title="Could not load the pools" query={pools} className="py-6 shadow-none" />
        </div>
      ) : page!.pools.length === 0 ? (
        <div className="border-t border-border px-5 py-5">
          <EmptyState headingLevel="h3" title="No pools match" description="Try another league, status or name." className="py-8" />
        </div>
      ) : (
        <>
          <ul aria-label="Pools" aria-busy={pools.isPlaceholderData || undefined} className="divide-y divide-border border-t border-border">
            {page!.pools.map((pool) => (
              <PoolRow key={pool.id} pool={pool} />
            ))}
          </ul>
          <nav aria-label="Pool pages" className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-5 py-3 sm:px-6">
            <p className="text-sm text-muted-foreground tabular" aria-live="polite">
              {pageSummary(page!.total, filters.page, page!.pools.length)}
            </p>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" disabled={filters.page === 0} onClick={() => setFilters({ ...filters, page: filters.page - 1 })}>
                <ChevronLeft aria-hidden />
                Previous
              </Button>
              <Button variant="outline" size="sm" disabled={filters.page >= last} onClick={() => setFilters({ ...filters, page: filters.page + 1 })}>
                Next
                <ChevronRight aria-hidden />
              </Button>
            </div>
          </nav>
        </>
      )}
    </ConsoleCard>
  );
}
