/**
 * Settling, paying out and the escrow tick's "still owed" check follow one split rule, whichever it is:
 * the rule is passed in (a copy of the domain's with another rounding), a paid pool is settled and paid
 * out by it, and afterwards nothing is reported owed, each amount in the ledger is the rule's, and
 * nothing is paid twice — also after a correction re-settles a period. Were the check a second copy of
 * the rule (in SQL, say), changing the rounding would leave pools owed forever, or never paid.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { balances } from '../../src/domain/ledger';
import { bpsOf, PAYOUT_SCHEMES, splitPot, type PotSplit, type SplitPotInput } from '../../src/domain/payouts';
import { WHOLE_HERD } from '../../src/server/core/herd';
import { games, ledgerTransactions, payouts, pools } from '../../src/server/db/schema';
import { ledgerFromStored, poolLedgerJson, type StoredTransaction } from '../../src/server/modules/ledger';
import { escrowTick, poolsToPayOut, settleEndedPeriods, type SplitRule } from '../../src/server/modules/payouts';
import { describeEachDatabase, type TestEnv } from './support/harness';
import { cumulativeScores, paidPoolInPlay, type PaidPoolSpec } from './support/paid-pool';

/** The rest of the pot after `feeCents`, split as the domain splits a prize pool. */
function withFee(input: SplitPotInput, feeCents: number): PotSplit {
  const rest = splitPot({ ...input, potCents: input.potCents - feeCents, houseFeeBps: 0 });
  return { ...rest, potCents: input.potCents, houseFeeCents: feeCents };
}

const RULES: Record<string, SplitRule> = {
  'the domain (fee rounded down)': splitPot,
  'fee rounded up': (input) => withFee(input, Math.ceil((input.potCents * input.houseFeeBps) / 10_000)),
  'fee in whole dollars, rounded down': (input) => withFee(input, Math.floor(bpsOf(input.potCents, input.houseFeeBps) / 100) * 100),
};

/** A paid pool of the shared setup (its game aside), the rule it is settled by, and its game's points. */
type Case = Omit<PaidPoolSpec, 'game'> & {
  rule: string;
  /** Points scored in each period (cumulative scores are their sums). */
  points: [number, number][];
  /** The corrected Q2 score's home points added. */
  correction: number;
};

const digits = fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 10, maxLength: 10 });
const cases: fc.Arbitrary<Case> = fc.record({
  rule: fc.constantFrom(...Object.keys(RULES)),
  // Small pots mostly: that is where roundings differ.
  feeCents: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 20 }), weight: 3 }, { arbitrary: fc.integer({ min: 1, max: 5000 }), weight: 1 }),
  sold: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 100 })),
  houseFeeBps: fc.oneof(fc.constant(1000), fc.integer({ min: 0, max: 10_000 })),
  nonprofitBps: fc.option(fc.oneof(fc.constant(500), fc.integer({ min: 0, max: 10_000 }))),
  scheme: fc.constantFrom('equal' as const, 'halftime-heavy' as const),
  rows: digits,
  columns: digits,
  points: fc.tuple(...Array.from({ length: 4 }, () => fc.tuple(fc.integer({ min: 0, max: 21 }), fc.integer({ min: 0, max: 21 })))) as fc.Arbitrary<[number, number][]>,
  correction: fc.integer({ min: 1, max: 9 }),
});

const board = { rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], columns: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], points: [[7, 0], [3, 3], [0, 7], [7, 3]] as [number, number][], scheme: 'equal' as const, correction: 1 };
/** Where the roundings part: a fee the domain takes and the whole-dollar rule does not; a nonprofit share the domain gives and a rounded-up fee leaves nothing for. */
const PARTING: Case[] = [
  { ...board, rule: 'fee in whole dollars, rounded down', feeCents: 50, sold: 10, houseFeeBps: 1000, nonprofitBps: null },
  { ...board, rule: 'fee rounded up', feeCents: 2, sold: 11, houseFeeBps: 1000, nonprofitBps: 500 },
];

async function ledgerOf(env: TestEnv, poolId: number) {
  const [row] = await env.database.db.select({ ledger: poolLedgerJson(poolId) }).from(pools).where(eq(pools.id, poolId));
  return ledgerFromStored((row?.ledger ?? []) as StoredTransaction[]);
}

async function transactionCount(env: TestEnv, poolId: number): Promise<number> {
  return (await env.database.db.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.poolId, poolId))).length;
}

