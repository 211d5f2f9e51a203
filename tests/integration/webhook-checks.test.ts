/**
 * Webhooks are checked like the browser's purchase: a correctly signed event whose intent does not
 * match its payment (amount, currency, metadata naming the payment, player, pool, squares) completes
 * nothing, is audited and answered 200 'mismatch'; an event for an intent this app did not create is
 * answered 200 'ignored' (never a 4xx the provider would retry for days). Both providers: the sandbox
 * (signed with its own secret from DATA_DIR) and Stripe (the fake Stripe server, the SDK verifying).
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, sandboxEvents, sandboxPaymentIntents, squares } from '../../src/server/db/schema';
import { paymentsTick } from '../../src/server/modules/payments';
import { loadOrCreateSandboxWebhookSecret, SANDBOX_WEBHOOK_SECRET_FILE, type SandboxProvider } from '../../src/server/payments';
import { toStripeShape, type SandboxIntentRow } from '../../src/server/payments/sandbox/intent-record';
import type { StripeLikeIntent } from '../../src/server/payments/stripe-shape';
import { signatureHeader } from '../../src/server/payments/webhook-signature';
import { startFakeStripe, type FakeEvent, type FakeStripe } from '../support/fake-stripe';
import { describeEachDatabase, DEFAULT_NOW, movableClock, testConfig, type TestEnv } from './support/harness';
import { freshTierPools } from './support/pools';
import { CARDS, startCheckout, verifiedPlayer, type EscrowPayment } from './support/payments';

const THREE = [
  { row: 6, column: 1 },
  { row: 6, column: 2 },
  { row: 6, column: 3 },
];

async function postWebhook(env: TestEnv, payload: string, header: string) {
  const response = await env.app.inject({
    method: 'POST',
    url: '/api/webhooks/payments',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

async function paymentOf(env: TestEnv, intentId: string) {
  const [row] = await env.database.db.select().from(payments).where(eq(payments.intentId, intentId));
  return row!;
}

async function mismatchAudits(env: TestEnv, intentId: string) {
  return env.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'payment_mismatch'), sql`${auditLog.details}->>'intentId' = ${intentId}`));
}

async function ownedSquares(env: TestEnv, poolId: number) {
  return env.database.db.select().from(squares).where(eq(squares.poolId, poolId));
}

let eventSeq = 0;
const eventId = (prefix: string) => `${prefix}_${process.pid}_${++eventSeq}`;

/** How each field of a paid intent can differ from its payment (the metadata values are strings, as Stripe's). */
function tamperings(payment: { poolId: number }) {
  return [
    ['an amount of 1 cent', (pi: StripeLikeIntent) => ({ ...pi, amount: 1, amount_received: 1 }), ['amount']],
    ['one cent more', (pi: StripeLikeIntent) => ({ ...pi, amount: pi.amount + 1 }), ['amount']],
    ['another currency', (pi: StripeLikeIntent) => ({ ...pi, currency: 'eur' }), ['currency']],
    ['another payment in the metadata', (pi: StripeLikeIntent) => ({ ...pi, metadata: { ...pi.metadata, paymentId: '00000000-0000-4000-8000-000000000000' } }), ['payment']],
    ['another player in the metadata', (pi: StripeLikeIntent) => ({ ...pi, metadata: { ...pi.metadata, userId: '00000000-0000-4000-8000-000000000001' } }), ['player']],
    ['another pool in the metadata', (pi: StripeLikeIntent) => ({ ...pi, metadata: { ...pi.metadata, poolId: String(payment.poolId + 1) } }), ['pool']],
    ['other squares in the metadata', (pi: StripeLikeIntent) => ({ ...pi, metadata: { ...pi.metadata, squares: '9,9;9,8;9,7' } }), ['squares']],
    ['no metadata', (pi: StripeLikeIntent) => ({ ...pi, metadata: {} }), ['payment', 'player', 'pool', 'squares']],
  ] as const;
}

