/**
 * What a payment owes its provider (a cancel, a refund) when the provider refuses: retried by the
 * tickers with a growing wait, a bounded number of times, then handed to the operator queue; an action
 * the provider can never perform (a cancel of an intent captured outside the app) goes to the queue at
 * once instead of being asked again and again. The queue is read and settled through the System tab's
 * admin API.
 */
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  PROVIDER_ACTION_MAX_ATTEMPTS,
  providerActionRetryDelayMs,
} from '../../src/domain/provider-action-retry';
import type { ProviderActionQueueItem } from '../../src/domain/schemas';
import { auditLog, payments, providerActionQueue } from '../../src/server/db/schema';
import { completePurchase, paymentsTick, releasePayment, type PaymentDeps } from '../../src/server/modules/payments';
import { escrowTick } from '../../src/server/modules/payouts';
import { PaymentProviderError, type PaymentProvider, type SandboxProvider } from '../../src/server/payments';
import { clientFor, signedInAdmin } from './support/client';
import { describeEachDatabase, DEFAULT_NOW, movableClock, type TestEnv } from './support/harness';
import { freshTierPools } from './support/pools';
import { CARDS, startCheckout, verifiedPlayer } from './support/payments';

const clock = movableClock(DEFAULT_NOW);
const CARD = { cardNumber: CARDS.ok, expMonth: 12, expYear: 2030, cvc: '123' };

type Call = { method: 'cancelIntent' | 'refundIntent'; intentId: string; at: Date };

/**
 * The app's sandbox seen through a recorder: every cancel and refund is noted (with the clock's time),
 * and `refuse` makes them fail as a provider outage would, before reaching the sandbox.
 */
function recordingProvider(sandbox: SandboxProvider, refuse: (call: Call) => boolean) {
  const calls: Call[] = [];
  const provider = Object.create(sandbox) as SandboxProvider;
  for (const method of ['cancelIntent', 'refundIntent'] as const) {
    const real = sandbox[method].bind(sandbox) as (id: string, options: { idempotencyKey: string }) => Promise<never>;
    Object.defineProperty(provider, method, {
      value: async (id: string, options: { idempotencyKey: string }) => {
        const call = { method, intentId: id, at: clock.now() };
        calls.push(call);
        if (refuse(call)) throw new PaymentProviderError('An error occurred with our connection to Stripe.', 'api_connection_error');
        return real(id, options);
      },
    });
  }
  return { provider: provider as PaymentProvider, calls, of: (intentId: string) => calls.filter((c) => c.intentId === intentId) };
}

function depsWith(env: TestEnv, payments: PaymentProvider): PaymentDeps {
  return { ...env.app.deps, payments };
}

async function paymentRow(env: TestEnv, intentId: string) {
  const [row] = await env.database.db.select().from(payments).where(eq(payments.intentId, intentId));
  return row!;
}

async function queueRow(env: TestEnv, paymentId: string) {
  const [row] = await env.database.db.select().from(providerActionQueue).where(eq(providerActionQueue.paymentId, paymentId));
  return row;
}

/** A checkout in a manual-capture pool (kickoff tomorrow): its intent can be authorized, then captured. */
async function checkout(env: TestEnv, square = { row: 7, column: 7 }) {
  // Kickoff a day after the clock's now (earlier tests move the clock on).
  const { byFee } = await freshTierPools(env, { kickoffInMs: clock.now().getTime() - env.now.getTime() + 24 * 3_600_000 });
  const poolId = byFee.get(500)!;
  const player = await verifiedPlayer(env);
  const payment = await startCheckout(player.client, poolId, [square], 500);
  return { poolId, player, payment };
}