/** After a pay-out by `rule`: nothing owed, every amount the rule's, the escrow keeps exactly what nobody won; a tick again writes nothing. */
async function expectPaidOutBy(env: TestEnv, c: Case, pool: { poolId: number; potCents: number }, rule: SplitRule): Promise<void> {
  const { db } = env.database;
  const { poolId, potCents } = pool;
  expect(await poolsToPayOut(db, WHOLE_HERD), 'a pool paid out by the rule is still reported owed').not.toContain(poolId);

  const scheme = PAYOUT_SCHEMES[c.scheme];
  const split = rule({ potCents, houseFeeBps: c.houseFeeBps, scheme, nonprofitBps: c.nonprofitBps ?? 0 });
  const ledger = await ledgerOf(env, poolId);
  const amountOf = (id: string) => ledger.byId.get(id)?.entries.find((e) => e.side === 'credit')?.amountCents ?? 0;
  expect(amountOf(`pool:${poolId}:settle:fee`), 'house fee').toBe(split.houseFeeCents);
  expect(amountOf(`pool:${poolId}:settle:nonprofit`), 'nonprofit share').toBe(split.nonprofitCents);
  const current = await db.select().from(payouts).where(eq(payouts.poolId, poolId));
  let prizesCents = 0;
  for (const payout of current) {
    expect(amountOf(payout.prizeTransactionId), `${payout.period} prize, revision ${payout.revision}`).toBe(payout.amountCents);
    prizesCents += payout.amountCents;
  }
  const held = balances(ledger);
  expect(held.get(`prizes_payable:${poolId}`)?.postedCents ?? 0, 'each current prize paid once').toBe(prizesCents);
  expect(held.get(`pool_escrow:${poolId}`)?.postedCents ?? 0, 'escrow keeps only what nobody won').toBe(potCents - split.houseFeeCents - split.nonprofitCents - prizesCents);

  const before = await transactionCount(env, poolId);
  await escrowTick(env.app.deps, env.now, { split: rule });
  expect(await transactionCount(env, poolId), 'a second tick writes nothing').toBe(before);
}

describeEachDatabase('one split rule: settling, paying out and the escrow tick move together', (env) => {
  it('whatever the rounding, a pool settled and paid out by it is owed nothing and paid nothing twice, also after a correction', async () => {
    await fc.assert(
      fc.asyncProperty(cases, async (c) => {
        const rule = RULES[c.rule]!;
        const pool = await paidPoolInPlay(env(), { ...c, game: { status: 'FT', periods: cumulativeScores(c.points) } });
        const { db } = env().database;

        await env().app.deps.run(settleEndedPeriods, { gameId: pool.gameId, split: rule }, env().now);
        expect((await db.select({ status: pools.status }).from(pools).where(eq(pools.id, pool.poolId)))[0]?.status).toBe('completed');
        expect(await poolsToPayOut(db, WHOLE_HERD), 'a completed pool not yet paid out is a candidate').toContain(pool.poolId);
        await escrowTick(env().app.deps, env().now, { split: rule });
        await expectPaidOutBy(env(), c, pool, rule);

        // A correction of Q2's score (and so of every later cumulative score's check): a new revision, reversed and paid again.
        const [game] = await db.select().from(games).where(eq(games.id, pool.gameId));
        await db.update(games).set({ q2Home: game!.q2Home! + c.correction }).where(eq(games.id, pool.gameId));
        await env().app.deps.run(settleEndedPeriods, { gameId: pool.gameId, split: rule }, env().now);
        const q2 = await db.select().from(payouts).where(eq(payouts.poolId, pool.poolId));
        expect(q2.filter((p) => p.period === 'Q2').map((p) => p.revision)).toEqual([2]);
        expect(await poolsToPayOut(db, WHOLE_HERD), 'a re-settled pool is a candidate again').toContain(pool.poolId);
        await escrowTick(env().app.deps, env().now, { split: rule });
        await expectPaidOutBy(env(), c, pool, rule);
        const after = await ledgerOf(env(), pool.poolId);
        expect(after.byId.has(`pool:${pool.poolId}:reverse:Q2:r1`), 'the first Q2 revision is reversed when it paid anything').toBe(after.byId.has(`pool:${pool.poolId}:settle:Q2:r1`));
      }),
      { numRuns: 10, examples: PARTING.map((c) => [c]) },
    );
  });
});
