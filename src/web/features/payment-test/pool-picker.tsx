import { useState, type FormEvent } from 'react';
import { ArrowRight, Search, Ticket } from 'lucide-react';
import { formatMoney } from '../../../domain/money';
import type { Pool } from '../../../domain/schemas';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { Field, FieldError, fieldControlProps, fieldErrorId } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Skeleton } from '../../components/ui/skeleton';
import { PoolStatusBadge } from '../../components/ui/status-badges';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast/use-toast';
import { cn } from '../../lib/utils';
import { paidPools, parsePoolId } from './tester-model';

type PoolsQuery = { data: Pool[] | undefined; isPending: boolean; isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };

/** Pick a paid pool from GET /api/pools, or type any pool's id (private pools are unlisted). */
export function PoolPicker({ pools, selectedId, onSelect }: { pools: PoolsQuery; selectedId: number | null; onSelect: (poolId: number) => void }) {
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const [filter, setFilter] = useState('');

  function loadTyped(event: FormEvent) {
    event.preventDefault();
    const parsed = parsePoolId(typed);
    if (!parsed.ok) {
      setTypedError(parsed.message);
      toast({ title: 'Error', description: parsed.message, variant: 'destructive' });
      return;
    }
    setTypedError(null);
    onSelect(parsed.value);
  }

  const listed = pools.data ? paidPools(pools.data, filter) : [];
  const anyPaid = pools.data ? paidPools(pools.data).length > 0 : false;

  return (
    <div className="grid gap-4">
      <form onSubmit={loadTyped} noValidate className="grid gap-2">
        <Label htmlFor="tester-pool-id">Pool ID</Label>
        <div className="flex gap-2">
          <Input
            {...fieldControlProps('tester-pool-id', { error: typedError })}
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 12"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
          <Button type="submit" variant="outline">
            <ArrowRight aria-hidden />
            Load pool
          </Button>
        </div>
        {typedError ? <FieldError id={fieldErrorId('tester-pool-id')}>{typedError}</FieldError> : null}
      </form>

      <div className="grid gap-2">
        <Field id="tester-pool-filter" label="Or pick a paid pool">
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              {...fieldControlProps('tester-pool-filter')}
              type="search"
              className="pl-9"
              placeholder="Filter by team, tier, status or #id"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              disabled={!anyPaid}
            />
          </div>
        </Field>
        {pools.isPending ? (
          <div role="status" aria-label="Loading pools" className="grid gap-1.5">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        ) : pools.isError ? (
          <ErrorState
            headingLevel="h3"
            className="py-6"
            title="Pools did not load"
            description={errorMessage(pools.error, 'The list of pools could not be loaded.')}
            onRetry={() => void pools.refetch()}
            retrying={pools.isFetching}
          />
        ) : !anyPaid ? (
          <p className="rounded-lg border border-dashed border-ink-200 px-4 py-6 text-center text-sm text-muted-foreground">
            No paid pools are listed. Type a pool ID above (private pools are unlisted).
          </p>
        ) : listed.length === 0 ? (
          <p className="rounded-lg border border-dashed border-ink-200 px-4 py-6 text-center text-sm text-muted-foreground">No paid pool matches “{filter}”.</p>
        ) : (
          <ul aria-label="Paid pools" className="grid max-h-80 grid-cols-[minmax(0,1fr)] gap-1.5 overflow-y-auto overscroll-contain rounded-lg p-0.5">
            {listed.map((pool) => (
              <li key={pool.id} className="min-w-0">
                <PoolOption pool={pool} selected={pool.id === selectedId} onSelect={() => onSelect(pool.id)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function PoolOption({ pool, selected, onSelect }: { pool: Pool; selected: boolean; onSelect: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        'flex w-full items-center gap-3 rounded-lg border px-3 py-2 text-left transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        selected ? 'border-turf-500 bg-turf-50 shadow-xs' : 'border-border bg-card hover:bg-muted',
      )}
    >
      <Ticket aria-hidden className={cn('size-4 shrink-0', selected ? 'text-turf-700' : 'text-muted-foreground')} />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-bold text-ink-900">
          <span className="font-mono text-xs text-muted-foreground">#{pool.id}</span> {pool.name} · {formatMoney(pool.entryFeeCents)}
        </span>
        <span className="block truncate text-xs text-muted-foreground">
          {pool.game.awayTeam} @ {pool.game.homeTeam} · {pool.currentParticipants}/{pool.maxParticipants} sold
        </span>
      </span>
      <PoolStatusBadge status={pool.status} />
    </button>
  );
}
