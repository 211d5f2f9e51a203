import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { balances } from '../../src/domain/ledger';
import { games, ledgerTransactions, outbox, payments, payouts, pools, squares } from '../../src/server/db/schema';
import { runLifecycleTick } from '../../src/server/jobs/lifecycle';
import { ledgerFromStored, poolLedgerJson, type StoredTransaction } from '../../src/server/modules/ledger';
import { escrowTick } from '../../src/server/modules/payouts';
import { correctPeriodScore, startReplay } from '../../src/server/modules/scores';
import { historicalGame, ReplayScoreFeed, replayDurationMs } from '../../src/server/scores';
import { clientFor, signedInAdmin } from './support/client';
import { changesHeard } from './support/events';
import { describeEachDatabase, type TestEnv } from './support/harness';
import { freshTierPools } from './support/pools';
import { buySquares, verifiedPlayer } from './support/payments';

const SUPER_BOWL_LVIII = '2023_22_SF_KC';
const SECONDS_PER_QUARTER = 5;

async function ledgerOf(env: TestEnv, poolId: number) {
  const [row] = await env.database.db.select({ ledger: poolLedgerJson(poolId) }).from(pools).where(eq(pools.id, poolId));
  return ledgerFromStored((row?.ledger ?? []) as StoredTransaction[]);
}

/** The escrow panel as the API shows it, once the app heard the changes of the ticks the test ran (through the relay). */
async function escrowOf(env: TestEnv, poolId: number) {
  await changesHeard(env);
  return ((await clientFor(env).get(`/api/pools/${poolId}`)).body as { escrow: Record<string, number> }).escrow;
}

