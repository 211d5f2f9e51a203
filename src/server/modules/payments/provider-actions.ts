import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema';
import { PaymentProviderError } from '../../payments';
import type { UseCase } from '../../core/use-case';
import { completePurchase } from './complete-purchase';
import type { PaymentDeps } from './ports';

const markDone: UseCase<{ paymentId: string; key: string }, void> = async ({ tx, now }, { paymentId, key }) => {
  // Only the action this key belongs to: a rejection may have queued a different one meanwhile.
  await tx
    .update(payments)
    .set({ providerActionDoneAt: now, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.providerActionKey, key)));
};

/**
 * Does what a payment owes its provider (a cancel of an intent nobody paid, a cancel or refund of a
 * payment that bought nothing), with the idempotency key stored when the debt was recorded (D8). If a
 * cancel finds the intent already authorized or captured (the player paid just as the hold ended), the
 * purchase is settled first (complete-purchase rejects it: the checkout was released) and the refund or
 * cancel that decides is done next. Returns true when nothing is owed any more.
 */
export async function performProviderAction(deps: PaymentDeps, payment: PaymentRow): Promise<boolean> {
  const { providerAction: action, providerActionKey: key, intentId } = payment;
  if (!action || !key || payment.providerActionDoneAt) return true;
  if (!intentId) {
    await deps.run(markDone, { paymentId: payment.id, key });
    return true;
  }
  try {
    if (action === 'cancel') await deps.payments.cancelIntent(intentId, { idempotencyKey: key });
    else await deps.payments.refundIntent(intentId, { idempotencyKey: key });
    await deps.run(markDone, { paymentId: payment.id, key });
    return true;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    const intent = await deps.payments.retrieveIntent(intentId);
    if (!intent || intent.status === 'canceled' || (action === 'refund' && intent.amountRefundedCents >= intent.amountCapturedCents && intent.amountCapturedCents > 0)) {
      await deps.run(markDone, { paymentId: payment.id, key });
      return true;
    }
    if (action === 'cancel' && (intent.status === 'requires_capture' || intent.status === 'succeeded')) {
      const result = await deps.run(completePurchase, { intent });
      if (result?.outcome === 'rejected') return performProviderAction(deps, result.payment);
      return true;
    }
    deps.log.warn({ err: error, paymentId: payment.id, action }, 'payment provider action failed; will retry');
    return false;
  }
}

/** Provider actions still owed, oldest first (the ticker's retry list). */
export async function paymentsOwingProviderActions(db: Db, limit = 50): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(isNotNull(payments.providerAction), isNull(payments.providerActionDoneAt)))
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
}

/**
 * Right after a pool's refund commits: the cancels and refunds its payments owe the provider, done now so
 * the console shows the money on its way back. One that fails is left to the ticker, which retries it.
 */
export async function performPoolProviderActions(deps: PaymentDeps, poolId: number): Promise<void> {
  const owed = await deps.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.poolId, poolId), isNotNull(payments.providerAction), isNull(payments.providerActionDoneAt)));
  for (const payment of owed) {
    await performProviderAction(deps, payment).catch((error: unknown) => deps.log.warn({ err: error, paymentId: payment.id }, 'refund deferred to the ticker'));
  }
}
