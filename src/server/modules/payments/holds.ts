import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { payments, squareHolds } from '../../db/schema';

export type HeldSquare = { row: number; column: number; userId: string; paymentId: string };

/** Every square held in a pool (expired holds included until they are released). */
export async function holdsOfPool(tx: Tx, poolId: number): Promise<HeldSquare[]> {
  return tx
    .select({ row: squareHolds.row, column: squareHolds.column, userId: squareHolds.userId, paymentId: squareHolds.paymentId })
    .from(squareHolds)
    .where(eq(squareHolds.poolId, poolId));
}

export async function deleteHoldsOf(tx: Tx, paymentIds: readonly string[]): Promise<void> {
  if (paymentIds.length === 0) return;
  await tx.delete(squareHolds).where(inArray(squareHolds.paymentId, [...paymentIds]));
}

/**
 * Releases the expired checkouts of one pool (the caller holds the pool's row lock): their holds go,
 * and each payment owes the provider a cancel. Returns the payment ids released.
 */
export async function releaseExpiredHoldsOfPool(tx: Tx, poolId: number, now: Date): Promise<string[]> {
  const expired = await tx
    .update(payments)
    .set({
      status: 'released',
      outcomeReason: 'hold_expired',
      releasedAt: now,
      providerAction: sql`case when ${payments.intentId} is null then null else 'cancel' end`,
      providerActionKey: sql`case when ${payments.intentId} is null then null else 'cancel:' || ${payments.id} end`,
      updatedAt: now,
    })
    .where(and(eq(payments.poolId, poolId), inArray(payments.status, ['creating', 'awaiting_payment']), lte(payments.holdExpiresAt, now)))
    .returning({ id: payments.id });
  const ids = expired.map((p) => p.id);
  await deleteHoldsOf(tx, ids);
  return ids;
}

