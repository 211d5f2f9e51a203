import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CreateIntentInput,
  type PaymentMetadata,
} from '../../src/server/payments/provider';
import { StripeProvider } from '../../src/server/payments/stripe/stripe-provider';
import { FAKE_CAPTURE_WINDOW_S, startFakeStripe, type FakeEvent, type FakeStripe } from '../support/fake-stripe';
import { freePort } from '../support/free-port';

/**
 * The Stripe implementation of the payment provider port, through the official SDK, against the local
 * fake Stripe server (tests/support/fake-stripe.ts): no network, every request recorded.
 */
const START = new Date('2026-09-01T12:00:00.000Z');
const WEBHOOK_SECRET = 'whsec_test_squares_secret';
const metadata: PaymentMetadata = { paymentId: 'pay_1', poolId: '7', userId: 'u_42', squares: '1,2;3,4;5,6' };

let fake: FakeStripe;
let now: Date;
let provider: StripeProvider;
/** Every idempotency key the tests handed to the provider. */
let keys: string[];

function key(name: string): string {
  const value = `test-${name}-${keys.length}`;
  keys.push(value);
  return value;
}

function intentInput(overrides: Partial<CreateIntentInput> = {}): CreateIntentInput {
  return { amountCents: 1500, captureMethod: 'manual', idempotencyKey: key('create'), metadata, description: 'Squares: 3 squares in pool 7', ...overrides };
}

async function providerError(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}

function lastEvent(type: string, intentId: string): FakeEvent {
  const event = fake.events.findLast((e) => e.type === type && (e.data.object as { id?: string }).id === intentId);
  if (!event) throw new Error(`no ${type} event for ${intentId}`);
  return event;
}

beforeEach(async () => {
  now = START;
  fake = await startFakeStripe({ now: () => now });
  keys = [];
  provider = new StripeProvider({ secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: WEBHOOK_SECRET, apiBaseUrl: fake.url });
});

afterEach(async () => {
  await fake.close();
});

