import { eq } from 'drizzle-orm';
import type { UseCase } from '../../core/use-case';
import { payments, webhookEvents } from '../../db/schema';
import type { ProviderEvent, ProviderName } from '../../payments';
import { completePurchase } from './complete-purchase';
import { auditPaymentMismatch, intentMismatches, type PaymentMismatch } from './intent-check';
import { releasePayment } from './release-payment';
import { lockPaymentByIntent } from './payment-record';

export type WebhookOutcome = 'duplicate' | 'ignored' | 'completed' | 'rejected' | 'released' | 'mismatch';

export interface WebhookResult {
  outcome: WebhookOutcome;
  /** Set when the outcome is 'mismatch': what differed (the route logs it at error level). */
  mismatch?: PaymentMismatch;
}

/**
 * One verified provider event, handled once (D8: de-duplicated by the provider's event id in the same
 * transaction that acts on it, so a crash halfway leaves it unhandled and the provider's retry does it):
 * - an intent this app did not create (no payment has its id) is acknowledged and ignored: a 2xx, so
 *   the provider does not retry it for days (nor disable the endpoint);
 * - authorized (amount_capturable_updated) or succeeded: the intent is checked against the payment as
 *   the browser's purchase checks it (amount, currency, metadata naming the payment, player, pool and
 *   squares). A mismatch completes nothing and is audited; otherwise the purchase completes, or is
 *   rejected and refunded when its squares are gone (complete-purchase.ts) — the path when the browser
 *   never returns;
 * - canceled: a checkout still waiting for payment is released.
 * Anything else is acknowledged and ignored.
 */
export const handleWebhookEvent: UseCase<{ event: ProviderEvent; provider: ProviderName }, WebhookResult> = async (ctx, { event, provider }) => {
  const inserted = await ctx.tx
    .insert(webhookEvents)
    .values({ id: event.id, provider, type: event.type, receivedAt: ctx.now })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (inserted.length === 0) return { outcome: 'duplicate' };
  const intent = event.intent;
  if (!intent) return { outcome: 'ignored' };
  // Not locked: what is compared (owner, pool, squares, amount) never changes once the payment exists,
  // and completePurchase takes the pool's lock before the payment's, as every other path does.
  const [payment] = await ctx.tx.select().from(payments).where(eq(payments.intentId, intent.id));
  if (!payment) return { outcome: 'ignored' };

  if (event.type === 'payment_intent.amount_capturable_updated' || event.type === 'payment_intent.succeeded') {
    const fields = intentMismatches(payment, intent);
    if (fields.length > 0) {
      return { outcome: 'mismatch', mismatch: await auditPaymentMismatch(ctx.tx, ctx.now, { payment, intent, fields, source: 'webhook', eventId: event.id }) };
    }
    const result = await completePurchase(ctx, { intent });
    return { outcome: result ? result.outcome : 'ignored' };
  }
  if (event.type === 'payment_intent.canceled') {
    const locked = await lockPaymentByIntent(ctx.tx, intent.id);
    if (!locked || (locked.status !== 'creating' && locked.status !== 'awaiting_payment')) return { outcome: 'ignored' };
    await releasePayment(ctx, { intentId: intent.id, reason: 'canceled' });
    return { outcome: 'released' };
  }
  return { outcome: 'ignored' };
};
