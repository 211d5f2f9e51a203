/**
 * The sandbox's stored intent: the domain PaymentIntent (dates as ISO strings) plus its client secret
 * and metadata, and the same intent in Stripe's JSON shape for events and for the provider port.
 */
import type { PaymentIntent } from '../../../domain/payment-intent';
import { PAYMENT_CURRENCY, type ProviderIntent } from '../provider';
import { FIELD_TO_PARAM, fromStripeIntent, type StripeLikeIntent } from '../stripe-shape';

const DATE_FIELDS = ['createdAt', 'authorizedAt', 'captureBefore', 'capturedAt', 'canceledAt'] as const;

export function intentToJson(intent: PaymentIntent): Record<string, unknown> {
  const json: Record<string, unknown> = { ...intent };
  for (const field of DATE_FIELDS) json[field] = intent[field]?.toISOString() ?? null;
  return json;
}

export function intentFromJson(json: Record<string, unknown>): PaymentIntent {
  const intent = { ...json } as Record<string, unknown>;
  for (const field of DATE_FIELDS) intent[field] = typeof json[field] === 'string' ? new Date(json[field]) : null;
  return intent as unknown as PaymentIntent;
}

export type SandboxIntentRow = { id: string; clientSecret: string; intent: Record<string, unknown>; metadata: Record<string, string> };

export function toStripeShape(row: SandboxIntentRow): StripeLikeIntent {
  const intent = intentFromJson(row.intent);
  const amountCapturable = intent.status === 'requires_capture' ? intent.amountCents : 0;
  return {
    id: row.id,
    object: 'payment_intent',
    amount: intent.amountCents,
    currency: PAYMENT_CURRENCY,
    amount_received: intent.amountCapturedCents,
    amount_capturable: amountCapturable,
    amount_refunded: intent.amountRefundedCents,
    capture_method: intent.captureMethod,
    client_secret: row.clientSecret,
    status: intent.status,
    metadata: row.metadata,
    last_payment_error: intent.lastPaymentError
      ? {
          code: intent.lastPaymentError.code,
          decline_code: intent.lastPaymentError.declineCode ?? null,
          param: intent.lastPaymentError.field ? (FIELD_TO_PARAM[intent.lastPaymentError.field] ?? null) : null,
          message: intent.lastPaymentError.message,
        }
      : null,
    latest_charge: intent.authorizedAt
      ? {
          amount_refunded: intent.amountRefundedCents,
          payment_method_details: { card: { capture_before: intent.captureBefore ? Math.floor(intent.captureBefore.getTime() / 1000) : null } },
        }
      : null,
  };
}

export function toProviderIntent(row: SandboxIntentRow): ProviderIntent {
  return fromStripeIntent(toStripeShape(row));
}
