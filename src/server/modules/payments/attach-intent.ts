import { eq } from 'drizzle-orm';
import { conflict } from '../../../domain/errors';
import type { UseCase } from '../../core/use-case';
import { payments, type PaymentRow } from '../../db/schema';
import type { ProviderIntent } from '../../payments';
import { deleteHoldsOf } from './holds';
import { lockPayment, OUTCOME_MESSAGES } from './payment-record';

/**
 * The provider created the intent: the checkout can be paid. If the checkout was released meanwhile
 * (its hold expired during a very slow provider call), the intent is owed a cancel and the player a 409.
 */
export const attachIntent: UseCase<{ paymentId: string; intent: ProviderIntent }, PaymentRow> = async ({ tx, now }, { paymentId, intent }) => {
  const payment = await lockPayment(tx, paymentId);
  if (!payment) throw new Error(`payment ${paymentId} vanished`);
  if (payment.status !== 'creating') {
    await tx
      .update(payments)
      .set({ intentId: intent.id, providerAction: 'cancel', providerActionKey: `cancel:${payment.id}`, updatedAt: now })
      .where(eq(payments.id, paymentId));
    throw conflict(OUTCOME_MESSAGES[payment.outcomeReason ?? 'hold_expired'], 'pool_closed');
  }
  const [attached] = await tx
    .update(payments)
    .set({ intentId: intent.id, clientSecret: intent.clientSecret, status: 'awaiting_payment', updatedAt: now })
    .where(eq(payments.id, paymentId))
    .returning();
  return attached!;
};

/** The provider could not create the intent: the squares are released at once. */
export const abandonCreation: UseCase<{ paymentId: string }, void> = async ({ tx, now }, { paymentId }) => {
  const payment = await lockPayment(tx, paymentId);
  if (!payment || payment.status !== 'creating') return;
  await tx.update(payments).set({ status: 'released', outcomeReason: 'creation_failed', releasedAt: now, updatedAt: now }).where(eq(payments.id, paymentId));
  await deleteHoldsOf(tx, [paymentId]);
};
