import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { payments, squares } from '../../src/server/db/schema';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { describeEachDatabase, DEFAULT_NOW } from './support/harness';
import { clientFor } from './support/client';
import { freshTierPools } from './support/pools';
import { recordPurchase, startCheckout, verifiedPlayer } from './support/payments';

let fake: FakeStripe;
let fakeUrl = 'http://127.0.0.1:9';
const WEBHOOK_SECRET = 'whsec_test_checkout';

beforeAll(async () => {
  fake = await startFakeStripe({ now: () => DEFAULT_NOW });
  fakeUrl = fake.url;
});
afterAll(() => fake?.close());

const THREE = [
  { row: 3, column: 3 },
  { row: 3, column: 4 },
  { row: 3, column: 5 },
];

/**
 * The buy flow in Stripe mode, against the local fake Stripe server (no network): the same routes and
 * use cases as the sandbox, the official SDK underneath, Stripe's webhooks verified by the SDK.
 */
describeEachDatabase(
  'checkout with Stripe (fake Stripe server)',
  (env) => {
    it("lets Stripe's card form load under the content security policy (its script, frames and API)", async () => {
      const policy = String((await env().app.inject({ method: 'GET', url: '/checkout/1' })).headers['content-security-policy']);
      expect(policy).toContain("script-src 'self' https://js.stripe.com");
      expect(policy).toContain("frame-src 'self' https://js.stripe.com https://hooks.stripe.com");
      expect(policy).toContain("connect-src 'self' https://api.stripe.com");
    });

    it('authorizes with manual capture, records the purchase, and every POST to Stripe carried an idempotency key', async () => {
      const { byFee } = await freshTierPools(env());
      const poolId = byFee.get(500)!;
      const { client, user } = await verifiedPlayer(env());
      expect((await clientFor(env()).get('/api/payments/config')).body).toEqual({ provider: 'stripe', publishableKey: 'pk_test_checkout', paidPlay: true });

      const payment = await startCheckout(client, poolId, THREE, 1500);
      expect(payment).toMatchObject({ captureMethod: 'manual', amount: 1500, provider: 'stripe' });
      expect(fake.intent(payment.paymentIntentId)).toMatchObject({ capture_method: 'manual', amount: 1500, status: 'requires_payment_method' });
      // The browser's Payment Element confirms with Stripe.
      expect(fake.confirm(payment.paymentIntentId).status).toBe('requires_capture');

      const purchase = await recordPurchase(client, poolId, THREE, payment);
      expect(purchase.body).toMatchObject({ outcome: 'completed', status: 'requires_capture' });
      const owned = await env().database.db.select().from(squares).where(eq(squares.poolId, poolId));
      expect(owned.map((s) => s.userId)).toEqual([user.id, user.id, user.id]);

      const posts = fake.requests.filter((r) => r.method === 'POST');
      expect(posts.length).toBeGreaterThan(0);
      expect(posts.every((r) => typeof r.idempotencyKey === 'string' && r.idempotencyKey.length > 0)).toBe(true);
      const [row] = await env().database.db.select().from(payments).where(eq(payments.intentId, payment.paymentIntentId));
      expect(posts.some((r) => r.idempotencyKey === row!.createKey)).toBe(true);
    });

    it('leaving checkout cancels the intent at Stripe with a stored key; a signed webhook completes a purchase; bad and stale signatures are refused', async () => {
      const { byFee } = await freshTierPools(env());
      const poolId = byFee.get(1000)!;
      const { client, user } = await verifiedPlayer(env());

      const left = await startCheckout(client, poolId, THREE, 3000);
      expect((await client.post('/api/cancel-escrow-payment', { paymentIntentId: left.paymentIntentId })).body).toEqual({ released: true, status: 'released' });
      expect(fake.intent(left.paymentIntentId)?.status).toBe('canceled');
      const [released] = await env().database.db.select().from(payments).where(eq(payments.intentId, left.paymentIntentId));
      const cancel = fake.requests.find((r) => r.path.endsWith(`/${left.paymentIntentId}/cancel`));
      expect(cancel?.idempotencyKey).toBe(released!.providerActionKey);

      // Other squares: the ones just left wait 2 minutes for this player (others get a turn first).
      const paid = await startCheckout(client, poolId, THREE.map((s) => ({ ...s, row: s.row + 1 })), 3000);
      fake.confirm(paid.paymentIntentId);
      const event = [...fake.events].reverse().find((e) => e.type === 'payment_intent.amount_capturable_updated')!;
      // Stripe's bytes exactly as signed (a re-serialized body would not verify).
      const webhook = async (header: string, payload: string) => {
        const response = await env().app.inject({ method: 'POST', url: '/api/webhooks/payments', headers: { 'stripe-signature': header, 'content-type': 'application/json' }, payload });
        return { status: response.statusCode, body: response.json() as unknown };
      };

      const stale = fake.signEvent(event, WEBHOOK_SECRET, new Date(env().now.getTime() - 301_000));
      expect((await webhook(stale.header, stale.payload)).status).toBe(400);
      const forged = fake.signEvent(event, 'whsec_someone_else', env().now);
      expect((await webhook(forged.header, forged.payload)).status).toBe(400);
      expect(await env().database.db.select().from(squares).where(eq(squares.poolId, poolId))).toEqual([]);

      const signed = fake.signEvent(event, WEBHOOK_SECRET, env().now);
      const accepted = await webhook(signed.header, signed.payload);
      expect(accepted.body).toEqual({ received: true, outcome: 'completed' });
      expect((await webhook(signed.header, signed.payload)).body).toEqual({ received: true, outcome: 'duplicate' });
      const owned = await env().database.db.select().from(squares).where(eq(squares.poolId, poolId));
      expect(owned.map((s) => s.userId)).toEqual([user.id, user.id, user.id]);
    });
  },
  {
    config: {
      payments: {
        paidPlay: true,
        provider: 'stripe',
        sandboxWebhooks: true,
        maxHeldSquares: 10,
        get stripe() {
          return { secretKey: 'sk_test_checkout', publishableKey: 'pk_test_checkout', webhookSecret: WEBHOOK_SECRET, apiBaseUrl: fakeUrl };
        },
      },
    },
  },
);
