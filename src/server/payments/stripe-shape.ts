/**
 * Payment intents and events in Stripe's JSON shape, mapped to the provider port's types. The sandbox
 * writes its events in this shape and the Stripe mode receives it from Stripe, so one mapper serves both.
 */
import type { CaptureMethod } from '../../domain/capture-rule';
import type { PaymentIntentStatus } from '../../domain/payment-intent';
import type { ProviderEvent, ProviderIntent } from './provider';

export type StripeLikeIntent = {
  id: string;
  object?: 'payment_intent';
  amount: number;
  currency?: string;
  amount_received?: number;
  amount_capturable?: number;
  capture_method: string;
  client_secret: string | null;
  status: string;
  metadata?: Record<string, string> | null;
  last_payment_error?: { code?: string | null; decline_code?: string | null; param?: string | null; message?: string | null } | null;
  /** Expanded charge (Stripe) or the sandbox's: card.capture_before is the authorization's deadline. */
  latest_charge?:
    | string
    | { amount_refunded?: number; payment_method_details?: { card?: { capture_before?: number | null } | null } | null }
    | null;
  /** Sandbox extension: refunded amount (Stripe reports it on the charge). */
  amount_refunded?: number;
};

const STATUSES: readonly PaymentIntentStatus[] = ['requires_payment_method', 'requires_capture', 'succeeded', 'canceled'];

/** Stripe statuses we never create (requires_confirmation, requires_action, processing) read as "not paid yet". */
function status(value: string): PaymentIntentStatus {
  return (STATUSES as readonly string[]).includes(value) ? (value as PaymentIntentStatus) : 'requires_payment_method';
}

/** Stripe names the card field at fault `param` (card[number]...); our card form's fields. */
const PARAM_TO_FIELD: Record<string, string> = {
  'card[number]': 'cardNumber',
  'card[exp_month]': 'expMonth',
  'card[exp_year]': 'expYear',
  'card[cvc]': 'cvc',
};
export const FIELD_TO_PARAM: Record<string, string> = Object.fromEntries(Object.entries(PARAM_TO_FIELD).map(([param, field]) => [field, param]));

export function fromStripeIntent(pi: StripeLikeIntent): ProviderIntent {
  const charge = typeof pi.latest_charge === 'object' && pi.latest_charge ? pi.latest_charge : null;
  const captureBefore = charge?.payment_method_details?.card?.capture_before;
  const error = pi.last_payment_error;
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    amountCents: pi.amount,
    currency: typeof pi.currency === 'string' ? pi.currency : '',
    captureMethod: (pi.capture_method === 'automatic' || pi.capture_method === 'automatic_async' ? 'automatic' : 'manual') as CaptureMethod,
    status: status(pi.status),
    amountCapturedCents: pi.amount_received ?? 0,
    amountRefundedCents: pi.amount_refunded ?? charge?.amount_refunded ?? 0,
    captureBefore: typeof captureBefore === 'number' ? new Date(captureBefore * 1000) : null,
    lastPaymentError: error
      ? {
          code: error.code ?? 'card_error',
          ...(error.decline_code ? { declineCode: error.decline_code } : {}),
          ...(error.param ? { field: PARAM_TO_FIELD[error.param] ?? error.param } : {}),
          message: error.message ?? 'Your card was declined.',
        }
      : null,
    metadata: { ...(pi.metadata ?? {}) },
  };
}

export type StripeLikeEvent = { id: string; object?: 'event'; type: string; created?: number; data: { object: unknown } };

export function fromStripeEvent(event: StripeLikeEvent): ProviderEvent {
  const object = event.data?.object as { object?: string } | undefined;
  const intent = object && object.object === 'payment_intent' ? fromStripeIntent(object as StripeLikeIntent) : null;
  return { id: event.id, type: event.type, intent };
}