describe('StripeProvider against the fake Stripe server', () => {
  it('is the stripe provider with the configured publishable key', () => {
    expect(provider.name).toBe('stripe');
    expect(provider.publishableKey).toBe('pk_test_x');
  });

  it('manual capture: create -> the customer confirms -> requires_capture with capture_before -> capture -> succeeded', async () => {
    const created = await provider.createIntent(intentInput());
    expect(created).toMatchObject({
      status: 'requires_payment_method',
      amountCents: 1500,
      captureMethod: 'manual',
      amountCapturedCents: 0,
      captureBefore: null,
      metadata,
    });
    expect(created.id).toMatch(/^pi_/);
    expect(created.clientSecret).toMatch(new RegExp(`^${created.id}_secret_`));

    const create = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents')!;
    expect(create.body).toEqual({
      amount: '1500',
      currency: 'usd',
      capture_method: 'manual',
      allowed_payment_method_types: ['card'],
      metadata: { ...metadata },
      description: 'Squares: 3 squares in pool 7',
    });
    expect(create.headers.authorization).toBe('Bearer sk_test_x');

    fake.confirm(created.id, '4242 4242 4242 4242');
    const authorized = await provider.retrieveIntent(created.id);
    expect(authorized).toMatchObject({ id: created.id, status: 'requires_capture', amountCapturedCents: 0, lastPaymentError: null });
    expect(authorized!.captureBefore).toEqual(new Date(START.getTime() + FAKE_CAPTURE_WINDOW_S * 1000));
    const retrieve = fake.requests.findLast((r) => r.method === 'GET')!;
    expect(retrieve.path).toBe(`/v1/payment_intents/${created.id}`);
    expect(retrieve.query).toEqual({ expand: ['latest_charge'] });

    now = new Date(START.getTime() + 3 * 24 * 3600 * 1000);
    const captured = await provider.captureIntent(created.id, { idempotencyKey: key('capture') });
    expect(captured).toMatchObject({ id: created.id, status: 'succeeded', amountCapturedCents: 1500, amountRefundedCents: 0 });
    expect(fake.intent(created.id)).toMatchObject({ status: 'succeeded', amount_received: 1500, latest_charge: { captured: true, amount_captured: 1500 } });
  });

  it('automatic capture: the confirm captures at once', async () => {
    const created = await provider.createIntent(intentInput({ captureMethod: 'automatic' }));
    expect(created.captureMethod).toBe('automatic');
    expect(fake.requests[0]!.body.capture_method).toBe('automatic');
    fake.confirm(created.id);
    expect(await provider.retrieveIntent(created.id)).toMatchObject({ status: 'succeeded', amountCapturedCents: 1500, captureBefore: null });
  });

  it('a declined card leaves the intent waiting for another card, with Stripe’s error', async () => {
    const created = await provider.createIntent(intentInput());
    fake.confirm(created.id, '4000 0000 0000 0002');
    expect(await provider.retrieveIntent(created.id)).toMatchObject({
      status: 'requires_payment_method',
      lastPaymentError: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
    });
    fake.confirm(created.id, '4000 0000 0000 9995');
    expect((await provider.retrieveIntent(created.id))!.lastPaymentError).toMatchObject({ declineCode: 'insufficient_funds' });
    fake.confirm(created.id, '4242424242424242');
    expect(await provider.retrieveIntent(created.id)).toMatchObject({ status: 'requires_capture', lastPaymentError: null });
  });

  it('cancel: an authorization is released; capturing it afterwards is refused with Stripe’s code', async () => {
    const created = await provider.createIntent(intentInput());
    fake.confirm(created.id);
    const canceled = await provider.cancelIntent(created.id, { idempotencyKey: key('cancel') });
    expect(canceled).toMatchObject({ status: 'canceled', amountCapturedCents: 0 });

    const error = await providerError(provider.captureIntent(created.id, { idempotencyKey: key('capture') }));
    expect(error.code).toBe('payment_intent_unexpected_state');
    expect(error.statusCode).toBe(400);
    expect(error.message).toContain('status of canceled');

    // An intent never confirmed can be cancelled too (the player left checkout).
    const abandoned = await provider.createIntent(intentInput());
    expect((await provider.cancelIntent(abandoned.id, { idempotencyKey: key('cancel') })).status).toBe('canceled');
  });

  it('refund: partial then the rest, read back on the charge; nothing past the capture', async () => {
    const created = await provider.createIntent(intentInput({ captureMethod: 'automatic' }));
    fake.confirm(created.id);

    const first = await provider.refundIntent(created.id, { idempotencyKey: key('refund'), amountCents: 500 });
    expect(first).toMatchObject({ paymentIntentId: created.id, amountCents: 500, status: 'succeeded' });
    expect(first.id).toMatch(/^re_/);
    expect(fake.requests.findLast((r) => r.path === '/v1/refunds')!.body).toEqual({ payment_intent: created.id, amount: '500' });
    expect((await provider.retrieveIntent(created.id))!.amountRefundedCents).toBe(500);

    const rest = await provider.refundIntent(created.id, { idempotencyKey: key('refund') });
    expect(rest.amountCents).toBe(1000);
    expect(fake.requests.findLast((r) => r.path === '/v1/refunds')!.body).toEqual({ payment_intent: created.id });
    expect((await provider.retrieveIntent(created.id))!.amountRefundedCents).toBe(1500);

    const again = await providerError(provider.refundIntent(created.id, { idempotencyKey: key('refund') }));
    expect(again.code).toBe('charge_already_refunded');

    // An authorization that was never captured has nothing to refund: it is cancelled instead.
    const held = await provider.createIntent(intentInput());
    fake.confirm(held.id);
    expect((await providerError(provider.refundIntent(held.id, { idempotencyKey: key('refund') }))).code).toBe('payment_intent_unexpected_state');
  });

  it('every POST the SDK sent carried the caller’s idempotency key; GETs carry none', async () => {
    const manual = await provider.createIntent(intentInput());
    fake.confirm(manual.id);
    await provider.retrieveIntent(manual.id);
    await provider.captureIntent(manual.id, { idempotencyKey: key('capture') });
    await provider.refundIntent(manual.id, { idempotencyKey: key('refund'), amountCents: 100 });
    const other = await provider.createIntent(intentInput({ captureMethod: 'automatic' }));
    await provider.cancelIntent(other.id, { idempotencyKey: key('cancel') });
    await providerError(provider.captureIntent(other.id, { idempotencyKey: key('capture') }));

    const posts = fake.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual([
      '/v1/payment_intents',
      `/v1/payment_intents/${manual.id}/capture`,
      '/v1/refunds',
      '/v1/payment_intents',
      `/v1/payment_intents/${other.id}/cancel`,
      `/v1/payment_intents/${other.id}/capture`,
    ]);
    expect(posts.map((r) => r.idempotencyKey)).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
    for (const get of fake.requests.filter((r) => r.method === 'GET')) expect(get.idempotencyKey).toBeUndefined();
  });

  it('repeating a call with the same key creates nothing new: Stripe answers the first result again', async () => {
    const input = intentInput();
    const first = await provider.createIntent(input);
    const second = await provider.createIntent(input);
    expect(second.id).toBe(first.id);
    expect(second.clientSecret).toBe(first.clientSecret);
    expect(fake.intentCount()).toBe(1);
    expect(fake.requests.map((r) => r.replayed)).toEqual([false, true]);

    fake.confirm(first.id);
    const captureKey = key('capture');
    await provider.captureIntent(first.id, { idempotencyKey: captureKey });
    expect((await provider.captureIntent(first.id, { idempotencyKey: captureKey })).status).toBe('succeeded');
    // A new key is a new request: the intent is already captured.
    expect((await providerError(provider.captureIntent(first.id, { idempotencyKey: key('capture') }))).code).toBe('payment_intent_unexpected_state');

    const refundKey = key('refund');
    const refund = await provider.refundIntent(first.id, { idempotencyKey: refundKey, amountCents: 700 });
    expect(await provider.refundIntent(first.id, { idempotencyKey: refundKey, amountCents: 700 })).toEqual(refund);
    expect(fake.refundCount()).toBe(1);
    expect((await provider.retrieveIntent(first.id))!.amountRefundedCents).toBe(700);

    // The same key with other parameters is refused, not silently replayed.
    const mismatch = await providerError(provider.refundIntent(first.id, { idempotencyKey: refundKey, amountCents: 800 }));
    expect(mismatch).toMatchObject({ code: 'idempotency_error', statusCode: 400 });
  });

  it('a response lost on the way back is retried by the SDK with the same key: one intent, not two', async () => {
    fake.dropNextResponse();
    const input = intentInput();
    const intent = await provider.createIntent(input);
    const creates = fake.requests.filter((r) => r.path === '/v1/payment_intents');
    expect(creates).toHaveLength(2);
    expect(creates.map((r) => r.idempotencyKey)).toEqual([input.idempotencyKey, input.idempotencyKey]);
    expect(creates[1]!.replayed).toBe(true);
    expect(fake.intentCount()).toBe(1);
    expect(fake.intent(intent.id)).toBeDefined();
  });

  it('retrieve of an unknown id is null', async () => {
    expect(await provider.retrieveIntent('pi_doesnotexist')).toBeNull();
    expect(fake.requests).toHaveLength(1);
  });

  it('maps SDK errors to PaymentProviderError with Stripe’s code and status', async () => {
    expect(await providerError(provider.createIntent(intentInput({ amountCents: 10 })))).toMatchObject({
      code: 'amount_too_small',
      statusCode: 400,
      message: 'Amount must be at least $0.50 usd',
    });
    expect(await providerError(provider.captureIntent('pi_missing', { idempotencyKey: key('capture') }))).toMatchObject({
      code: 'resource_missing',
      statusCode: 404,
    });

    const badKey = new StripeProvider({ secretKey: 'sk_live_wrong', publishableKey: 'pk_x', webhookSecret: WEBHOOK_SECRET, apiBaseUrl: fake.url });
    expect(await providerError(badKey.createIntent(intentInput()))).toMatchObject({ code: 'invalid_request_error', statusCode: 401 });
    // Errors other than "not found" are not turned into null by retrieve.
    expect(await providerError(badKey.retrieveIntent('pi_x'))).toMatchObject({ statusCode: 401 });

    const nobody = new StripeProvider({
      secretKey: 'sk_test_x',
      publishableKey: 'pk_x',
      webhookSecret: WEBHOOK_SECRET,
      apiBaseUrl: `http://127.0.0.1:${await freePort()}`,
    });
    const unreachable = await providerError(nobody.retrieveIntent('pi_x'));
    expect(unreachable.code).toBe('api_connection_error');
    expect(unreachable.statusCode).toBeUndefined();
  });

  it('lets an uncaptured authorization lapse at capture_before, as Stripe cancels it', async () => {
    const created = await provider.createIntent(intentInput());
    fake.confirm(created.id);
    const { captureBefore } = (await provider.retrieveIntent(created.id))!;
    now = new Date(captureBefore!.getTime() - 1000);
    expect((await provider.retrieveIntent(created.id))!.status).toBe('requires_capture');
    now = captureBefore!;
    expect((await provider.retrieveIntent(created.id))!.status).toBe('canceled');
    expect(lastEvent('payment_intent.canceled', created.id).data.object).toMatchObject({ cancellation_reason: 'automatic' });
    expect((await providerError(provider.captureIntent(created.id, { idempotencyKey: key('capture') }))).code).toBe('payment_intent_unexpected_state');
  });

  it('the fake also confirms over HTTP with Stripe’s test payment methods', async () => {
    const created = await provider.createIntent(intentInput({ captureMethod: 'automatic' }));
    const sdk = new Stripe('sk_test_x', { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0 });
    const declined = await sdk.paymentIntents.confirm(created.id, { payment_method: 'pm_card_chargeDeclined' }).catch((e: unknown) => e);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(declined).toMatchObject({ code: 'card_declined', decline_code: 'generic_decline', statusCode: 402 });
    const paid = await sdk.paymentIntents.confirm(created.id, { payment_method: 'pm_card_visa' });
    expect(paid.status).toBe('succeeded');
    expect((await provider.retrieveIntent(created.id))!.amountCapturedCents).toBe(1500);
  });
});

