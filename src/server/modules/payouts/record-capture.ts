import { and, eq } from 'drizzle-orm';
import { captureTx } from '../../../domain/ledger-payments';
import type { UseCase } from '../../core/use-case';
import { payments, pools } from '../../db/schema';
import { appendLedgerTransaction } from '../ledger';

/**
 * The provider captured an authorization: the pending money in escrow is posted (ledger capture, whole
 * amount). Idempotent: the capture's ledger id comes from the intent.
 */
export const recordCapture: UseCase<{ paymentId: string }, void> = async ({ tx, now }, { paymentId }) => {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.status !== 'completed' || payment.intentStatus !== 'requires_capture' || !payment.intentId) return;
  await tx.select({ id: pools.id }).from(pools).where(eq(pools.id, payment.poolId)).for('update');
  await appendLedgerTransaction(tx, captureTx({ paymentIntentId: payment.intentId, poolId: payment.poolId, amountCents: payment.amountCents }), now);
  await tx
    .update(payments)
    .set({ intentStatus: 'succeeded', updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.intentStatus, 'requires_capture')));
};
