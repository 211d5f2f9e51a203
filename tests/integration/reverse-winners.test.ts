import { and, asc, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { capturedPaymentTx } from '../../src/domain/ledger-payments';
import { appendLedgerTransaction } from '../../src/server/modules/ledger';
import { games, ledgerTransactions, payouts, pools } from '../../src/server/db/schema';
import { payOutPool, settleEndedPeriods } from '../../src/server/modules/payouts';
import { getPool } from '../../src/server/modules/pools';
import { describeEachDatabase, type TestEnv } from './support/harness';
import { freshFreePool } from './support/pools';

/**
 * A private pool with reverse winners on a full board whose digits are 0-9 in order (so row = away digit,
 * column = home digit), settled from the game's period scores.
 */
async function reverseWinnersPool(env: TestEnv): Promise<{ poolId: number; gameId: number }> {
  const { db } = env.database;
  const poolId = await freshFreePool(env, { home: 'New York Jets', away: 'New England Patriots' });
  await db.update(pools).set({ isPrivate: true, reverseWinners: true, entryFeeCents: 1000, collection: 'organizer' }).where(eq(pools.id, poolId));
  await db.execute(sql`insert into squares (pool_id, row, col, purchase_price_cents, guest_name)
    select ${poolId}, i / 10, i % 10, 1000, 'Guest ' || i from generate_series(0, 99) as i`);
  const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  await db.update(pools).set({ status: 'active', rowDigits: digits, columnDigits: digits, drawnAt: env.now }).where(eq(pools.id, poolId));
  const [pool] = await db.select({ gameId: pools.gameId }).from(pools).where(eq(pools.id, poolId));
  return { poolId, gameId: pool!.gameId };
}

describeEachDatabase('reverse winners: settlement', (env) => {
  it("splits each period's prize between the forward and the reversed square, to the cent; one square holding both takes it all; a correction re-settles both", async () => {
    const { db } = env().database;
    const { poolId, gameId } = await reverseWinnersPool(env());
    // Pot $1,000, house fee 10%: $900 to winners, $225 a period.
    await db
      .update(games)
      .set({ status: 'final', q1Home: 7, q1Away: 3, q2Home: 14, q2Away: 14, q3Home: 17, q3Away: 20, finalHome: 27, finalAway: 21 })
      .where(eq(games.id, gameId));
    await env().app.deps.run(settleEndedPeriods, { gameId });
    const settled = async () =>
      (await db.select().from(payouts).where(eq(payouts.poolId, poolId)).orderBy(asc(payouts.id))).map(({ period, role, row, column, amountCents, revision }) => ({ period, role, row, column, amountCents, revision }));
    expect(await settled()).toEqual([
      { period: 'Q1', role: 'forward', row: 3, column: 7, amountCents: 11_250, revision: 1 },
      { period: 'Q1', role: 'reverse', row: 7, column: 3, amountCents: 11_250, revision: 1 },
      // 14-14: the same square both ways takes the whole prize; the reverse row carries nothing.
      { period: 'Q2', role: 'forward', row: 4, column: 4, amountCents: 22_500, revision: 1 },
      { period: 'Q2', role: 'reverse', row: 4, column: 4, amountCents: 0, revision: 1 },
      { period: 'Q3', role: 'forward', row: 0, column: 7, amountCents: 11_250, revision: 1 },
      { period: 'Q3', role: 'reverse', row: 7, column: 0, amountCents: 11_250, revision: 1 },
      { period: 'FINAL', role: 'forward', row: 1, column: 7, amountCents: 11_250, revision: 1 },
      { period: 'FINAL', role: 'reverse', row: 7, column: 1, amountCents: 11_250, revision: 1 },
    ]);
    const [q2Reverse] = await db.select().from(payouts).where(and(eq(payouts.poolId, poolId), eq(payouts.period, 'Q2'), eq(payouts.role, 'reverse')));
    expect(q2Reverse).toMatchObject({ userId: null, squareId: null });
    const [q1Forward] = await db.select().from(payouts).where(and(eq(payouts.poolId, poolId), eq(payouts.period, 'Q1'), eq(payouts.role, 'forward')));
    expect(q1Forward!.squareId).not.toBeNull();

    // Settling again changes nothing; a correction making Q1 7-7 gives one square the whole prize.
    await env().app.deps.run(settleEndedPeriods, { gameId });
    expect((await settled()).every((p) => p.revision === 1)).toBe(true);
    await db.update(games).set({ q1Home: 7, q1Away: 7 }).where(eq(games.id, gameId));
    await env().app.deps.run(settleEndedPeriods, { gameId, periods: ['Q1'] });
    expect((await settled()).filter((p) => p.period === 'Q1')).toEqual([
      { period: 'Q1', role: 'forward', row: 7, column: 7, amountCents: 22_500, revision: 2 },
      { period: 'Q1', role: 'reverse', row: 7, column: 7, amountCents: 0, revision: 2 },
    ]);

    // The ledger: each share is its own prize (the reverse one under `<period>-reverse`), and the pool's
    // winners show both squares of a period, but not a reverse row on the forward square.
    // The board's $1,000 in escrow (as a capture would have put it there), then the pool is paid out.
    await env().app.deps.run(async ({ tx, now }) => appendLedgerTransaction(tx, capturedPaymentTx({ paymentIntentId: `pi_reverse_${poolId}`, poolId, amountCents: 100_000 }), now), undefined);
    await env().app.deps.run(payOutPool, { poolId, publicUrl: env().config.publicUrl });
    const ids = (await db.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.poolId, poolId))).map((t) => t.id);
    expect(ids).toEqual(expect.arrayContaining([`pool:${poolId}:settle:Q1:r2`, `pool:${poolId}:settle:Q3:r1`, `pool:${poolId}:settle:Q3-reverse:r1`, `pool:${poolId}:settle:FINAL-reverse:r1`]));
    expect(ids).not.toContain(`pool:${poolId}:settle:Q1-reverse:r2`);
    expect(ids).not.toContain(`pool:${poolId}:settle:Q2-reverse:r1`);
    const shown = await getPool(db, poolId);
    expect((shown.winners ?? []).map((w) => `${w.period}:${w.role}:${w.row},${w.column}:${w.amountCents}`)).toEqual([
      'Q1:forward:7,7:22500',
      'Q2:forward:4,4:22500',
      'Q3:forward:0,7:11250',
      'Q3:reverse:7,0:11250',
      'FINAL:forward:1,7:11250',
      'FINAL:reverse:7,1:11250',
    ]);
  });
});
