/**
 * Payment actions waiting for an operator (GET /api/admin/provider-actions): cancels and refunds the app
 * could not complete by itself — one the provider can never perform (a cancel of a payment captured in
 * the provider's dashboard), one refused too often, one whose intent is not its payment. Each names its
 * payment, pool and player; "Mark handled" records that an operator settled it by hand.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCheck, HandCoins, LoaderCircle } from 'lucide-react';
import { formatMoney } from '../../../domain/money';
import type { ProviderActionQueueItem, ProviderActionQueueResponse, ProviderActionReason } from '../../../domain/schemas';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { IconCardHeader } from '../../components/ui/icon-card-header';
import { Skeleton } from '../../components/ui/skeleton';
import { apiJson } from '../../lib/api';
import { serverMessageOr } from '../../lib/form-errors';
import { toast } from '../../lib/toast/use-toast';
import { AUDIT_ACTIONS_QUERY_KEY, AUDIT_LOG_QUERY_KEY } from '../../lib/query-keys';
import { RefreshButton } from './refresh-button';
import { QueryError } from '../../components/ui/query-error';

export const PROVIDER_ACTIONS_QUERY_KEY = ['/api/admin/provider-actions'] as const;
export const PROVIDER_ACTION_HANDLED = 'Marked handled';

const REASONS: Record<ProviderActionReason, { text: string; tone: BadgeTone }> = {
  impossible: { text: 'Cannot be done', tone: 'destructive' },
  attempts_exhausted: { text: 'Refused too often', tone: 'amber' },
  intent_mismatch: { text: 'Intent mismatch', tone: 'destructive' },
};

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function useMarkHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<ProviderActionQueueItem>('POST', `/api/admin/provider-actions/${id}/handled`),
    onSuccess: (item) => {
      client.setQueryData<ProviderActionQueueResponse>(PROVIDER_ACTIONS_QUERY_KEY, (queue) => (queue ? { items: queue.items.filter((i) => i.id !== item.id) } : queue));
      void client.invalidateQueries({ queryKey: AUDIT_LOG_QUERY_KEY });
      void client.invalidateQueries({ queryKey: AUDIT_ACTIONS_QUERY_KEY });
    },
  });
}

function QueueRow({ item }: { item: ProviderActionQueueItem }) {
  const [confirming, setConfirming] = useState(false);
  const mark = useMarkHandled();
  const reason = REASONS[item.reason];
  const action = item.action === 'cancel' ? 'Cancel' : 'Refund';
  const titleId = `provider-action-${item.id}`;
  return (
    <li aria-labelledby={titleId} className="grid gap-2 rounded-lg border border-border bg-card px-3 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge tone={reason.tone}>{reason.text}</Badge>
        <span id={titleId} className="min-w-0 flex-1 font-semibold">
          {action} of payment <span className="font-mono">{item.payment.id}</span>
        </span>
        <span className="shrink-0 text-xs text-muted-foreground tabular">{when(item.since)}</span>
      </div>
      <p className="text-xs text-muted-foreground">
        {formatMoney(item.payment.amountCents)} · {item.payment.poolName} (pool {item.payment.poolId}) · {item.payment.playerLabel ?? item.payment.playerId} ·{' '}
        {item.payment.provider} intent <span className="font-mono">{item.payment.intentId ?? 'none'}</span> · {item.attempts} attempt{item.attempts === 1 ? '' : 's'}
      </p>
      <p>{item.detail}</p>
      {item.lastError ? <p className="rounded-md bg-red-50 px-2 py-1 text-xs text-red-800">Last refusal: {item.lastError}</p> : null}
      {mark.isError ? (
        <p role="alert" className="text-xs text-red-800">
          {serverMessageOr(mark.error, 'It could not be marked handled. Please try again.')}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        {confirming ? (
          <>
            <Button
              size="sm"
              disabled={mark.isPending}
              aria-busy={mark.isPending}
              onClick={() =>
                mark.mutate(item.id, {
                  onSuccess: () => toast({ title: PROVIDER_ACTION_HANDLED, description: `${action} of payment ${item.payment.id}`, variant: 'success' }),
                })
              }
            >
              {mark.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <CheckCheck aria-hidden />}I settled it at the provider
            </Button>
            <Button size="sm" variant="outline" disabled={mark.isPending} onClick={() => setConfirming(false)}>
              Not yet
            </Button>
          </>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setConfirming(true)}>
            <CheckCheck aria-hidden />
            Mark handled
          </Button>
        )}
      </div>
    </li>
  );
}

export function ProviderActionsCard() {
  const queue = useQuery<ProviderActionQueueResponse>({ queryKey: PROVIDER_ACTIONS_QUERY_KEY });
  return (
    <Card aria-labelledby="provider-actions-title" role="region">
      <IconCardHeader
        icon={<HandCoins />}
        titleId="provider-actions-title"
        title="Payment Actions for an Operator"
        description="Cancels and refunds the site could not complete with the payment provider. Settle each one in the provider's dashboard, then mark it handled."
        action={<RefreshButton fetching={queue.isFetching} onRefresh={() => queue.refetch()} />}
      />
      <CardContent>
        {queue.isPending ? (
          <div role="status" aria-label="Loading the payment actions" className="grid gap-2">
            <Skeleton className="h-10 w-full" />
          </div>
        ) : queue.isError ? (
          <QueryError title="Could not load the payment actions" query={queue} className="py-8 shadow-none" />
        ) : queue.data.items.length === 0 ? (
          <EmptyState headingLevel="h3" title="Nothing to settle" description="Every cancel and refund the site owes its payment provider is done or being retried." className="py-8" />
        ) : (
          <ul aria-label="Payment actions" className="grid max-h-[32rem] gap-2 overflow-y-auto pr-1">
            {queue.data.items.map((item) => (
              <QueueRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
