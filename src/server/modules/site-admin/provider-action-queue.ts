import type { ProviderActionQueueItem } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { operatorQueue, type OperatorQueueItem } from '../payments';

export function toProviderActionDto(row: OperatorQueueItem): ProviderActionQueueItem {
  return {
    id: row.id,
    action: row.action,
    // The queue lists only actions handed to an operator, each with its reason.
    reason: row.reason ?? 'impossible',
    detail: row.detail ?? '',
    lastError: row.lastError,
    attempts: row.attempts,
    since: (row.since ?? new Date(0)).toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    payment: {
      id: row.paymentId,
      intentId: row.intentId,
      provider: row.provider,
      amountCents: row.amountCents,
      status: row.paymentStatus,
      poolId: row.poolId,
      poolName: row.poolName,
      playerId: row.playerId,
      playerLabel: row.playerLabel,
    },
  };
}

/** The System tab's list: actions waiting for an operator, oldest first. */
export async function providerActionQueue(db: Db): Promise<ProviderActionQueueItem[]> {
  return (await operatorQueue(db)).map(toProviderActionDto);
}

export async function providerActionQueueItem(db: Db, id: number): Promise<ProviderActionQueueItem | undefined> {
  const [row] = await operatorQueue(db, { id });
  return row ? toProviderActionDto(row) : undefined;
}
