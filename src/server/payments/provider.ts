/**
 * The payment provider port (DESIGN D7, D16, D18): what the buy and pay-out use cases need from a card
 * processor. Two implementations, chosen by configuration (payments/index.ts): the sandbox (a real state
 * machine in our database, the embedded default) and Stripe (the official SDK).
 *
 * Rules every implementation keeps:
 * - every call that changes something carries an idempotency key the caller stored before the call, so
 *   a retry after a crash or a timeout can never charge twice;
 * - intents are reported in Stripe's vocabulary (status, capture method, capture_before);
 * - webhooks are verified (Stripe's signature scheme, 300 s tolerance) against the injected clock.
 */
import type { CaptureMethod } from '../../domain/capture-rule';
import type { ProviderName } from '../../domain/checkout-states';
import type { PaymentIntentStatus } from '../../domain/payment-intent';

export type { ProviderName };

/** Every payment is in US dollars (Stripe's lowercase code): intents are created in it and must report it. */
export const PAYMENT_CURRENCY = 'usd';

/** What we put in an intent's metadata and read back to check it (Stripe metadata values are strings). */
export type PaymentMetadata = {
  /** Our payments row id. */
  paymentId: string;
  poolId: string;
  userId: string;
  /** "row,col;row,col" in the order the player chose them. */
  squares: string;
};

export type ProviderPaymentError = { code: string; declineCode?: string; /** The card field at fault, when one is. */ field?: string; message: string };

export interface ProviderIntent {
  id: string;
  clientSecret: string;
  amountCents: number;
  /** Lowercase ISO code as Stripe reports it ('' when the provider reported none). */
  currency: string;
  captureMethod: CaptureMethod;
  status: PaymentIntentStatus;
  amountCapturedCents: number;
  amountRefundedCents: number;
  /** Manual capture: the provider's deadline for capturing the authorization (null when it gave none). */
  captureBefore: Date | null;
  lastPaymentError: ProviderPaymentError | null;
  metadata: Partial<PaymentMetadata> & Record<string, string>;
}

export interface CreateIntentInput {
  amountCents: number;
  captureMethod: CaptureMethod;
  idempotencyKey: string;
  metadata: PaymentMetadata;
  description?: string;
}

export interface ProviderRefund {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled' | 'requires_action';
}

/** The webhook event types we act on (Stripe's names). Others are acknowledged and ignored. */
export type ProviderEventType =
  | 'payment_intent.amount_capturable_updated'
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed'
  | 'payment_intent.canceled'
  | (string & {});

export interface ProviderEvent {
  id: string;
  type: ProviderEventType;
  /** Set for payment_intent.* events. */
  intent: ProviderIntent | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** For the browser (Stripe.js); null for the sandbox, whose card form is ours. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent>;
  /** null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  captureIntent(id: string, options: { idempotencyKey: string }): Promise<ProviderIntent>;
  cancelIntent(id: string, options: { idempotencyKey: string }): Promise<ProviderIntent>;
  /** Refunds a captured intent, whole unless `amountCents` says otherwise. */
  refundIntent(id: string, options: { idempotencyKey: string; amountCents?: number }): Promise<ProviderRefund>;
  /**
   * Pays a prize to a winner. Null when this provider cannot pay that person automatically (Stripe
   * without a connected account for them): the prize is then paid by hand by an admin.
   */
  transferPrize(input: { amountCents: number; userId: string; idempotencyKey: string; metadata: Record<string, string> }): Promise<{ transferId: string } | null>;
  /**
   * Checks the signature header against the raw body at `now` (300 s tolerance) and parses the event;
   * throws WebhookSignatureError when it does not verify.
   */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined, now: Date): ProviderEvent;
}

/** The provider refused or failed a call; `code` is the provider's (Stripe's) error code when it gave one. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    message: string,
    readonly code: string | undefined,
    /** HTTP status the provider answered, when it answered. */
    readonly statusCode?: number,
  ) {
    super(message);
  }
}

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** Webhook signatures older (or newer) than this are refused (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export function encodeSquaresMetadata(squares: readonly { row: number; column: number }[]): string {
  return squares.map((s) => `${s.row},${s.column}`).join(';');
}

export function decodeSquaresMetadata(value: string | undefined): { row: number; column: number }[] | null {
  if (!value) return null;
  const out: { row: number; column: number }[] = [];
  for (const part of value.split(';')) {
    const match = /^([0-9]),([0-9])$/.exec(part);
    if (!match) return null;
    out.push({ row: Number(match[1]), column: Number(match[2]) });
  }
  return out;
}