describe('StripeProvider.verifyWebhook (the SDK’s verification at the injected clock)', () => {
  async function signedEvent() {
    const created = await provider.createIntent(intentInput());
    fake.confirm(created.id);
    const event = lastEvent('payment_intent.amount_capturable_updated', created.id);
    return { event, payload: JSON.stringify(event, null, 2), intentId: created.id };
  }

  function header(payload: string, signedAt: Date, secret = WEBHOOK_SECRET): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(signedAt.getTime() / 1000) });
  }

  const secondsFrom = (at: Date, s: number) => new Date(at.getTime() + s * 1000);

  it('accepts a valid signature and maps the event', async () => {
    const { event, payload, intentId } = await signedEvent();
    const verified = provider.verifyWebhook(payload, header(payload, now), now);
    expect(verified).toMatchObject({ id: event.id, type: 'payment_intent.amount_capturable_updated', intent: { id: intentId, status: 'requires_capture', metadata } });
    // Events carry the intent as Stripe sends it: latest_charge is an id, so capture_before needs a retrieve.
    expect(verified.intent!.captureBefore).toBeNull();

    // The fake's own signing helper produces the same kind of header.
    const signed = fake.signEvent(event, WEBHOOK_SECRET, now);
    expect(provider.verifyWebhook(signed.payload, signed.header, now).id).toBe(event.id);
  });

  it('refuses a bad signature, a changed body, another secret and a missing header', async () => {
    const { payload } = await signedEvent();
    const good = header(payload, now);
    const badSignature = good.replace(/v1=([0-9a-f])/, (_, c: string) => `v1=${c === '0' ? '1' : '0'}`);
    expect(badSignature).not.toBe(good);
    expect(() => provider.verifyWebhook(payload, badSignature, now)).toThrow(WebhookSignatureError);
    expect(() => provider.verifyWebhook(payload.replace('requires_capture', 'succeeded'), good, now)).toThrow(WebhookSignatureError);
    expect(() => provider.verifyWebhook(payload, header(payload, now, 'whsec_someone_else'), now)).toThrow(WebhookSignatureError);
    expect(() => provider.verifyWebhook(payload, undefined, now)).toThrow(WebhookSignatureError);
    expect(() => provider.verifyWebhook(payload, 'garbage', now)).toThrow(WebhookSignatureError);
  });

  it('judges the age against the injected now: 299 s and 300 s accepted, 301 s refused', async () => {
    const { payload } = await signedEvent();
    expect(provider.verifyWebhook(payload, header(payload, secondsFrom(now, -299)), now).type).toBe('payment_intent.amount_capturable_updated');
    expect(provider.verifyWebhook(payload, header(payload, secondsFrom(now, -300)), now).type).toBe('payment_intent.amount_capturable_updated');
    expect(() => provider.verifyWebhook(payload, header(payload, secondsFrom(now, -301)), now)).toThrow(/tolerance/);
    // The same header verified at an earlier injected time is fine: the machine clock plays no part.
    const old = header(payload, secondsFrom(now, -3600));
    expect(() => provider.verifyWebhook(payload, old, now)).toThrow(WebhookSignatureError);
    expect(provider.verifyWebhook(payload, old, secondsFrom(now, -3600 + 10)).type).toBe('payment_intent.amount_capturable_updated');
  });

  it('refuses a timestamp more than 300 s in the future of the injected now', async () => {
    const { payload } = await signedEvent();
    expect(provider.verifyWebhook(payload, header(payload, secondsFrom(now, 300)), now).id).toMatch(/^evt_/);
    expect(() => provider.verifyWebhook(payload, header(payload, secondsFrom(now, 301)), now)).toThrow(WebhookSignatureError);
  });
});
