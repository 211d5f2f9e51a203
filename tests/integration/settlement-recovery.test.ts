/**
 * The lifecycle's recovery check (gamesMissingPayouts) asks the domain which periods a game has settled
 * (settleablePeriods), as settling does: a period the feed jumped over (no score) is never owed, so a
 * game is not taken up again on every tick for it; a period scored later, or corrected, is owed until
 * it is settled.
 */
import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { games, payouts, pools } from '../../src/server/db/schema';
import { gamesMissingPayouts, settleEndedPeriods } from '../../src/server/modules/payouts';
import { describeEachDatabase } from './support/harness';
import { paidPoolInPlay } from './support/paid-pool';

const DIGITS = [3, 1, 4, 5, 9, 2, 6, 8, 7, 0];
const score = (home: number, away: number) => ({ home, away });

describeEachDatabase('recovery of payouts: the periods a game has settled, by the domain', (env) => {
  it('a period the feed jumped over is never owed; one scored later, or corrected, is until settled', async () => {
    const { db } = env().database;
    // The feed jumped from the 2nd quarter to the 4th: Q2's end score is unknown.
    const { gameId, poolId } = await paidPoolInPlay(env(), {
      game: { status: '4q', periods: { q1: score(7, 0), q2: null, q3: score(14, 10), final: null } },
      feeCents: 100,
      sold: 100,
      houseFeeBps: 1000,
      nonprofitBps: null,
      scheme: 'equal',
      rows: DIGITS,
      columns: DIGITS,
    });
    const settle = () => env().app.deps.run(settleEndedPeriods, { gameId }, env().now);
    const settled = async () => (await db.select().from(payouts).where(eq(payouts.poolId, poolId)).orderBy(asc(payouts.id))).map((p) => `${p.period}@${p.homeScore}-${p.awayScore}:r${p.revision}`);

    expect(await gamesMissingPayouts(db)).toContain(gameId);
    await settle();
    expect(await settled()).toEqual(['Q1@7-0:r1', 'Q3@14-10:r1']);
    expect(await gamesMissingPayouts(db), 'Q2 has no score: nothing to settle, nothing to recover').not.toContain(gameId);

    // An admin enters Q2's score: owed until settled.
    await db.update(games).set({ q2Home: 10, q2Away: 3 }).where(eq(games.id, gameId));
    expect(await gamesMissingPayouts(db)).toContain(gameId);
    await settle();
    expect(await gamesMissingPayouts(db)).not.toContain(gameId);

    // A correction of Q1 whose settling never ran: the payout is for another score.
    await db.update(games).set({ q1Home: 8 }).where(eq(games.id, gameId));
    expect(await gamesMissingPayouts(db)).toContain(gameId);
    await settle();
    expect(await settled()).toEqual(['Q1@8-0:r2', 'Q3@14-10:r1', 'Q2@10-3:r1']);
    expect(await gamesMissingPayouts(db)).not.toContain(gameId);
  });

  it('a game whose pools are settled is not looked at again: thousands of them leave the check as it was', async () => {
    const { db } = env().database;
    const template = await paidPoolInPlay(env(), {
      game: { status: 'FT', periods: { q1: score(7, 0), q2: score(10, 3), q3: score(17, 10), final: score(24, 17) } },
      feeCents: 100,
      sold: 10,
      houseFeeBps: 1000,
      nonprofitBps: null,
      scheme: 'equal',
      rows: DIGITS,
      columns: DIGITS,
    });
    await env().app.deps.run(settleEndedPeriods, { gameId: template.gameId }, env().now);
    expect(await gamesMissingPayouts(db)).not.toContain(template.gameId);

    // A few seasons of settled games: each has four settled periods, which the domain's check of every
    // game read would send back to the database as four values each (beyond one statement's 65,535).
    const { id: _game, ...game } = (await db.select().from(games).where(eq(games.id, template.gameId)))[0]!;
    const { id: _pool, gameId: _of, inviteCode, ...pool } = (await db.select().from(pools).where(eq(pools.id, template.poolId)))[0]!;
    const settled = (await db.select().from(payouts).where(eq(payouts.poolId, template.poolId))).map(({ id: _id, poolId: _p, ...payout }) => payout);
    const clones: number[] = [];
    for (let batch = 0; batch < 5; batch++) {
      const gameIds = (await db.insert(games).values(Array.from({ length: 900 }, () => game)).returning({ id: games.id })).map((g) => g.id);
      const poolRows = gameIds.map((gameId) => ({ ...pool, gameId, inviteCode: `${inviteCode}-${gameId}` }));
      const poolIds = (await db.insert(pools).values(poolRows).returning({ id: pools.id })).map((p) => p.id);
      await db.insert(payouts).values(poolIds.flatMap((poolId) => settled.map((payout) => ({ ...payout, poolId }))));
      clones.push(...gameIds);
    }

    const missing = await gamesMissingPayouts(db);
    expect(missing.filter((gameId) => clones.includes(gameId))).toEqual([]);
    // The check still finds the one game owed: a correction whose settling never ran.
    await db.update(games).set({ q3Home: 18 }).where(eq(games.id, template.gameId));
    expect(await gamesMissingPayouts(db)).toContain(template.gameId);
  });
});
