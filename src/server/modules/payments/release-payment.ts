import { eq } from 'drizzle-orm';
import { notFound } from '../../../domain/errors';
import type { UseCase } from '../../core/use-case';
import { payments, type PaymentRow } from '../../db/schema';
import { deleteHoldsOf } from './holds';
import { lockPaymentByIntent, type OutcomeReason } from './payment-record';

/**
 * A checkout ends without a purchase: the squares are released at once and the provider is owed a
 * cancel of the intent (done after commit, retried by the ticker). A payment already completed or
 * rejected is left as it is; the answer says what it is.
 */
export const releasePayment: UseCase<{ intentId: string; userId?: string; reason: OutcomeReason }, PaymentRow> = async (
  { tx, now },
  { intentId, userId, reason },
) => {
  const payment = await lockPaymentByIntent(tx, intentId);
  // Another player's payment answers exactly as one that does not exist: no telling whose an id is.
  if (!payment || (userId !== undefined && payment.userId !== userId)) throw notFound(`Payment ${intentId} not found`);
  if (payment.status !== 'creating' && payment.status !== 'awaiting_payment') return payment;
  const [released] = await tx
    .update(payments)
    .set({
      status: 'released',
      outcomeReason: reason,
      releasedAt: now,
      // An intent the provider already cancelled owes nothing; one never created has nothing to cancel.
      ...(reason === 'canceled' || payment.intentId === null ? {} : { providerAction: 'cancel', providerActionKey: `cancel:${payment.id}` }),
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id))
    .returning();
  await deleteHoldsOf(tx, [payment.id]);
  return released!;
};
