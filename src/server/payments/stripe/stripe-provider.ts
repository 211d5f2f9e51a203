/**
 * The Stripe payment provider (DESIGN D7, D18): the official `stripe` SDK behind our port.
 *
 * - Every POST carries the caller's idempotency key (stored by the caller before the call), so the SDK's
 *   own retries and ours after a crash replay Stripe's first answer instead of charging twice. The SDK
 *   retries (maxNetworkRetries 2) only connection failures, 409 and 5xx answers: with our key on every
 *   POST, and GETs being reads, each retry is safe.
 * - Cards only (`allowed_payment_method_types: ['card']`; the SDK's API version, 2026-10-28, replaced
 *   `payment_method_types` with it): the Payment Element shows the card form, cards support manual
 *   capture, and nothing needs a redirect or settles days later.
 * - Retrieve, capture and cancel expand `latest_charge`, where Stripe reports the authorization's
 *   `capture_before` and the refunded amount.
 * - Webhooks are verified by the SDK (`webhooks.constructEvent`) at the injected `now`: since stripe-node
 *   v19 it takes a sixth argument `receivedAt` (milliseconds) that replaces `Date.now()` in its age
 *   check. The SDK only refuses signatures older than the tolerance; the port (and the sandbox) also
 *   refuses ones dated more than the tolerance into the future, checked here after the SDK.
 * - `apiBaseUrl` (tests only) points the SDK at a local fake server (tests/support/fake-stripe.ts).
 */
import Stripe from 'stripe';
import {
  PAYMENT_CURRENCY,
  PaymentProviderError,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
  type CreateIntentInput,
  type PaymentProvider,
  type ProviderEvent,
  type ProviderIntent,
  type ProviderRefund,
} from '../provider';
import { fromStripeEvent, fromStripeIntent, type StripeLikeEvent, type StripeLikeIntent } from '../stripe-shape';

export type StripeProviderConfig = { secretKey: string; publishableKey: string; webhookSecret: string; apiBaseUrl?: string };

/** Retries of connection failures, 409 and 5xx answers; safe because every POST carries our idempotency key. */
export const STRIPE_MAX_NETWORK_RETRIES = 2;
const REQUEST_TIMEOUT_MS = 30_000;
const EXPAND_CHARGE = ['latest_charge'];

type HostOptions = { host: string; port: number; protocol: 'http' | 'https' };

/** SDK host options for a base URL such as http://127.0.0.1:12111 (no path: the SDK adds /v1/...). */
export function stripeHostOptions(apiBaseUrl: string): HostOptions {
  const url = new URL(apiBaseUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`Stripe apiBaseUrl must be http(s): ${apiBaseUrl}`);
  if (url.pathname !== '/' || url.search) throw new Error(`Stripe apiBaseUrl must have no path: ${apiBaseUrl}`);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'https' ? 443 : 80, protocol };
}

function toIntent(pi: Stripe.PaymentIntent): ProviderIntent {
  return fromStripeIntent(pi as unknown as StripeLikeIntent);
}

const REFUND_STATUSES: readonly ProviderRefund['status'][] = ['pending', 'succeeded', 'failed', 'canceled', 'requires_action'];

function toRefund(refund: Stripe.Refund, intentId: string): ProviderRefund {
  const status = (REFUND_STATUSES as readonly (string | null)[]).includes(refund.status) ? (refund.status as ProviderRefund['status']) : 'pending';
  const pi = refund.payment_intent;
  return { id: refund.id, paymentIntentId: typeof pi === 'string' ? pi : (pi?.id ?? intentId), amountCents: refund.amount, status };
}

/** Stripe's error code when it gave one, else its error type (e.g. idempotency_error, api_connection_error). */
export function toProviderError(error: unknown): PaymentProviderError {
  if (error instanceof PaymentProviderError) return error;
  if (error instanceof Stripe.errors.StripeError) {
    const fallback = error instanceof Stripe.errors.StripeConnectionError ? 'api_connection_error' : error.rawType;
    return new PaymentProviderError(error.message, error.code ?? fallback, error.statusCode);
  }
  return new PaymentProviderError(error instanceof Error ? error.message : String(error), undefined);
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly publishableKey: string;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(config: StripeProviderConfig) {
    this.publishableKey = config.publishableKey;
    this.webhookSecret = config.webhookSecret;
    this.stripe = new Stripe(config.secretKey, {
      maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
      timeout: REQUEST_TIMEOUT_MS,
      telemetry: false,
      appInfo: { name: 'squares' },
      ...(config.apiBaseUrl ? stripeHostOptions(config.apiBaseUrl) : {}),
    });
  }

  async createIntent(input: CreateIntentInput): Promise<ProviderIntent> {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: input.amountCents,
      currency: PAYMENT_CURRENCY,
      capture_method: input.captureMethod,
      allowed_payment_method_types: ['card'],
      metadata: { ...input.metadata },
      ...(input.description ? { description: input.description } : {}),
    };
    return this.call(async () => toIntent(await this.stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey })));
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    try {
      return toIntent(await this.stripe.paymentIntents.retrieve(id, { expand: EXPAND_CHARGE }));
    } catch (error) {
      const mapped = toProviderError(error);
      if (mapped.code === 'resource_missing' && mapped.statusCode === 404) return null;
      throw mapped;
    }
  }

  captureIntent(id: string, options: { idempotencyKey: string }): Promise<ProviderIntent> {
    return this.call(async () =>
      toIntent(await this.stripe.paymentIntents.capture(id, { expand: EXPAND_CHARGE }, { idempotencyKey: options.idempotencyKey })),
    );
  }

  cancelIntent(id: string, options: { idempotencyKey: string }): Promise<ProviderIntent> {
    return this.call(async () =>
      toIntent(await this.stripe.paymentIntents.cancel(id, { expand: EXPAND_CHARGE }, { idempotencyKey: options.idempotencyKey })),
    );
  }

  refundIntent(id: string, options: { idempotencyKey: string; amountCents?: number }): Promise<ProviderRefund> {
    const params: Stripe.RefundCreateParams = { payment_intent: id, ...(options.amountCents === undefined ? {} : { amount: options.amountCents }) };
    return this.call(async () => toRefund(await this.stripe.refunds.create(params, { idempotencyKey: options.idempotencyKey }), id));
  }

  /**
   * Winners have no Stripe Connect account with us (no onboarding exists yet), so every prize is paid by
   * hand: null queues the claim for an admin's manual payout.
   */
  async transferPrize(): Promise<null> {
    return null;
  }

  verifyWebhook(rawBody: string, signatureHeader: string | undefined, now: Date): ProviderEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', this.webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, now.getTime());
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'Webhook signature verification failed', { cause: error });
    }
    const timestamp = Number(/(?:^|,)t=(\d+)/.exec(signatureHeader ?? '')?.[1]);
    if (timestamp - Math.floor(now.getTime() / 1000) > WEBHOOK_TOLERANCE_SECONDS) {
      throw new WebhookSignatureError('Timestamp outside the tolerance zone (in the future)');
    }
    return fromStripeEvent(event as unknown as StripeLikeEvent);
  }

  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw toProviderError(error);
    }
  }
}
