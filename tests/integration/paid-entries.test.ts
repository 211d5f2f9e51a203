import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { payments, squares as squaresTable } from '../../src/server/db/schema';
import { paymentsTick } from '../../src/server/modules/payments';
import { poolLedgerJson, type StoredTransaction } from '../../src/server/modules/ledger';
import { pools } from '../../src/server/db/schema';
import { changesHeard } from './support/events';
import { describeEachDatabase, movableClock, type TestEnv } from './support/harness';
import { clientFor, signedInPlayer } from './support/client';
import { freshTierPools } from './support/pools';
import {
  buySquares,
  CARDS,
  confirmCard,
  createPayment,
  recordPurchase,
  startCheckout,
  verifiedPlayer,
} from './support/payments';

const FIVE = 500;
const THREE = [
  { row: 0, column: 0 },
  { row: 0, column: 1 },
  { row: 0, column: 2 },
];

async function poolDto(env: TestEnv, poolId: number) {
  const response = await clientFor(env).get(`/api/pools/${poolId}`);
  expect(response.status).toBe(200);
  return response.body as {
    currentParticipants: number;
    held: { row: number; column: number }[];
    escrow: Record<string, number>;
    status: string;
    digits: unknown;
  };
}

async function ownedBy(env: TestEnv, poolId: number) {
  return env.database.db
    .select({ row: squaresTable.row, column: squaresTable.column, userId: squaresTable.userId })
    .from(squaresTable)
    .where(eq(squaresTable.poolId, poolId));
}

async function ledgerOf(env: TestEnv, poolId: number) {
  const [row] = await env.database.db.select({ ledger: poolLedgerJson(poolId) }).from(pools).where(eq(pools.id, poolId));
  return (row?.ledger ?? []) as StoredTransaction[];
}

async function paymentOf(env: TestEnv, intentId: string) {
  const [row] = await env.database.db.select().from(payments).where(eq(payments.intentId, intentId));
  return row!;
}

/** A payments tick, and its changes heard by the app's read model (they travel through the relay). */
async function tick(env: TestEnv, now: Date) {
  const report = await paymentsTick(env.app.deps, now);
  await changesHeard(env);
  return report;
}

const MINUTES = 60_000;

/** The database's own message of a failed statement (drizzle wraps it as the cause). */
async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  }
  return 'no error';
}

