import { useState } from 'react';
import { Lock, Undo2 } from 'lucide-react';
import { formatMoney } from '../../../domain/money';
import type { Pool, PoolStatus } from '../../../domain/schemas';
import { poolDisplayStatus } from '../../../domain/status';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { KickoffTime } from '../../components/ui/kickoff-time';
import { NativeSelect } from '../../components/ui/native-select';
import { PoolStatusBadge } from '../../components/ui/status-badges';
import { errorReference } from '../../lib/api';
import { toast } from '../../lib/toast/use-toast';
import { ConfirmMoneyDialog } from './confirm-money-dialog';
import { ERROR_TITLE, POOL_REFUND_FAILED, POOL_REFUNDED, POOL_UPDATE_FAILED, POOL_UPDATED, failureMessage } from './console-messages';
import { useRefundPool, useSetPoolStatus } from './console-queries';
import { canRefund, confirmsFirst, refundConfirmation, statusConfirmation, statusOptions, type FinalStatus } from './pools-model';

type Pending = { kind: 'refund' } | { kind: 'status'; to: FinalStatus } | null;

/** One pool of the Pools tab (spec section 2): name, teams, fee, participants, status, Refund and the status selector. */
export function PoolRow({ pool }: { pool: Pool }) {
  const setStatus = useSetPoolStatus();
  const refund = useRefundPool();
  const [confirming, setConfirming] = useState<Pending>(null);
  const busy = setStatus.isPending || refund.isPending;
  const teams = `${pool.game.awayTeam} @ ${pool.game.homeTeam}`;
  const selectId = `pool-status-${pool.id}`;

  const changeStatus = (to: PoolStatus) =>
    setStatus.mutate(
      { poolId: pool.id, status: to },
      {
        onSuccess: () => toast({ title: POOL_UPDATED, description: `${pool.name} (${teams}) is now ${to}.`, variant: 'success' }),
        onError: (error) => toast({ title: ERROR_TITLE, description: failureMessage(error, POOL_UPDATE_FAILED), variant: 'destructive', reference: errorReference(error) }),
        onSettled: () => setConfirming(null),
      },
    );
  const refundPool = () =>
    refund.mutate(pool.id, {
      onSuccess: () => toast({ title: POOL_REFUNDED, description: `${pool.name} (${teams}) is cancelled.`, variant: 'success' }),
      onError: (error) => toast({ title: ERROR_TITLE, description: failureMessage(error, POOL_REFUND_FAILED), variant: 'destructive', reference: errorReference(error) }),
      onSettled: () => setConfirming(null),
    });

  const onSelect = (to: PoolStatus) => {
    if (to === pool.status) return;
    if (confirmsFirst(pool, to)) setConfirming({ kind: 'status', to });
    else changeStatus(to);
  };

  const confirmation = confirming?.kind === 'status' ? statusConfirmation(pool, confirming.to) : refundConfirmation(pool);

  return (
    <li className="grid gap-3 px-4 py-3.5 sm:px-5 md:grid-cols-[minmax(0,1fr)_auto] md:items-center" aria-busy={busy || undefined}>
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-bold text-ink-900">{pool.name}</span>
          <span className="font-mono text-xs text-muted-foreground">#{pool.id}</span>
          {pool.isPrivate ? (
            <Badge tone="outline">
              <Lock aria-hidden />
              Private
            </Badge>
          ) : null}
          <PoolStatusBadge status={poolDisplayStatus(pool)} />
        </p>
        <p className="truncate text-sm font-medium text-ink-700">{teams}</p>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <KickoffTime iso={pool.game.gameDate} />
          <span>
            Entry fee <span className="font-semibold text-ink-800 tabular">{formatMoney(pool.entryFeeCents, { free: true })}</span>
          </span>
          <span>
            Participants{' '}
            <span className="font-semibold text-ink-800 tabular">
              {pool.currentParticipants}/{pool.maxParticipants}
            </span>
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          Status of {pool.name}, {teams}
        </label>
        <NativeSelect id={selectId} value={pool.status} disabled={busy} className="w-40" onChange={(event) => onSelect(event.target.value as PoolStatus)}>
          {statusOptions(pool).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <Button
          variant="outline"
          disabled={busy || !canRefund(pool)}
          title={canRefund(pool) ? undefined : 'Only an open pool that is not full can be refunded'}
          aria-label={`Refund ${pool.name}, ${teams}`}
          onClick={() => setConfirming({ kind: 'refund' })}
        >
          <Undo2 aria-hidden />
          Refund
        </Button>
      </div>
      <ConfirmMoneyDialog
        open={confirming !== null}
        onOpenChange={(open) => (open || busy ? undefined : setConfirming(null))}
        title={confirmation.title}
        consequences={confirmation.consequences}
        confirmLabel={confirmation.confirmLabel}
        busy={busy}
        onConfirm={() => (confirming?.kind === 'status' ? changeStatus(confirming.to) : refundPool())}
      />
    </li>
  );
}