describe('the sandbox webhook secret file', () => {
  it('is generated once with mode 600, read back afterwards, random, and replaced when unreadable', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'squares-whsec-'));
    const first = loadOrCreateSandboxWebhookSecret(dir);
    const file = path.join(dir, SANDBOX_WEBHOOK_SECRET_FILE);
    expect(first).toMatch(/^whsec_sbx_[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(loadOrCreateSandboxWebhookSecret(dir)).toBe(first);
    expect(loadOrCreateSandboxWebhookSecret(mkdtempSync(path.join(tmpdir(), 'squares-whsec-')))).not.toBe(first);
    writeFileSync(file, 'whsec_cut');
    const replaced = loadOrCreateSandboxWebhookSecret(dir);
    expect(replaced).toMatch(/^whsec_sbx_[0-9a-f]{64}$/);
    expect(replaced).not.toBe(first);
  });
});

const clock = movableClock(DEFAULT_NOW);

describeEachDatabase(
  'sandbox webhooks are checked against the payment',
  (env) => {
    const sandbox = () => env().app.deps.payments as SandboxProvider;
    const secretFile = () => path.join(env().config.dataDir, SANDBOX_WEBHOOK_SECRET_FILE);
    const sign = (payload: string, secret = readFileSync(secretFile(), 'utf8').trim()) => signatureHeader(payload, secret, clock.now());

    async function checkout() {
      const { byFee } = await freshTierPools(env());
      const poolId = byFee.get(500)!;
      const player = await verifiedPlayer(env());
      const payment = await startCheckout(player.client, poolId, THREE, 1500);
      return { poolId, player, payment };
    }

    /** The sandbox's intent in Stripe's shape, as its own events carry it, with the status of a paid one. */
    async function paidShape(payment: EscrowPayment): Promise<StripeLikeIntent> {
      const [row] = await env().database.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, payment.paymentIntentId));
      const shape = toStripeShape(row as SandboxIntentRow);
      return { ...shape, status: 'succeeded', amount_received: shape.amount };
    }

    const eventOf = (type: string, pi: StripeLikeIntent) => JSON.stringify({ id: eventId('evt_sbx_test'), object: 'event', type, created: Math.floor(clock.now().getTime() / 1000), data: { object: pi } });

    it('the sandbox signs with its own secret from DATA_DIR (mode 600), not one derived from SESSION_SECRET', async () => {
      const secret = readFileSync(secretFile(), 'utf8').trim();
      expect(statSync(secretFile()).mode & 0o777).toBe(0o600);
      expect(sandbox().webhookSecret).toBe(secret);
      expect(loadOrCreateSandboxWebhookSecret(env().config.dataDir)).toBe(secret);
      const derived = `whsec_sbx_${createHmac('sha256', env().config.sessionSecret).update('sandbox-webhooks').digest('hex')}`;
      expect(secret).not.toBe(derived);
      expect(secret).not.toContain(env().config.sessionSecret);

      const payload = eventOf('payment_intent.created', { id: 'pi_sbx_unknown', object: 'payment_intent', amount: 100, capture_method: 'manual', client_secret: null, status: 'requires_payment_method' });
      expect((await postWebhook(env(), payload, sign(payload, derived))).status).toBe(400);
      expect((await postWebhook(env(), payload, sign(payload))).body).toEqual({ received: true, outcome: 'ignored' });
    });

    it('a correctly signed payment_intent.succeeded for 1 cent completes nothing: mismatch, audited', async () => {
      const { poolId, payment } = await checkout();
      const pi = { ...(await paidShape(payment)), amount: 1, amount_received: 1 };
      const payload = eventOf('payment_intent.succeeded', pi);
      expect(await postWebhook(env(), payload, sign(payload))).toEqual({ status: 200, body: { received: true, outcome: 'mismatch' } });
      expect(await ownedSquares(env(), poolId)).toEqual([]);
      expect(await paymentOf(env(), payment.paymentIntentId)).toMatchObject({ status: 'awaiting_payment', completedAt: null });
      const audits = await mismatchAudits(env(), payment.paymentIntentId);
      expect(audits.length).toBeGreaterThanOrEqual(1);
      expect(audits[0]!.details).toMatchObject({ source: 'webhook', fields: ['amount'], expected: { amountCents: 1500, currency: 'usd' }, reported: { amountCents: 1 } });
    });

    it('each mismatch of amount, currency or metadata completes nothing; the genuine event then completes the purchase', async () => {
      const { poolId, payment } = await checkout();
      const row = await paymentOf(env(), payment.paymentIntentId);
      const paid = await paidShape(payment);
      for (const [name, tamper, fields] of tamperings(row)) {
        const payload = eventOf('payment_intent.amount_capturable_updated', { ...tamper(paid), status: 'requires_capture', amount_received: 0 });
        const answer = await postWebhook(env(), payload, sign(payload));
        expect(answer.body, name).toEqual({ received: true, outcome: 'mismatch' });
        const [audit] = (await mismatchAudits(env(), payment.paymentIntentId)).filter((a) => a.details.eventId === JSON.parse(payload).id);
        expect(audit?.details.fields, name).toEqual(fields);
      }
      expect(await ownedSquares(env(), poolId)).toEqual([]);
      expect((await paymentOf(env(), payment.paymentIntentId)).status).toBe('awaiting_payment');

      // The real thing, as the sandbox writes it after the card is confirmed, completes.
      await sandbox().confirm(payment.paymentIntentId, payment.clientSecret, { cardNumber: CARDS.ok, expMonth: 12, expYear: 2030, cvc: '123' });
      const [event] = await env().database.db
        .select()
        .from(sandboxEvents)
        .where(and(eq(sandboxEvents.type, 'payment_intent.amount_capturable_updated'), sql`${sandboxEvents.payload}->'data'->'object'->>'id' = ${payment.paymentIntentId}`));
      const genuine = JSON.stringify(event!.payload);
      expect((await postWebhook(env(), genuine, sign(genuine))).body).toEqual({ received: true, outcome: 'completed' });
      expect((await ownedSquares(env(), poolId)).length).toBe(3);
    });

    it('an event for an intent this app did not create is acknowledged and ignored (200), whatever its metadata', async () => {
      const { payment } = await checkout();
      const paid = await paidShape(payment);
      const foreign: StripeLikeIntent[] = [
        { ...paid, id: 'pi_sbx_notours1', metadata: {} },
        { ...paid, id: 'pi_sbx_notours2', metadata: { poolId: 'not-a-pool', paymentId: 'x', userId: 'y', squares: 'z' } },
        { ...paid, id: 'pi_sbx_notours3', metadata: { ...paid.metadata, poolId: '99999999999' } },
        // Naming our payment in its metadata does not make another intent ours.
        { ...paid, id: 'pi_sbx_notours4' },
      ];
      for (const pi of foreign) {
        for (const type of ['payment_intent.succeeded', 'payment_intent.amount_capturable_updated', 'payment_intent.canceled']) {
          const payload = eventOf(type, pi);
          expect(await postWebhook(env(), payload, sign(payload)), `${pi.id} ${type}`).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
        }
      }
      expect((await paymentOf(env(), payment.paymentIntentId)).status).toBe('awaiting_payment');
    });

    it('the reconciliation pass checks the intent too: a paid intent of another amount is released, not completed', async () => {
      const { poolId, payment } = await checkout();
      // The provider's side reports 50 cents for this intent (what a tampered or mistaken intent would be).
      await env().database.db
        .update(sandboxPaymentIntents)
        .set({ intent: sql`jsonb_set(${sandboxPaymentIntents.intent}, '{amountCents}', '50')` })
        .where(eq(sandboxPaymentIntents.id, payment.paymentIntentId));
      await sandbox().confirm(payment.paymentIntentId, payment.clientSecret, { cardNumber: CARDS.ok, expMonth: 12, expYear: 2030, cvc: '123' });
      clock.advance(11 * 60_000);
      await paymentsTick(env().app.deps, clock.now());
      expect(await ownedSquares(env(), poolId)).toEqual([]);
      expect(await paymentOf(env(), payment.paymentIntentId)).toMatchObject({ status: 'released', completedAt: null });
      const [audit] = await mismatchAudits(env(), payment.paymentIntentId);
      expect(audit?.details).toMatchObject({ source: 'reconciliation', fields: ['amount'] });
    });
  },
  { clock: clock.now },
);