describeEachDatabase(
  'provider actions: bounded retries with backoff, and the operator queue',
  (env) => {
    const sandbox = () => env().app.deps.payments as SandboxProvider;

    it('a provider that keeps refusing a cancel is asked a bounded number of times, each wait longer, then the operator queue has it', async () => {
      const { payment } = await checkout(env());
      // The player left: the squares are free and the intent is owed a cancel.
      await env().app.deps.run(releasePayment, { intentId: payment.paymentIntentId, reason: 'abandoned' });
      const row = await paymentRow(env(), payment.paymentIntentId);
      expect(row).toMatchObject({ status: 'released', providerAction: 'cancel', providerActionDoneAt: null });
      const refusing = recordingProvider(sandbox(), () => true);
      const deps = depsWith(env(), refusing.provider);

      for (let attempt = 1; attempt <= PROVIDER_ACTION_MAX_ATTEMPTS; attempt++) {
        await paymentsTick(deps, clock.now());
        expect(refusing.of(payment.paymentIntentId), `attempt ${attempt}`).toHaveLength(attempt);
        const state = await queueRow(env(), row.id);
        expect(state?.attempts).toBe(attempt);
        if (attempt === PROVIDER_ACTION_MAX_ATTEMPTS) break;
        // Not before its time: a tick 1 ms early (and the escrow ticker, which also performs owed actions) asks nothing.
        clock.advance(state!.nextAttemptAt!.getTime() - clock.now().getTime() - 1);
        await paymentsTick(deps, clock.now());
        await escrowTick(deps, clock.now());
        expect(refusing.of(payment.paymentIntentId)).toHaveLength(attempt);
        clock.advance(1);
      }

      const times = refusing.of(payment.paymentIntentId).map((c) => c.at.getTime());
      const waits = times.slice(1).map((t, i) => t - times[i]!);
      expect(waits).toEqual(Array.from({ length: PROVIDER_ACTION_MAX_ATTEMPTS - 1 }, (_, i) => providerActionRetryDelayMs(i + 1)));
      for (let i = 1; i < waits.length; i++) expect(waits[i]!).toBeGreaterThan(waits[i - 1]!);

      const queued = await queueRow(env(), row.id);
      expect(queued).toMatchObject({ operatorReason: 'attempts_exhausted', nextAttemptAt: null, attempts: PROVIDER_ACTION_MAX_ATTEMPTS, handledAt: null });
      expect(queued!.lastError).toContain('api_connection_error');
      // Bounded: a day later, both tickers leave it to the operator.
      clock.advance(24 * 3_600_000);
      await paymentsTick(deps, clock.now());
      await escrowTick(deps, clock.now());
      expect(refusing.of(payment.paymentIntentId)).toHaveLength(PROVIDER_ACTION_MAX_ATTEMPTS);
      expect((await paymentRow(env(), payment.paymentIntentId)).providerActionDoneAt).toBeNull();

      const { client: admin } = await signedInAdmin(env());
      const listed = (await admin.get('/api/admin/provider-actions')).body as { items: ProviderActionQueueItem[] };
      expect(listed.items.find((i) => i.payment.id === row.id)).toMatchObject({ action: 'cancel', reason: 'attempts_exhausted', attempts: PROVIDER_ACTION_MAX_ATTEMPTS });
    });

    it('a refusal that clears up before the bound: the next due attempt succeeds and nothing reaches the queue', async () => {
      const { payment } = await checkout(env(), { row: 7, column: 6 });
      await env().app.deps.run(releasePayment, { intentId: payment.paymentIntentId, reason: 'abandoned' });
      let outage = true;
      const flaky = recordingProvider(sandbox(), () => outage);
      const deps = depsWith(env(), flaky.provider);
      await paymentsTick(deps, clock.now());
      const row = await paymentRow(env(), payment.paymentIntentId);
      const state = await queueRow(env(), row.id);
      expect(state).toMatchObject({ attempts: 1, operatorReason: null });
      outage = false;
      clock.advance(state!.nextAttemptAt!.getTime() - clock.now().getTime());
      await paymentsTick(deps, clock.now());
      expect(flaky.of(payment.paymentIntentId)).toHaveLength(2);
      expect((await paymentRow(env(), payment.paymentIntentId)).providerActionDoneAt).not.toBeNull();
      expect((await sandbox().retrieveIntent(payment.paymentIntentId))?.status).toBe('canceled');
    });

    it('a cancel of an intent captured outside the app goes to the operator queue at once (not asked again and again), named in the admin API, and can be marked handled', async () => {
      const { poolId, player, payment } = await checkout(env(), { row: 8, column: 8 });
      // The card is authorized, but the checkout was released first: the purchase is refused and the
      // authorization owed a cancel...
      await sandbox().confirm(payment.paymentIntentId, payment.clientSecret, CARD);
      await env().app.deps.run(releasePayment, { intentId: payment.paymentIntentId, reason: 'hold_expired' });
      const authorized = (await sandbox().retrieveIntent(payment.paymentIntentId))!;
      expect(await env().app.deps.run(completePurchase, { intent: authorized })).toMatchObject({ outcome: 'rejected' });
      const row = await paymentRow(env(), payment.paymentIntentId);
      expect(row).toMatchObject({ status: 'rejected', providerAction: 'cancel', providerActionDoneAt: null });
      // ...and before the app cancels it, someone captures it in the provider's dashboard.
      await sandbox().captureIntent(payment.paymentIntentId, { idempotencyKey: `dashboard-capture-${row.id}` });

      const recorder = recordingProvider(sandbox(), () => false);
      const deps = depsWith(env(), recorder.provider);
      await paymentsTick(deps, clock.now());
      expect(recorder.of(payment.paymentIntentId)).toHaveLength(1);
      const queued = await queueRow(env(), row.id);
      expect(queued).toMatchObject({ operatorReason: 'impossible', nextAttemptAt: null, handledAt: null, action: 'cancel' });
      expect(queued!.operatorDetail).toMatch(/captured outside the app/);
      clock.advance(24 * 3_600_000);
      await paymentsTick(deps, clock.now());
      await escrowTick(deps, clock.now());
      expect(recorder.of(payment.paymentIntentId)).toHaveLength(1);

      // The System tab's API: admins only.
      expect((await clientFor(env()).get('/api/admin/provider-actions')).status).toBe(401);
      expect((await player.client.get('/api/admin/provider-actions')).status).toBe(403);
      expect((await player.client.post(`/api/admin/provider-actions/${queued!.id}/handled`)).status).toBe(403);
      const { client: admin, user: adminUser } = await signedInAdmin(env());
      const listed = (await admin.get('/api/admin/provider-actions')).body as { items: ProviderActionQueueItem[] };
      const item = listed.items.find((i) => i.id === queued!.id);
      expect(item).toMatchObject({
        action: 'cancel',
        reason: 'impossible',
        handledAt: null,
        payment: { id: row.id, intentId: payment.paymentIntentId, provider: 'sandbox', amountCents: 500, status: 'rejected', poolId, playerId: player.user.id, playerLabel: player.email },
      });
      expect(item!.payment.poolName).toMatch(/\S/);

      const handled = await admin.post(`/api/admin/provider-actions/${queued!.id}/handled`);
      expect(handled.status).toBe(200);
      expect(handled.body).toMatchObject({ id: queued!.id, handledAt: clock.now().toISOString() });
      expect((await paymentRow(env(), payment.paymentIntentId)).providerActionDoneAt).toEqual(clock.now());
      const listedAfter = (await admin.get('/api/admin/provider-actions')).body as { items: ProviderActionQueueItem[] };
      expect(listedAfter.items.some((i) => i.id === queued!.id)).toBe(false);
      expect((await admin.post(`/api/admin/provider-actions/${queued!.id}/handled`)).status).toBe(200);
      expect((await admin.post('/api/admin/provider-actions/999999999/handled')).status).toBe(404);
      const audits = await env().database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'provider_action_handled'), sql`${auditLog.details}->>'paymentId' = ${row.id}`));
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ actorUserId: adminUser.id, subjectUserId: player.user.id });
    }, 30_000);

    it('a cancel that finds the intent captured, for a purchase still to settle, turns into a refund (bounded steps, no queue)', async () => {
      const { payment } = await checkout(env(), { row: 8, column: 9 });
      await sandbox().confirm(payment.paymentIntentId, payment.clientSecret, CARD);
      await sandbox().captureIntent(payment.paymentIntentId, { idempotencyKey: `capture-before-release-${payment.paymentIntentId}` });
      // Released with a cancel owed; the provider has the money: settling rejects the purchase and refunds it.
      await env().app.deps.run(releasePayment, { intentId: payment.paymentIntentId, reason: 'hold_expired' });
      const recorder = recordingProvider(sandbox(), () => false);
      await paymentsTick(depsWith(env(), recorder.provider), clock.now());
      expect(recorder.of(payment.paymentIntentId).map((c) => c.method)).toEqual(['cancelIntent', 'refundIntent']);
      const row = await paymentRow(env(), payment.paymentIntentId);
      expect(row).toMatchObject({ status: 'rejected', providerAction: 'refund' });
      expect(row.providerActionDoneAt).not.toBeNull();
      expect(await queueRow(env(), row.id)).toBeUndefined();
      expect((await sandbox().retrieveIntent(payment.paymentIntentId))?.amountRefundedCents).toBe(500);
    });
  },
  { clock: clock.now },
);
