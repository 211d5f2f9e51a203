import { expect, it } from 'vitest';
import { poolLedgerResponseSchema, userPoolSchema, type PoolLedgerResponse } from '../../src/domain/schemas';
import { clientFor, signedInAdmin, signedInPlayer, type TestClient } from './support/client';
import { describeEachDatabase, type TestEnv } from './support/harness';
import { CARDS, buySquares, confirmCard, recordPurchase, verifiedPlayer, type EscrowPayment, type Square } from './support/payments';
import { freshTierPools } from './support/pools';

const FIVE = 500;
const TWO = [
  { row: 3, column: 4 },
  { row: 7, column: 1 },
];

async function verifiedAdmin(env: TestEnv) {
  const admin = await signedInAdmin(env);
  const verified = await admin.client.post('/api/verify-age', { dateOfBirth: '1985-06-15', residenceState: 'NY', residenceCountry: 'US' });
  expect(verified.status).toBe(200);
  return admin;
}

/** The tester's create call (spec section 7), with the amount in dollars as the page sends it. */
function createIntent(client: TestClient, poolId: number, squares: Square[], amount: string | number) {
  return client.post('/api/create-payment-intent', { amount, poolId, squares });
}

async function ledgerOf(client: TestClient, poolId: number): Promise<PoolLedgerResponse> {
  const response = await client.get(`/api/admin/pools/${poolId}/ledger`);
  expect(response.status, response.text).toBe(200);
  return poolLedgerResponseSchema.parse(response.body);
}

const NO_MONEY = { collectedCents: 0, authorizedCents: 0, capturedCents: 0, refundedCents: 0, houseFeeCents: 0, nonprofitCents: 0, prizesCents: 0 };