let fake: FakeStripe;
let fakeUrl = 'http://127.0.0.1:9';
const STRIPE_WEBHOOK_SECRET = 'whsec_test_checks';

describe('Stripe', () => {
  beforeAll(async () => {
    fake = await startFakeStripe({ now: () => DEFAULT_NOW });
    fakeUrl = fake.url;
  });
  afterAll(() => fake?.close());

  describeEachDatabase(
    'Stripe webhooks are checked against the payment (fake Stripe server)',
    (env) => {
      async function confirmedCheckout() {
        const { byFee } = await freshTierPools(env());
        const poolId = byFee.get(500)!;
        const player = await verifiedPlayer(env());
        const payment = await startCheckout(player.client, poolId, THREE, 1500);
        fake.confirm(payment.paymentIntentId);
        const event = [...fake.events].reverse().find((e) => e.type === 'payment_intent.amount_capturable_updated' && (e.data.object as { id: string }).id === payment.paymentIntentId)!;
        return { poolId, payment, event };
      }

      const withIntent = (event: FakeEvent, pi: StripeLikeIntent): FakeEvent => ({ ...event, id: eventId('evt_test'), data: { object: pi as unknown as FakeEvent['data']['object'] } });
      const post = (event: FakeEvent) => {
        const { payload, header } = fake.signEvent(event, STRIPE_WEBHOOK_SECRET, env().now);
        return postWebhook(env(), payload, header);
      };

      it('a signed event for 1 cent, another currency or other metadata completes nothing (mismatch, audited); the genuine one completes', async () => {
        const { poolId, payment, event } = await confirmedCheckout();
        const pi = event.data.object as unknown as StripeLikeIntent;
        const row = await paymentOf(env(), payment.paymentIntentId);
        for (const [name, tamper, fields] of tamperings(row)) {
          const tampered = withIntent(event, tamper(pi));
          expect((await post(tampered)).body, name).toEqual({ received: true, outcome: 'mismatch' });
          const [audit] = (await mismatchAudits(env(), payment.paymentIntentId)).filter((a) => a.details.eventId === tampered.id);
          expect(audit?.details.fields, name).toEqual(fields);
        }
        expect(await ownedSquares(env(), poolId)).toEqual([]);
        expect((await paymentOf(env(), payment.paymentIntentId)).status).toBe('awaiting_payment');

        expect((await post(event)).body).toEqual({ received: true, outcome: 'completed' });
        expect((await ownedSquares(env(), poolId)).length).toBe(3);
      });

      it('an event for an intent this app did not create is answered 200 ignored', async () => {
        const { event } = await confirmedCheckout();
        const pi = event.data.object as unknown as StripeLikeIntent;
        for (const foreign of [
          { ...pi, id: 'pi_notours_1', metadata: {} },
          { ...pi, id: 'pi_notours_2', metadata: { poolId: 'abc' } },
          { ...pi, id: 'pi_notours_3' },
        ]) {
          expect(await post(withIntent(event, foreign))).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
        }
      });
    },
    {
      config: {
        payments: {
          ...testConfig().payments,
          provider: 'stripe',
          get stripe() {
            return { secretKey: 'sk_test_checks', publishableKey: 'pk_test_checks', webhookSecret: STRIPE_WEBHOOK_SECRET, apiBaseUrl: fakeUrl };
          },
        },
      },
    },
  );
});