describeEachDatabase('paid entries: checkout, holds, escrow ledger', (env) => {
  it('buys 3 squares in a $5 pool with the sandbox card: held, authorized (kickoff within 6 days), owned, in escrow', async () => {
    const { byFee } = await freshTierPools(env());
    const poolId = byFee.get(FIVE)!;
    const { client, user } = await verifiedPlayer(env());

    const payment = await startCheckout(client, poolId, THREE, 1500);
    expect(payment).toMatchObject({ amount: 1500, captureMethod: 'manual' });
    expect(new Date(payment.holdExpiresAt).getTime()).toBe(env().now.getTime() + 10 * MINUTES);
    expect((await poolDto(env(), poolId)).held).toEqual(THREE);

    const confirmed = await confirmCard(client, payment);
    expect(confirmed.body).toEqual({ status: 'requires_capture' });
    const purchase = await recordPurchase(client, poolId, THREE, payment);
    expect(purchase.status).toBe(200);
    expect(purchase.body).toMatchObject({ outcome: 'completed', status: 'requires_capture', amountCents: 1500, poolId });

    const owned = await ownedBy(env(), poolId);
    expect(owned).toHaveLength(3);
    expect(owned.every((s) => s.userId === user.id)).toBe(true);
    const pool = await poolDto(env(), poolId);
    expect(pool.held).toEqual([]);
    expect(pool.currentParticipants).toBe(3);
    expect(pool.escrow).toEqual({
      collectedCents: 1500,
      authorizedCents: 1500,
      capturedCents: 0,
      refundedCents: 0,
      houseFeeCents: 0,
      nonprofitCents: 0,
      prizesCents: 0,
    });
    const mine = (await client.get('/api/user-pools')).body as { id: number; userSpentCents: number; userSquareCount: number }[];
    expect(mine.find((p) => p.id === poolId)).toMatchObject({ userSpentCents: 1500, userSquareCount: 3 });
  });

  it('captures at once when kickoff is more than 6 days away (Purchase Complete)', async () => {
    const { byFee } = await freshTierPools(env(), { kickoffInMs: 8 * 86_400_000 });
    const poolId = byFee.get(1000)!;
    const { client } = await verifiedPlayer(env());
    const { payment, confirmed, purchase } = await buySquares(client, poolId, [{ row: 4, column: 4 }], 1000);
    expect(payment.captureMethod).toBe('automatic');
    expect(confirmed.body).toEqual({ status: 'succeeded' });
    expect(purchase.body).toMatchObject({ outcome: 'completed', status: 'succeeded' });
    expect((await poolDto(env(), poolId)).escrow).toMatchObject({ collectedCents: 1000, authorizedCents: 0, capturedCents: 1000 });
  });

  it('a declined card buys nothing; the player may try another card; leaving checkout releases the squares at once', async () => {
    const { byFee } = await freshTierPools(env());
    const poolId = byFee.get(FIVE)!;
    const { client } = await verifiedPlayer(env());
    const payment = await startCheckout(client, poolId, THREE, 1500);

    const declined = await confirmCard(client, payment, CARDS.declined);
    expect(declined.status).toBe(200);
    expect(declined.body).toEqual({ status: 'requires_payment_method', error: expect.objectContaining({ code: 'card_declined', message: 'Your card was declined.' }) });
    const poor = await confirmCard(client, payment, CARDS.insufficientFunds);
    expect(poor.body).toMatchObject({ error: { declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' } });
    const early = await recordPurchase(client, poolId, THREE, payment);
    expect(early.status).toBe(409);
    expect(await ownedBy(env(), poolId)).toEqual([]);
    expect((await poolDto(env(), poolId)).held).toHaveLength(3);

    const back = await client.post('/api/cancel-escrow-payment', { paymentIntentId: payment.paymentIntentId });
    expect(back.body).toEqual({ released: true, status: 'released' });
    expect((await poolDto(env(), poolId)).held).toEqual([]);
    // The intent is cancelled at the provider: the card can no longer be charged for it.
    expect((await env().app.deps.payments.retrieveIntent(payment.paymentIntentId))?.status).toBe('canceled');
    expect((await confirmCard(client, payment)).status).toBe(409);

    // Someone else can take them now.
    const other = await verifiedPlayer(env());
    const bought = await buySquares(other.client, poolId, THREE, 1500);
    expect(bought.purchase.body).toMatchObject({ outcome: 'completed' });
    expect((await poolDto(env(), poolId)).escrow).toMatchObject({ collectedCents: 1500, refundedCents: 0 });
  });

  it('one checkout per player and pool: a changed cart releases the checkout left behind', async () => {
    const { byFee } = await freshTierPools(env());
    const poolId = byFee.get(FIVE)!;
    const { client } = await verifiedPlayer(env());
    const first = await startCheckout(client, poolId, THREE.slice(0, 2), 1000);
    const second = await startCheckout(client, poolId, [{ row: 7, column: 7 }], FIVE);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect((await poolDto(env(), poolId)).held).toEqual([{ row: 7, column: 7 }]);
    expect(await paymentOf(env(), first.paymentIntentId)).toMatchObject({ status: 'released', outcomeReason: 'abandoned', providerAction: 'cancel' });
  });

  it('two players racing for the same squares: exactly one holds them, the other gets 409 (held: being paid for)', async () => {
    const { byFee } = await freshTierPools(env());
    const poolId = byFee.get(2500)!;
    const [a, b] = await Promise.all([verifiedPlayer(env()), verifiedPlayer(env())]);
    const results = await Promise.all([createPayment(a.client, poolId, THREE, 7500), createPayment(b.client, poolId, THREE.slice(1), 5000)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.body).toMatchObject({ code: 'square_held', message: 'This square is being paid for by another player.' });
  });

  it('a hold expires after 10 minutes: the ticker releases the squares and cancels the intent', async () => {
    const { byFee } = await freshTierPools(env());
    const poolId = byFee.get(FIVE)!;
    const { client } = await verifiedPlayer(env());
    const payment = await startCheckout(client, poolId, THREE, 1500);

    await tick(env(), new Date(env().now.getTime() + 9 * MINUTES));
    expect((await poolDto(env(), poolId)).held).toHaveLength(3);
    const report = await tick(env(), new Date(env().now.getTime() + 10 * MINUTES));
    expect(report.released).toBeGreaterThanOrEqual(1);
    expect((await poolDto(env(), poolId)).held).toEqual([]);
    expect(await paymentOf(env(), payment.paymentIntentId)).toMatchObject({ status: 'released', outcomeReason: 'hold_expired' });
    expect((await env().app.deps.payments.retrieveIntent(payment.paymentIntentId))?.status).toBe('canceled');
  });

  it('completes by webhook only, when the browser never comes back', async () => {
    const { byFee } = await freshTierPools(env());
    const poolId = byFee.get(FIVE)!;
    const { client, user } = await verifiedPlayer(env());
    const payment = await startCheckout(client, poolId, THREE, 1500);
    expect((await confirmCard(client, payment)).body).toEqual({ status: 'requires_capture' });
    await env().app.deliverPaymentWebhooks!();
    const owned = await ownedBy(env(), poolId);
    expect(owned.map((s) => s.userId)).toEqual([user.id, user.id, user.id]);
    expect(await paymentOf(env(), payment.paymentIntentId)).toMatchObject({ status: 'completed' });
    // The browser returning late gets the same answer.
    expect((await recordPurchase(client, poolId, THREE, payment)).body).toMatchObject({ outcome: 'completed' });
  });

  it('purchase-squares sent 3 times (at once) records one purchase', async () => {
    const { byFee } = await freshTierPools(env());
    const poolId = byFee.get(FIVE)!;
    const { client } = await verifiedPlayer(env());
    const payment = await startCheckout(client, poolId, THREE, 1500);
    await confirmCard(client, payment);
    const answers = await Promise.all([1, 2, 3].map(() => recordPurchase(client, poolId, THREE, payment)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    await env().app.deliverPaymentWebhooks!();
    expect(await ownedBy(env(), poolId)).toHaveLength(3);
    const ledger = await ledgerOf(env(), poolId);
    expect(ledger.map((t) => t.id)).toEqual([`${payment.paymentIntentId}:authorize`]);
  });

  it('the purchase that sells the last square fills the pool and draws the digits, as a free claim does', async () => {
    const { byFee } = await freshTierPools(env());
    const poolId = byFee.get(FIVE)!;
    // A small board (the lifecycle and the draw only count squares against max_participants).
    await env().database.db.update(pools).set({ maxParticipants: 4 }).where(eq(pools.id, poolId));
    const first = await verifiedPlayer(env());
    await buySquares(first.client, poolId, [{ row: 9, column: 9 }], FIVE);
    const second = await verifiedPlayer(env());
    const { purchase } = await buySquares(second.client, poolId, THREE, 1500);
    expect(purchase.body).toMatchObject({ outcome: 'completed' });
    const pool = await poolDto(env(), poolId);
    expect(pool.status).toBe('full');
    expect(pool.digits).not.toBeNull();
    expect(pool.escrow).toMatchObject({ collectedCents: 2000, authorizedCents: 2000 });
  });

  it('an unverified player gets 403 pointing to /age-verification; a blocked state gets 403', async () => {
    const { byFee } = await freshTierPools(env());
    const poolId = byFee.get(FIVE)!;
    const { client } = await signedInPlayer(env());
    const answer = await createPayment(client, poolId, THREE, 1500);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'verification_required', message: expect.stringContaining('/age-verification') });
    expect((await poolDto(env(), poolId)).held).toEqual([]);
  });

  it('refuses bad input with 400s naming the problem, and writes nothing', async () => {
    const { byFee } = await freshTierPools(env());
    const poolId = byFee.get(FIVE)!;
    const { client } = await verifiedPlayer(env());
    const post = (body: unknown) => client.post('/api/create-escrow-payment', body);
    const cases: [unknown, number, RegExp][] = [
      [{ amount: '5.00', poolId, squares: [{ row: 1.5, column: 0 }] }, 400, /row/],
      [{ amount: '10.00', poolId, squares: [{ row: 1, column: 1 }, { row: 1, column: 1 }] }, 400, /more than once/],
      [{ amount: 5.5, poolId, squares: [{ row: 1, column: 1 }] }, 400, /amount/],
      [{ amount: '5.00', poolId: 999_999, squares: [{ row: 1, column: 1 }] }, 404, /not found/],
      [{ amount: '30.00', poolId, squares: [0, 1, 2, 3, 4, 5].map((c) => ({ row: 2, column: c })) }, 400, /at most 5/],
      [{ amount: '10.00', poolId, squares: [{ row: 1, column: 1 }] }, 400, /^This checkout asked for \$10\.00, but 1 square costs \$5\.00\. .+ Nothing was charged\.$/],
      [{ amount: '5.00', poolId: byFee.get(0)!, squares: [{ row: 1, column: 1 }] }, 400, /free/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await post(body);
      expect({ body, status: answer.status }).toEqual({ body, status });
      expect((answer.body as { message: string }).message).toMatch(message);
    }
    expect((await poolDto(env(), poolId)).held).toEqual([]);
    expect(await env().database.db.select().from(payments).where(eq(payments.poolId, poolId))).toEqual([]);
    // Whole dollars as a number are fine.
    expect((await post({ amount: 5, poolId, squares: [{ row: 1, column: 1 }] })).status).toBe(200);
  });

  it('the ledger is append-only and every transaction balances (the database refuses otherwise)', async () => {
    const { db } = env().database;
    expect(await failure(db.execute(sql`update ledger_entries set amount_cents = amount_cents + 1`))).toMatch(/append-only/);
    expect(await failure(db.execute(sql`delete from ledger_transactions`))).toMatch(/append-only/);
    const unbalanced = db.transaction(async (tx) => {
      await tx.execute(sql`insert into ledger_transactions (id, phase, created_at) values ('bad:1', 'posted', '2026-11-21T15:00:00Z')`);
      await tx.execute(sql`insert into ledger_entries (transaction_id, side, account, amount_cents) values ('bad:1', 'debit', 'player_payments', 5), ('bad:1', 'credit', 'house_fees', 4)`);
    });
    expect(await failure(unbalanced)).toMatch(/unbalanced/);
  });
});

describeEachDatabase(
  'paid entries when PAID_PLAY=off',
  (env) => {
    it('refuses paid purchases with a clear message; free pools keep working', async () => {
      const { byFee } = await freshTierPools(env());
      const { client } = await verifiedPlayer(env());
      const answer = await createPayment(client, byFee.get(FIVE)!, THREE, 1500);
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ code: 'paid_play_off', message: expect.stringMatching(/not available/) });
      expect((await clientFor(env()).get('/api/payments/config')).body).toEqual({ provider: 'sandbox', publishableKey: null, paidPlay: false });
      const free = await client.post(`/api/pools/${byFee.get(0)!}/squares`, { squares: THREE });
      expect(free.status).toBe(201);
    });
  },
  { config: { payments: { paidPlay: false, provider: 'sandbox', stripe: undefined, sandboxWebhooks: true, maxHeldSquares: 10 } } },
);

const clock = movableClock();

describeEachDatabase(
  'paid entries across the hold deadline',
  (env) => {
    it('a payment confirmed after its hold expired and the squares were taken is voided: none owned, nothing charged, the player told why', async () => {
      clock.reset();
      const { byFee } = await freshTierPools(env());
      const poolId = byFee.get(FIVE)!;
      const late = await verifiedPlayer(env());
      const payment = await startCheckout(late.client, poolId, THREE, 1500);

      // 11 minutes on, before the ticker has run, another player takes the same squares (checkout releases expired holds first).
      clock.advance(11 * MINUTES);
      const quick = await verifiedPlayer(env());
      expect((await buySquares(quick.client, poolId, THREE, 1500)).purchase.body).toMatchObject({ outcome: 'completed' });

      // The late player's card goes through only now (the intent's cancel had not reached the provider yet).
      expect((await confirmCard(late.client, payment)).body).toEqual({ status: 'requires_capture' });
      const answer = await recordPurchase(late.client, poolId, THREE, payment);
      expect(answer.body).toMatchObject({ outcome: 'rejected', message: expect.stringMatching(/expired/) });
      expect((await env().app.deps.payments.retrieveIntent(payment.paymentIntentId))?.status).toBe('canceled');
      expect((await ownedBy(env(), poolId)).every((s) => s.userId === quick.user.id)).toBe(true);
      // The ledger explains it: 30.00 came in, 15.00 of it (the late authorization) went straight back.
      expect((await poolDto(env(), poolId)).escrow).toMatchObject({ collectedCents: 3000, authorizedCents: 1500, refundedCents: 1500 });
      expect(await paymentOf(env(), payment.paymentIntentId)).toMatchObject({ status: 'rejected', providerActionDoneAt: expect.any(Date) });
    });

    it('reconciliation: a payment confirmed but never reported is completed when its hold runs out', async () => {
      clock.reset();
      const { byFee } = await freshTierPools(env());
      const poolId = byFee.get(FIVE)!;
      const { client, user } = await verifiedPlayer(env());
      const payment = await startCheckout(client, poolId, THREE, 1500);
      expect((await confirmCard(client, payment)).body).toEqual({ status: 'requires_capture' });
      // No webhook (SANDBOX_WEBHOOKS=off here) and no browser: the ticker asks the provider when the hold ends.
      clock.advance(10 * MINUTES);
      const report = await paymentsTick(env().app.deps, clock.now());
      expect(report.reconciled).toBe(1);
      expect((await ownedBy(env(), poolId)).map((s) => s.userId)).toEqual([user.id, user.id, user.id]);
      expect(await paymentOf(env(), payment.paymentIntentId)).toMatchObject({ status: 'completed' });
    });
  },
  { clock: clock.now, config: { payments: { paidPlay: true, provider: 'sandbox', stripe: undefined, sandboxWebhooks: false, maxHeldSquares: 10 } } },
);
