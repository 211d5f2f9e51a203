import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { poolSchema, userPoolSchema } from '../../src/domain/schemas';
import { openDatabase, type Database } from '../../src/server/db/client';
import { games, payouts, pools, scoreEvents, squares } from '../../src/server/db/schema';
import { runLifecycleTick } from '../../src/server/jobs/lifecycle';
import { createTierPools } from '../../src/server/modules/pools';
import { claimSquares } from '../../src/server/modules/squares';
import { startReplay } from '../../src/server/modules/scores';
import { historicalGame, ReplayScoreFeed, replayDurationMs } from '../../src/server/scores';
import { runUseCase } from '../../src/server/core/use-case';
import { clientFor } from './support/client';
import { describeEachDatabase } from './support/harness';
import { manyPlayers } from './support/players';
import { buySquares, fillThroughCheckout } from './support/payments';
import { escrowTick } from '../../src/server/modules/payouts';
import { changesHeard } from './support/events';

/**
 * A whole game, played by the replay feed from real data: Super Bowl LVIII (KC 25, SF 22, overtime).
 * The $10 pool is filled by 20 players (5 squares each), the free pool only partly, the $5 pool partly;
 * the ticker runs every simulated second (sometimes twice, sometimes in two processes at once), and
 * every winner and amount is checked against a computation written here from the quarter points.
 */
const SUPER_BOWL_LVIII = '2023_22_SF_KC';
const SECONDS_PER_QUARTER = 10;

