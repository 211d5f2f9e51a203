/**
 * The lifecycle's recovery check (gamesMissingPayouts) asks the domain which periods a game has settled
 * (settleablePeriods), as settling does: a period the feed jumped over (no score) is never owed, so a
 * game is not taken up again on every tick for it; a period scored later, or corrected, is owed until
 * it is settled.
 */
import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { games, payouts } from '../../src/server/db/schema';
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
});
