import type { UseCase } from '../../core/use-case';
import { webhookEvents } from '../../db/schema';
import type { ProviderEvent, ProviderName } from '../../payments';
import { completePurchase } from './complete-purchase';
import { releasePayment } from './release-payment';
import { lockPaymentByIntent } from './payment-record';

export type WebhookOutcome = 'duplicate' | 'ignored' | 'completed' | 'rejected' | 'released';

/**
 * One verified provider event, handled once (D8: de-duplicated by the provider's event id in the same
 * transaction that acts on it, so a crash halfway leaves it unhandled and the provider's retry does it):
 * - authorized (amount_capturable_updated) or succeeded: the purchase completes, or is rejected and
 *   refunded when its squares are gone (complete-purchase.ts) — the path when the browser never returns;
 * - canceled: a checkout still waiting for payment is released.
 * Anything else is acknowledged and ignored.
 */
export const handleWebhookEvent: UseCase<{ event: ProviderEvent; provider: ProviderName }, WebhookOutcome> = async (ctx, { event, provider }) => {
  const inserted = await ctx.tx
    .insert(webhookEvents)
    .values({ id: event.id, provider, type: event.type, receivedAt: ctx.now })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  if (inserted.length === 0) return 'duplicate';
  const intent = event.intent;
  if (!intent) return 'ignored';

  if (event.type === 'payment_intent.amount_capturable_updated' || event.type === 'payment_intent.succeeded') {
    const result = await completePurchase(ctx, { intent });
    return result ? result.outcome : 'ignored';
  }
  if (event.type === 'payment_intent.canceled') {
    const payment = await lockPaymentByIntent(ctx.tx, intent.id);
    if (!payment || (payment.status !== 'creating' && payment.status !== 'awaiting_payment')) return 'ignored';
    await releasePayment(ctx, { intentId: intent.id, reason: 'canceled' });
    return 'released';
  }
  return 'ignored';
};