describeEachDatabase('paying out: settlement from escrow, refunds of unfilled pools, admin escrow actions', (env) => {
  it('a $10 pool filled by 20 players through checkout plays a real game: captured, then fee + prizes = collected to the cent; a correction re-settles with reversing entries', async () => {
    const { db } = env().database;
    const { gameId, byFee } = await freshTierPools(env(), { kickoffInMs: 2 * 3600_000, teams: { home: 'Kansas City Chiefs', away: 'San Francisco 49ers' } });
    const tenPool = byFee.get(1000)!;
    const fivePool = byFee.get(500)!;

    // 20 players x 5 squares = the whole $10 board, each paid with the sandbox card (authorized: kickoff is near).
    const players = [];
    for (let p = 0; p < 20; p++) {
      const player = await verifiedPlayer(env());
      const batch = Array.from({ length: 5 }, (_, i) => ({ row: Math.floor((p * 5 + i) / 10), column: (p * 5 + i) % 10 }));
      const { purchase } = await buySquares(player.client, tenPool, batch, 5000);
      expect(purchase.body).toMatchObject({ outcome: 'completed', status: 'requires_capture' });
      players.push(player);
    }
    // The $5 pool gets two buyers only: unfilled at kickoff, it is cancelled and refunded.
    await buySquares(players[0]!.client, fivePool, [{ row: 0, column: 0 }, { row: 0, column: 1 }], 1000);
    await buySquares(players[1]!.client, fivePool, [{ row: 5, column: 5 }], 500);
    expect(await escrowOf(env(), tenPool)).toMatchObject({ collectedCents: 100_000, authorizedCents: 100_000, capturedCents: 0 });

    // Kickoff and the whole game by replay, the lifecycle ticker every simulated second.
    const [game] = await db.select().from(games).where(eq(games.id, gameId));
    const start = game!.gameDate;
    await env().app.deps.run(startReplay, { gameId, historicalGameId: SUPER_BOWL_LVIII, secondsPerQuarter: SECONDS_PER_QUARTER, actorUserId: null, ip: null }, start);
    const feed = new ReplayScoreFeed(db, { secondsPerQuarter: SECONDS_PER_QUARTER, autoStart: false });
    const totalSeconds = Math.ceil(replayDurationMs(historicalGame(SUPER_BOWL_LVIII)!, SECONDS_PER_QUARTER) / 1000) + 2;
    for (let s = 0; s <= totalSeconds; s++) await runLifecycleTick({ database: env().database, feed, now: new Date(start.getTime() + s * 1000) });
    const end = new Date(start.getTime() + (totalSeconds + 5) * 1000);
    expect((await db.select().from(pools).where(eq(pools.id, tenPool)))[0]!.status).toBe('completed');

    // The money moves: authorizations captured, escrow paid out; the unfilled pool refunded.
    await escrowTick(env().app.deps, end);
    await escrowTick(env().app.deps, end); // again: nothing doubles

    const sandbox = env().app.deps.payments;
    const paid = await db.select().from(payments).where(eq(payments.poolId, tenPool));
    expect(paid).toHaveLength(20);
    for (const payment of paid) {
      expect(payment.intentStatus).toBe('succeeded');
      expect((await sandbox.retrieveIntent(payment.intentId!))).toMatchObject({ status: 'succeeded', amountCapturedCents: 5000 });
    }
    const escrow = await escrowOf(env(), tenPool);
    expect(escrow).toEqual({ collectedCents: 100_000, authorizedCents: 0, capturedCents: 100_000, refundedCents: 0, houseFeeCents: 10_000, nonprofitCents: 0, prizesCents: 90_000 });
    expect(escrow.houseFeeCents! + escrow.nonprofitCents! + escrow.prizesCents! + escrow.refundedCents!).toBe(escrow.collectedCents);
    const ledger = await ledgerOf(env(), tenPool);
    expect(balances(ledger).get(`pool_escrow:${tenPool}`)).toEqual({ postedCents: 0, pendingCents: 0 });
    expect(balances(ledger).get(`prizes_payable:${tenPool}`)?.postedCents).toBe(90_000);

    // Each winner's prize, computed independently: $900 to winners, 25% a period.
    const real = historicalGame(SUPER_BOWL_LVIII)!;
    const upTo = (points: number[], n: number) => points.slice(0, n).reduce((a, b) => a + b, 0);
    const [drawn] = await db.select().from(pools).where(eq(pools.id, tenPool));
    const board = await db.select().from(squares).where(eq(squares.poolId, tenPool));
    const settled = await db.select().from(payouts).where(eq(payouts.poolId, tenPool));
    for (const [period, quarters] of [['Q1', 1], ['Q2', 2], ['Q3', 3], ['FINAL', 5]] as const) {
      const home = upTo(real.homeQuarterPoints, quarters);
      const away = upTo(real.awayQuarterPoints, quarters);
      const owner = board.find((s) => s.row === drawn!.rowDigits!.indexOf(away % 10) && s.column === drawn!.columnDigits!.indexOf(home % 10))!;
      expect(settled.find((p) => p.period === period)).toMatchObject({ userId: owner.userId, amountCents: 22_500 });
      expect(ledger.byId.has(`pool:${tenPool}:settle:${period}:r1`)).toBe(true);
    }

    // The unfilled $5 pool: cancelled, every authorization voided, refunded, one notice per player.
    const [five] = await db.select().from(pools).where(eq(pools.id, fivePool));
    expect(five).toMatchObject({ status: 'cancelled', refundState: 'refunded' });
    expect(await escrowOf(env(), fivePool)).toMatchObject({ collectedCents: 1500, authorizedCents: 0, refundedCents: 1500 });
    for (const payment of await db.select().from(payments).where(eq(payments.poolId, fivePool))) {
      expect(payment.status).toBe('refunded');
      expect((await sandbox.retrieveIntent(payment.intentId!))?.status).toBe('canceled');
    }
    const notices = await db.select().from(outbox).where(like(outbox.dedupeKey, `pool_refunded:${fivePool}:%`));
    expect(notices.map((n) => n.userId).sort()).toEqual([players[0]!.user.id, players[1]!.user.id].sort());

    // A correction of Q2 that changes the winner: the old revision is reversed, the new one paid; totals unchanged.
    const q2 = settled.find((p) => p.period === 'Q2')!;
    const admin = await signedInAdmin(env());
    await env().app.deps.run(correctPeriodScore, { gameId, period: 'Q2', score: { home: q2.homeScore + 1, away: q2.awayScore }, actorUserId: admin.user.id, ip: '127.0.0.1' }, end);
    const [corrected] = await db.select().from(payouts).where(and(eq(payouts.poolId, tenPool), eq(payouts.period, 'Q2')));
    expect(corrected!.revision).toBe(2);
    await escrowTick(env().app.deps, end);
    const after = await ledgerOf(env(), tenPool);
    expect(after.byId.has(`pool:${tenPool}:reverse:Q2:r1`)).toBe(true);
    expect(after.byId.has(`pool:${tenPool}:settle:Q2:r2`)).toBe(true);
    expect(await escrowOf(env(), tenPool)).toMatchObject({ collectedCents: 100_000, houseFeeCents: 10_000, prizesCents: 90_000 });
    // Nothing was ever edited: the first revision's transaction is still there.
    expect((await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, `pool:${tenPool}:settle:Q2:r1`))).length).toBe(1);

    // Prize claims: the winner claims once (the sandbox transfers it), a second claim is a 409, a non-winner gets 403.
    const current = await db.select().from(payouts).where(eq(payouts.poolId, tenPool));
    const q1Win = current.find((p) => p.period === 'Q1')!;
    const q1Winner = players.find((p) => p.user.id === q1Win.userId)!;
    const stranger = players.find((p) => !current.some((w) => w.userId === p.user.id))!;
    expect((await stranger.client.post(`/api/payouts/${q1Win.id}/claim`)).status).toBe(403);
    const claimed = await q1Winner.client.post(`/api/payouts/${q1Win.id}/claim`);
    expect(claimed.body).toMatchObject({ payoutId: q1Win.id, state: 'paid', amountCents: 22_500, transferId: expect.stringMatching(/^tr_sbx_/) });
    const twice = await q1Winner.client.post(`/api/payouts/${q1Win.id}/claim`);
    expect(twice.status).toBe(409);
    expect((await ledgerOf(env(), tenPool)).byId.has(`payout:${q1Win.id}:r1:claim`)).toBe(true);
    const winners = ((await clientFor(env()).get(`/api/pools/${tenPool}`)).body as { winners: { period: string; claimState: string | null; claimDeadline: string | null }[] }).winners;
    expect(winners.find((w) => w.period === 'Q1')).toMatchObject({ claimState: 'claimed' });
    expect(winners.find((w) => w.period === 'Q3')).toMatchObject({ claimState: 'unclaimed', claimDeadline: expect.any(String) });

    // Day 31: the unclaimed prizes expire into the unclaimed prizes account; a late claim is refused.
    const day31 = new Date(end.getTime() + 31 * 86_400_000);
    const expiredReport = await escrowTick(env().app.deps, day31);
    expect(expiredReport.prizesExpired).toBeGreaterThanOrEqual(1);
    const q3Win = current.find((p) => p.period === 'Q3')!;
    const late = await players.find((p) => p.user.id === q3Win.userId)!.client.post(`/api/payouts/${q3Win.id}/claim`);
    expect(late.status).toBe(409);
    expect((late.body as { message: string }).message).toMatch(/30 days/);
    await changesHeard(env()); // the tick's expiry reaches the read model through the relay
    const afterExpiry = ((await clientFor(env()).get(`/api/pools/${tenPool}`)).body as { winners: { period: string; claimState: string | null }[] }).winners;
    expect(afterExpiry.find((w) => w.period === 'Q3')!.claimState).toBe('expired');
    const prizes = await admin.client.get('/api/admin/prizes');
    expect((prizes.body as { unclaimedPrizesCents: number }).unclaimedPrizesCents).toBeGreaterThanOrEqual(22_500);
    // An admin can still pay it, once.
    const paidByHand = await admin.client.post(`/api/admin/payouts/${q3Win.id}/mark-paid`);
    expect(paidByHand.body).toMatchObject({ state: 'expired_paid' });
    expect((await admin.client.post(`/api/admin/payouts/${q3Win.id}/mark-paid`)).status).toBe(409);

    // Admin escrow actions on the wrong state: 409 with the reason, the ledger unchanged.
    const count = (await ledgerOf(env(), tenPool)).transactions.length;
    const refundFull = await admin.client.post(`/api/pools/${tenPool}/refund`);
    expect(refundFull.status).toBe(409);
    expect((refundFull.body as { message: string }).message).toMatch(/open pool that is not full/);
    expect((await admin.client.post('/api/admin/refund-escrow', { poolId: tenPool })).status).toBe(409);
    expect((await admin.client.post('/api/admin/release-escrow', { poolId: tenPool })).status).toBe(409);
    expect((await admin.client.post('/api/admin/release-escrow', { poolId: 999_999 })).status).toBe(404);
    expect((await players[2]!.client.post('/api/admin/release-escrow', { poolId: tenPool })).status).toBe(403);
    expect((await ledgerOf(env(), tenPool)).transactions.length).toBe(count);
  });

  it('an admin refunds an open pool: every authorization voided, every capture refunded, once; Pool refunded successfully', async () => {
    const { db } = env().database;
    const soon = await freshTierPools(env());
    const far = await freshTierPools(env(), { kickoffInMs: 10 * 86_400_000 });
    const a = await verifiedPlayer(env());
    const b = await verifiedPlayer(env());
    await buySquares(a.client, soon.byFee.get(2500)!, [{ row: 1, column: 1 }], 2500);
    await buySquares(b.client, soon.byFee.get(2500)!, [{ row: 2, column: 2 }, { row: 2, column: 3 }], 5000);
    const captured = await buySquares(a.client, far.byFee.get(100)!, [{ row: 4, column: 4 }], 100);
    expect(captured.purchase.body).toMatchObject({ status: 'succeeded' });

    const admin = await signedInAdmin(env());
    const refunded = await admin.client.post(`/api/pools/${soon.byFee.get(2500)!}/refund`);
    expect(refunded.body).toEqual({ message: 'Pool refunded successfully', poolId: soon.byFee.get(2500)!, paymentsRefunded: 2 });
    expect(await escrowOf(env(), soon.byFee.get(2500)!)).toMatchObject({ collectedCents: 7500, authorizedCents: 0, refundedCents: 7500 });
    const again = await admin.client.post(`/api/pools/${soon.byFee.get(2500)!}/refund`);
    expect(again.status).toBe(409);

    const escrowRefund = await admin.client.post('/api/admin/refund-escrow', { poolId: far.byFee.get(100)! });
    expect(escrowRefund.body).toMatchObject({ outcome: 'refunded', paymentsRefunded: 1, escrow: { collectedCents: 100, capturedCents: 100, refundedCents: 100 } });
    const [payment] = await db.select().from(payments).where(eq(payments.poolId, far.byFee.get(100)!));
    expect(await env().app.deps.payments.retrieveIntent(payment!.intentId!)).toMatchObject({ status: 'succeeded', amountRefundedCents: 100 });
    expect((await admin.client.post('/api/admin/refund-escrow', { poolId: far.byFee.get(100)! })).status).toBe(409);
    // A player cannot refund anything.
    expect((await a.client.post(`/api/pools/${far.byFee.get(500)!}/refund`)).status).toBe(403);
  });
});