describeEachDatabase('game lifecycle: kickoff, live scores, period winners', (env, kind) => {
  it('plays a real overtime game through the replay feed and pays every period exactly', async () => {
    const { db } = env().database;
    const start = new Date(env().now.getTime() + 3600_000);
    const [game] = await db
      .insert(games)
      .values({
        leagueId: 1,
        homeTeam: 'Kansas City Chiefs',
        awayTeam: 'San Francisco 49ers',
        homeTeamColor: '#e31837',
        awayTeamColor: '#aa0000',
        week: 'W11',
        gameDate: new Date(start.getTime() + 86_400_000),
      })
      .returning();
    const tiers = await createTierPools(db, game!.id, env().now);
    const pool = (fee: number) => tiers.find((p) => p.entryFeeCents === fee)!;

    // $10 pool: 20 players x 5 squares = the full board, bought through checkout.
    const players = await manyPlayers(env(), 20, 'lifecycle');
    await fillThroughCheckout(players, pool(1000).id, 1000);
    // Free pool: 3 squares only (it will draw anyway at kickoff). $5 pool: 2 squares (cancelled, refunds due).
    await claimSquares(env().app.deps.claims, { poolId: pool(0).id, userId: players[0]!.userId, squares: [{ row: 0, column: 0 }, { row: 5, column: 5 }, { row: 9, column: 9 }], now: env().now });
    await buySquares(players[1]!.client, pool(500).id, [{ row: 1, column: 1 }, { row: 2, column: 2 }], 1000);
    await changesHeard(env()); // purchases completed outside a request (webhooks) reach the read model by their events
    const full = poolSchema.parse((await clientFor(env()).get(`/api/pools/${pool(1000).id}`)).body);
    expect(full).toMatchObject({ status: 'full', currentParticipants: 100 });

    // Kickoff now, replaying the Super Bowl; the ticker runs each simulated second until the final.
    await runUseCase(db, () => start, startReplay, {
      gameId: game!.id,
      historicalGameId: SUPER_BOWL_LVIII,
      secondsPerQuarter: SECONDS_PER_QUARTER,
      actorUserId: null,
      ip: null,
    });
    const feed = new ReplayScoreFeed(db, { secondsPerQuarter: SECONDS_PER_QUARTER, autoStart: false });
    const other: Database | null = kind === 'postgres' ? await openDatabase({ databaseUrl: env().databaseUrl }) : null;
    try {
      const totalSeconds = Math.ceil(replayDurationMs(historicalGame(SUPER_BOWL_LVIII)!, SECONDS_PER_QUARTER) / 1000) + 2;
      for (let s = 0; s <= totalSeconds; s++) {
        const now = new Date(start.getTime() + s * 1000);
        if (s % 7 === 3) {
          // Two ticks at once: two processes on PostgreSQL, two calls in this process on PGlite.
          const second = other ?? env().database;
          const reports = await Promise.all([runLifecycleTick({ database: env().database, feed, now }), runLifecycleTick({ database: second, feed, now })]);
          expect(reports.filter((r) => r.ran).length).toBeGreaterThanOrEqual(1);
        } else {
          await runLifecycleTick({ database: env().database, feed, now });
        }
        if (s % 5 === 0) await runLifecycleTick({ database: env().database, feed, now }); // the same moment again
      }
    } finally {
      await other?.close();
    }

    // The game ended with the real cumulative scores (overtime counted toward the final).
    const [final] = await db.select().from(games).where(eq(games.id, game!.id));
    expect(final).toMatchObject({ status: 'FT', homeScore: 25, awayScore: 22, q1Home: 0, q1Away: 0, q2Home: 3, q2Away: 10, q3Home: 13, q3Away: 10, finalHome: 25, finalAway: 22 });

    // Independent computation from the quarter points and the drawn digits.
    const real = historicalGame(SUPER_BOWL_LVIII)!;
    const cumulative = (points: number[], quarters: number) => points.slice(0, quarters).reduce((a, b) => a + b, 0);
    const expectedScores = {
      Q1: [cumulative(real.homeQuarterPoints, 1), cumulative(real.awayQuarterPoints, 1)],
      Q2: [cumulative(real.homeQuarterPoints, 2), cumulative(real.awayQuarterPoints, 2)],
      Q3: [cumulative(real.homeQuarterPoints, 3), cumulative(real.awayQuarterPoints, 3)],
      FINAL: [cumulative(real.homeQuarterPoints, 5), cumulative(real.awayQuarterPoints, 5)],
    } as const;
    const [drawnPool] = await db.select().from(pools).where(eq(pools.id, pool(1000).id));
    const board = await db.select().from(squares).where(eq(squares.poolId, pool(1000).id));
    // $10 x 100 squares = $1,000 pot; 10% house fee; $900 to winners, 25% a period = $225.00.
    const perPeriodCents = ((100 * 1000 - (100 * 1000 * 10) / 100) * 25) / 100;
    const settled = await db.select().from(payouts).where(eq(payouts.poolId, pool(1000).id));
    expect(settled).toHaveLength(4);
    for (const [period, [home, away]] of Object.entries(expectedScores)) {
      const column = drawnPool!.columnDigits!.indexOf(home % 10);
      const row = drawnPool!.rowDigits!.indexOf(away % 10);
      const owner = board.find((s) => s.row === row && s.column === column)!;
      expect(settled.find((p) => p.period === period), period).toMatchObject({
        row,
        column,
        userId: owner.userId,
        amountCents: perPeriodCents,
        homeScore: home,
        awayScore: away,
      });
    }
    expect(settled.reduce((sum, p) => sum + p.amountCents, 0)).toBe(90_000);

    // Pools: the paid full one completed; the free one drew at kickoff and completed, paying nothing;
    // the unfilled paid ones were cancelled, with refunds due only where someone had paid.
    const after = new Map((await db.select().from(pools).where(eq(pools.gameId, game!.id))).map((p) => [p.entryFeeCents, p]));
    expect(after.get(1000)).toMatchObject({ status: 'completed' });
    expect(after.get(0)).toMatchObject({ status: 'completed' });
    expect(after.get(0)!.rowDigits).not.toBeNull();
    expect((await db.select().from(payouts).where(eq(payouts.poolId, pool(0).id))).every((p) => p.amountCents === 0)).toBe(true);
    expect(after.get(500)).toMatchObject({ status: 'cancelled', refundState: 'pending' });
    expect(after.get(100)).toMatchObject({ status: 'cancelled', refundState: null });
    expect(after.get(2500)).toMatchObject({ status: 'cancelled', refundState: null });

    // Running the ticker again, twice, changes nothing.
    const snapshotOf = async () => ({
      payouts: await db.select().from(payouts).where(eq(payouts.poolId, pool(1000).id)),
      events: (await db.select({ n: sql<number>`count(*)::int` }).from(scoreEvents).where(eq(scoreEvents.gameId, game!.id)))[0]!.n,
      pools: await db.select().from(pools).where(eq(pools.gameId, game!.id)),
    });
    const before = await snapshotOf();
    const later = new Date(start.getTime() + 3600_000);
    await runLifecycleTick({ database: env().database, feed, now: later });
    await runLifecycleTick({ database: env().database, feed, now: later });
    expect(await snapshotOf()).toEqual(before);

    // The money moves (escrow paid out), and winnings reach the winners' My Pools from the ledger (D13).
    await escrowTick(env().app.deps, later);
    const winner = players.find((p) => p.userId === settled[0]!.userId)!;
    const mine = userPoolSchema.array().parse((await winner.client.get('/api/user-pools')).body);
    const won = settled.filter((p) => p.userId === winner.userId).reduce((sum, p) => sum + p.amountCents, 0);
    expect(mine.find((p) => p.id === pool(1000).id)).toMatchObject({ userWinningsCents: won, status: 'completed' });
    await changesHeard(env()); // the ticks ran outside the app: their events reach its read model through the relay
    const api = poolSchema.parse((await clientFor(env()).get(`/api/pools/${pool(1000).id}`)).body);
    expect(api.winners.map((w) => [w.period, w.amountCents])).toEqual([
      ['Q1', 22500],
      ['Q2', 22500],
      ['Q3', 22500],
      ['FINAL', 22500],
    ]);
  });
});