describeEachDatabase('payment tester: create-payment-intent and the pool ledger', (env) => {
  it('an admin creates an intent, confirms it with the sandbox card, records it, and sees the pending authorization in escrow', async () => {
    const { byFee } = await freshTierPools(env());
    const poolId = byFee.get(FIVE)!;
    // Verification first, as for any player (D14): the admin's first try is refused.
    const unverified = await signedInAdmin(env());
    const refused = await createIntent(unverified.client, poolId, TWO, '10.00');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'verification_required' });

    const { client, user } = await verifiedAdmin(env());
    expect(await ledgerOf(client, poolId)).toEqual({ poolId, transactions: [], balances: [], escrow: NO_MONEY });

    const created = await createIntent(client, poolId, TWO, '10.00');
    expect(created.status, created.text).toBe(200);
    const payment = created.body as EscrowPayment & { holdSecondsLeft: number; provider: string };
    expect(payment).toMatchObject({ amount: 1000, captureMethod: 'manual', provider: 'sandbox', holdSecondsLeft: 600 });
    expect(payment.paymentIntentId).toMatch(/^pi_/);
    // The squares are held exactly as checkout holds them.
    expect(((await clientFor(env()).get(`/api/pools/${poolId}`)).body as { held: Square[] }).held).toEqual(
      [...TWO].sort((a, b) => a.row - b.row || a.column - b.column),
    );

    const confirmed = await confirmCard(client, payment, CARDS.ok);
    expect(confirmed.body).toEqual({ status: 'requires_capture' });
    const purchase = await recordPurchase(client, poolId, TWO, payment);
    expect(purchase.status, purchase.text).toBe(200);
    expect(purchase.body).toMatchObject({ outcome: 'completed', status: 'requires_capture', amountCents: 1000 });

    const squares = (await clientFor(env()).get(`/api/pools/${poolId}/squares`)).body as { row: number; column: number; userId: string }[];
    expect(squares.filter((s) => s.userId === user.id)).toHaveLength(2);

    const ledger = await ledgerOf(client, poolId);
    expect(ledger.transactions).toEqual([
      {
        id: `${payment.paymentIntentId}:authorize`,
        phase: 'pending',
        paymentIntentId: payment.paymentIntentId,
        step: 'authorize',
        createdAt: env().now.toISOString(),
        entries: [
          { side: 'debit', account: 'player_payments', amountCents: 1000 },
          { side: 'credit', account: `pool_escrow:${poolId}`, amountCents: 1000 },
        ],
      },
    ]);
    expect(ledger.balances).toEqual([
      { account: 'player_payments', postedCents: 0, pendingCents: -1000 },
      { account: `pool_escrow:${poolId}`, postedCents: 0, pendingCents: 1000 },
    ]);
    expect(ledger.escrow).toEqual({ ...NO_MONEY, collectedCents: 1000, authorizedCents: 1000 });
    // The pool page's escrow panel and the tester read the same ledger.
    expect(((await clientFor(env()).get(`/api/pools/${poolId}`)).body as { escrow: unknown }).escrow).toEqual(ledger.escrow);

    // Refunding escrow (the tester's other button) voids the authorization: the ledger shows the void.
    const refund = await client.post('/api/admin/refund-escrow', { poolId });
    expect(refund.status, refund.text).toBe(200);
    const after = await ledgerOf(client, poolId);
    expect(after.transactions.map((t) => [t.id, t.phase, t.step])).toEqual([
      [`${payment.paymentIntentId}:authorize`, 'pending', 'authorize'],
      [`${payment.paymentIntentId}:cancel`, 'void_pending', 'cancel'],
    ]);
    expect(after.balances).toEqual([
      { account: 'player_payments', postedCents: 0, pendingCents: 0 },
      { account: `pool_escrow:${poolId}`, postedCents: 0, pendingCents: 0 },
    ]);
    expect(after.escrow).toEqual({ ...NO_MONEY, collectedCents: 1000, refundedCents: 1000 });
    expect((refund.body as { escrow: unknown }).escrow).toEqual(after.escrow);
  });

  it("lists every transaction in order: a player's capture at once, then the admin's, with posted balances", async () => {
    const { byFee } = await freshTierPools(env(), { kickoffInMs: 8 * 86_400_000 });
    const poolId = byFee.get(1000)!;
    const player = await verifiedPlayer(env());
    const bought = await buySquares(player.client, poolId, [{ row: 0, column: 0 }], 1000);
    expect(bought.purchase.body).toMatchObject({ outcome: 'completed', status: 'succeeded' });

    const { client } = await verifiedAdmin(env());
    const created = await createIntent(client, poolId, TWO, 20);
    expect(created.status, created.text).toBe(200);
    const payment = created.body as EscrowPayment;
    expect(payment.captureMethod).toBe('automatic');
    expect((await confirmCard(client, payment)).body).toEqual({ status: 'succeeded' });
    expect((await recordPurchase(client, poolId, TWO, payment)).status).toBe(200);

    const ledger = await ledgerOf(client, poolId);
    expect(ledger.transactions.map((t) => [t.id, t.phase, t.step])).toEqual([
      [`${bought.payment.paymentIntentId}:captured`, 'posted', 'captured'],
      [`${payment.paymentIntentId}:captured`, 'posted', 'captured'],
    ]);
    expect(ledger.transactions[1]!.entries).toEqual([
      { side: 'debit', account: 'player_payments', amountCents: 2000 },
      { side: 'credit', account: `pool_escrow:${poolId}`, amountCents: 2000 },
    ]);
    expect(ledger.balances).toEqual([
      { account: 'player_payments', postedCents: -3000, pendingCents: 0 },
      { account: `pool_escrow:${poolId}`, postedCents: 3000, pendingCents: 0 },
    ]);
    expect(ledger.escrow).toEqual({ ...NO_MONEY, collectedCents: 3000, capturedCents: 3000 });
  });

  it('keeps every checkout rule for the admin: the amount checked, paid pools only, a declined card records nothing', async () => {
    const { byFee } = await freshTierPools(env());
    const poolId = byFee.get(FIVE)!;
    const { client } = await verifiedAdmin(env());
    const wrongAmount = await createIntent(client, poolId, TWO, '9.99');
    expect(wrongAmount.status).toBe(400);
    expect(wrongAmount.body).toMatchObject({ code: 'amount_mismatch' });

    const free = await createIntent(client, (await freshTierPools(env())).byFee.get(0)!, TWO, '10.00');
    expect(free.status).toBe(400);
    expect(free.body).toMatchObject({ code: 'not_paid_pool' });

    const created = await createIntent(client, poolId, TWO, '10.00');
    const payment = created.body as EscrowPayment;
    const declined = await confirmCard(client, payment, CARDS.declined);
    expect(declined.body).toMatchObject({ status: 'requires_payment_method', error: { code: 'card_declined' } });
    const record = await recordPurchase(client, poolId, TWO, payment);
    expect(record.status).toBe(409);
    expect(record.body).toMatchObject({ code: 'payment_not_completed' });
    expect(await ledgerOf(client, poolId)).toEqual({ poolId, transactions: [], balances: [], escrow: NO_MONEY });
  });

  it('refuses players (403) and visitors (401) on both admin routes; bad input 400, a missing pool 404', async () => {
    const { byFee } = await freshTierPools(env());
    const poolId = byFee.get(FIVE)!;
    const player = await verifiedPlayer(env());
    const visitor = clientFor(env());
    const body = { amount: '5.00', poolId, squares: [{ row: 1, column: 1 }] };

    for (const [client, status] of [
      [player.client, 403],
      [visitor, 401],
    ] as const) {
      const create = await client.post('/api/create-payment-intent', body);
      expect(create.status).toBe(status);
      const ledger = await client.get(`/api/admin/pools/${poolId}/ledger`);
      expect(ledger.status).toBe(status);
    }
    expect((await player.client.post('/api/create-payment-intent', body)).body).toMatchObject({ message: 'Admin access required' });
    expect(((await clientFor(env()).get(`/api/pools/${poolId}`)).body as { held: unknown[] }).held).toEqual([]);

    const { client } = await verifiedAdmin(env());
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await client.get(`/api/admin/pools/${id}/ledger`);
      expect(response.status, id).toBe(400);
      expect((response.body as { message: string }).message).toContain('pool id must be a positive whole number');
    }
    const missing = await client.get('/api/admin/pools/2147483647/ledger');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'Pool 2147483647 not found', code: 'not_found' });

    const badBodies = [
      { ...body, poolId: 'x' },
      { ...body, amount: 5.5 },
      { ...body, squares: [] },
      { ...body, squares: [{ row: 10, column: 0 }] },
      { amount: '5.00', poolId },
    ];
    for (const bad of badBodies) {
      const response = await client.post('/api/create-payment-intent', bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
    const gone = await client.post('/api/create-payment-intent', { ...body, poolId: 2147483647 });
    expect(gone.status).toBe(404);
  });

  it('GET /api/user/pools answers exactly as GET /api/user-pools', async () => {
    const { byFee } = await freshTierPools(env());
    const player = await verifiedPlayer(env());
    await buySquares(player.client, byFee.get(FIVE)!, [{ row: 5, column: 5 }], 500);
    const other = await signedInPlayer(env());

    for (const client of [player.client, other.client]) {
      const alias = await client.get('/api/user/pools');
      const original = await client.get('/api/user-pools');
      expect(alias.status).toBe(200);
      expect(alias.text).toBe(original.text);
      userPoolSchema.array().parse(alias.body);
    }
    expect((await player.client.get('/api/user/pools')).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: byFee.get(FIVE), userSquareCount: 1, userSpentCents: 500 })]),
    );
    expect((await other.client.get('/api/user/pools')).body).toEqual([]);
    expect((await clientFor(env()).get('/api/user/pools')).status).toBe(401);
  });
});
