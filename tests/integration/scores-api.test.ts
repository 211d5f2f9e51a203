import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  feedCheckSchema,
  gameDetailsSchema,
  gameSchema,
  historicalGameSchema,
  poolChangedEventSchema,
  scoreCalculationSchema,
  scoreUpdateResultSchema,
  userPoolSchema,
  winnerEventSchema,
} from '../../src/domain/schemas';
import { games, payouts, pools } from '../../src/server/db/schema';
import { createTierPools } from '../../src/server/modules/pools';
import { claimSquares } from '../../src/server/modules/squares';
import { signedInAdmin, type TestClient } from './support/client';
import { changesHeard } from './support/events';
import { describeEachDatabase, type TestEnv } from './support/harness';
import { manyPlayers } from './support/players';
import { freshFreePool } from './support/pools';
import { runLifecycleTick } from '../../src/server/jobs/lifecycle';
import { SseReader } from './support/sse';
import { fillThroughCheckout } from './support/payments';

/** A game kicking off in a minute with a full free pool (drawn) and a $10 pool of 100 squares. */
async function fullBoards(env: TestEnv) {
  const { db } = env.database;
  const [game] = await db
    .insert(games)
    .values({
      leagueId: 1,
      homeTeam: 'Philadelphia Eagles',
      awayTeam: 'Dallas Cowboys',
      homeTeamColor: '#004c54',
      awayTeamColor: '#041e42',
      week: 'W11',
      gameDate: new Date(env.now.getTime() + 60_000),
    })
    .returning();
  const tiers = await createTierPools(db, game!.id, env.now);
  const paid = tiers.find((p) => p.entryFeeCents === 1000)!;
  const players = await manyPlayers(env, 20, `board-${game!.id}`);
  await fillThroughCheckout(players, paid.id, 1000);
  return { game: game!, paidPoolId: paid.id, players };
}

describeEachDatabase(
  'score feed and tester endpoints',
  (env) => {
    let admin: TestClient;
    const update = (body: Record<string, unknown>) => admin.post('/api/simulate-score-update', body);

    it('applies manual scores quarter by quarter, settles each period and streams it live', async () => {
      admin = (await signedInAdmin(env())).client;
      const { game, paidPoolId, players } = await fullBoards(env());
      // The boards' filling is heard before the stream opens, so the next pool event is the score's (events are relayed).
      await changesHeard(env());
      const stream = await SseReader.open(`${env().baseUrl}/api/pools/${paidPoolId}/events`);
      const winnerId = await (async () => {
        await stream.next('snapshot');
        const q1 = scoreUpdateResultSchema.parse((await update({ gameId: game.id, homeScore: 7, awayScore: 3, quarter: 1 })).body);
        expect(q1).toMatchObject({ ended: [], stale: false, game: { status: '1q', homeScore: 7, awayScore: 3 } });
        // Scores move the live board: the pool event carries the game's score.
        const live = poolChangedEventSchema.parse((await stream.next('pool')).data);
        expect(live.pool.game).toMatchObject({ status: '1q', homeScore: 7, awayScore: 3 });
        expect(live.pool.status).toBe('active');

        const q2 = scoreUpdateResultSchema.parse((await update({ gameId: game.id, homeScore: 10, awayScore: 3, quarter: 2 })).body);
        expect(q2.ended).toEqual(['Q1']);
        expect(q2.settlements.find((s) => s.poolId === paidPoolId)).toMatchObject({ period: 'Q1', amountCents: 22500 });
        const winner = winnerEventSchema.parse((await stream.next('winner')).data);
        expect(winner.winner).toMatchObject({ period: 'Q1', homeScore: 7, awayScore: 3, amountCents: 22500 });
        expect(winner.pool.winners).toHaveLength(1);
        return winner.winner.userId!;
      })().finally(() => stream.close());

      const ht = scoreUpdateResultSchema.parse((await update({ gameId: game.id, homeScore: 17, awayScore: 10, quarter: 2, status: 'ht' })).body);
      expect(ht.ended).toEqual(['Q2']);
      expect(ht.game.periodScores).toMatchObject({ q1: { home: 7, away: 3 }, q2: { home: 17, away: 10 } });

      // The winner sees the win on the board at once; My Pools counts it as winnings once the escrow pays
      // it out after the game (D13: real money, from the ledger; paying-out.test.ts).
      const winner = players.find((p) => p.userId === winnerId)!;
      const mine = userPoolSchema.array().parse((await winner.client.get('/api/user-pools')).body);
      const entry = mine.find((p) => p.id === paidPoolId)!;
      expect(entry.winners.filter((w) => w.userId === winnerId).length).toBeGreaterThanOrEqual(1);
      expect(entry.userWinningsCents).toBe(0);
    });

    it('corrects an ended period, re-settling it and recording the correction', async () => {
      const { game, paidPoolId } = await fullBoards(env());
      await update({ gameId: game.id, homeScore: 3, awayScore: 0, quarter: 1 });
      await update({ gameId: game.id, homeScore: 3, awayScore: 7, quarter: 2 });
      const [before] = await env().database.db.select().from(payouts).where(eq(payouts.poolId, paidPoolId));
      expect(before).toMatchObject({ period: 'Q1', homeScore: 3, awayScore: 0 });

      const corrected = scoreUpdateResultSchema.parse(
        (await admin.post(`/api/games/${game.id}/period-corrections`, { period: 'Q1', homeScore: 6, awayScore: 0 })).body,
      );
      expect(corrected.corrected).toEqual(['Q1']);
      const [after] = await env().database.db.select().from(payouts).where(eq(payouts.poolId, paidPoolId));
      expect(after).toMatchObject({ period: 'Q1', homeScore: 6, awayScore: 0 });
      const [pool] = await env().database.db.select().from(pools).where(eq(pools.id, paidPoolId));
      expect(after!.column).toBe(pool!.columnDigits!.indexOf(6));

      expect(after).toMatchObject({ revision: 2 });
      const details = gameDetailsSchema.parse((await admin.get(`/api/game-details/${game.id}`)).body);
      expect(details.recentUpdates[0]).toMatchObject({ source: 'correction', corrected: ['Q1'] });
      const audit = (await admin.get('/api/admin/audit-log?limit=20')).body as { action: string }[];
      expect(audit.some((e) => e.action === 'score_correction')).toBe(true);

      const notYet = await admin.post(`/api/games/${game.id}/period-corrections`, { period: 'Q3', homeScore: 1, awayScore: 1 });
      expect(notYet.status).toBe(400);
      expect((notYet.body as { message: string }).message).toContain('Q3 has not ended yet');
    });

    it('ignores an update that would move a game backwards, and validates input', async () => {
      const { game } = await fullBoards(env());
      await update({ gameId: game.id, homeScore: 14, awayScore: 7, quarter: 3 });
      const stale = scoreUpdateResultSchema.parse((await update({ gameId: game.id, homeScore: 0, awayScore: 0, quarter: 1 })).body);
      expect(stale).toMatchObject({ stale: true, game: { status: '3q', homeScore: 14 } });
      for (const [body, text] of [
        [{ gameId: game.id, homeScore: -1, awayScore: 0, quarter: 1 }, 'homeScore cannot be negative'],
        [{ gameId: game.id, homeScore: 1, awayScore: 0, quarter: 0 }, 'quarter must be 1 or more'],
        [{ gameId: game.id, homeScore: 1, awayScore: 0, quarter: 1, status: 'done' }, 'status'],
      ] as const) {
        const response = await update(body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect((response.body as { message: string }).message).toContain(text);
      }
      expect((await update({ gameId: 999999, homeScore: 0, awayScore: 0, quarter: 1 })).status).toBe(404);
    });

    it('answers the score feed tester: historical games, live games, the feed check, a score calculation', async () => {
      const seasons = historicalGameSchema.array().parse((await admin.get('/api/historical-games/2023')).body);
      expect(seasons.map((g) => g.id)).toContain('2023_22_SF_KC');
      expect((await admin.get('/api/historical-games/2021')).body).toEqual([]);
      expect((await admin.get('/api/historical-games/23')).status).toBe(400);

      const live = gameSchema.array().parse((await admin.get('/api/live-games')).body);
      expect(live.length).toBeGreaterThan(0);
      expect(live.every((g) => ['1q', '2q', 'ht', '3q', '4q', 'ot'].includes(g.status))).toBe(true);

      const check = feedCheckSchema.parse((await admin.get('/api/test-nfl-api')).body);
      expect(check).toMatchObject({ feed: 'manual', ok: true });

      const { paidPoolId } = await fullBoards(env());
      const calc = scoreCalculationSchema.parse((await admin.post('/api/test-score-calculation', { homeScore: 21, awayScore: 17, poolId: paidPoolId })).body);
      expect(calc.winningSquare).toEqual({ row: calc.digits!.rows.indexOf(7), column: calc.digits!.columns.indexOf(1) });
      expect(calc.periodPrizesCents).toEqual([22500, 22500, 22500, 22500]);
      expect(calc.ownerUserId).not.toBeNull();
    });

    it('plays an admin replay whatever feed is configured (here: manual)', async () => {
      const { game } = await fullBoards(env());
      const started = await admin.post('/api/replays', { gameId: game.id, historicalGameId: '2024_22_KC_PHI', secondsPerQuarter: 1 });
      expect(started.status).toBe(200);
      const feed = env().app.deps.scoreFeed;
      expect(feed.name).toBe('manual');
      const later = new Date(env().now.getTime() + 60_000);
      const report = await runLifecycleTick({ database: env().database, feed, now: later });
      expect(report.applied).toBe(1);
      const details = gameDetailsSchema.parse((await admin.get(`/api/game-details/${game.id}`)).body);
      expect(details.game).toMatchObject({ status: 'FT', homeScore: 40, awayScore: 22 });
      expect(details.recentUpdates[0]).toMatchObject({ source: 'replay' });
      expect(details.replay).toMatchObject({ historicalGameId: '2024_22_KC_PHI', name: 'Super Bowl LIX' });
      // A game under way cannot be replayed again.
      expect((await admin.post('/api/replays', { gameId: game.id, historicalGameId: '2024_22_KC_PHI' })).status).toBe(409);
    });

    it('streams a player the changes to their pools (My Pools, live)', async () => {
      const { game, paidPoolId, players } = await fullBoards(env());
      const [player] = players;
      // The same player also holds a square of the game's free pool: a score moves both their pools.
      const [freePool] = await env().database.db.select().from(pools).where(eq(pools.gameId, game.id)).then((rows) => rows.filter((p) => p.entryFeeCents === 0));
      await claimSquares(env().app.deps.claims, { poolId: freePool!.id, userId: player!.userId, squares: [{ row: 4, column: 4 }], now: env().now });
      const token = player!.client.cookies.get('sq_session')!;
      await changesHeard(env());
      const stream = await SseReader.open(`${env().baseUrl}/api/user-pools/events`, { cookie: `sq_session=${token}` });
      try {
        expect(stream.status).toBe(200);
        await update({ gameId: game.id, homeScore: 3, awayScore: 0, quarter: 1 });
        const seen = new Map<number, unknown>();
        while (seen.size < 2) {
          const pool = userPoolSchema.parse(((await stream.next('pool')).data as { pool: unknown }).pool);
          seen.set(pool.id, pool);
        }
        expect(seen.get(paidPoolId)).toMatchObject({ userSquareCount: 5, status: 'active', game: { homeScore: 3 } });
        expect(seen.get(freePool!.id)).toMatchObject({ userSquareCount: 1, status: 'active', game: { homeScore: 3 } });
      } finally {
        stream.close();
      }
      expect((await SseReader.open(`${env().baseUrl}/api/user-pools/events`)).status).toBe(401);
    });

    it("sends other players' claims to My Pools from memory; the player's own claim reads their figures", async () => {
      const poolId = await freshFreePool(env());
      const [me, ...others] = await manyPlayers(env(), 4, 'my-pools-memory');
      expect((await me!.client.post(`/api/pools/${poolId}/squares`, { row: 0, column: 0 })).status).toBe(201);
      await changesHeard(env());
      const myPoolsReads = async () => (await env().app.deps.metrics.myPoolsReads.get()).values[0]?.value ?? 0;
      const next = async (stream: SseReader) => userPoolSchema.parse(((await stream.next('pool')).data as { pool: unknown }).pool);
      const stream = await SseReader.open(`${env().baseUrl}/api/user-pools/events`, { cookie: `sq_session=${me!.client.cookies.get('sq_session')!}` });
      try {
        const before = await myPoolsReads();
        for (const [i, other] of others.entries()) {
          expect((await other.client.post(`/api/pools/${poolId}/squares`, { row: 1, column: i })).status).toBe(201);
          expect(await next(stream)).toMatchObject({ id: poolId, currentParticipants: 2 + i, userSquareCount: 1, userSpentCents: 0 });
        }
        expect(await myPoolsReads(), 'reads for other players\' claims').toBe(before);
        expect((await me!.client.post(`/api/pools/${poolId}/squares`, { row: 2, column: 0 })).status).toBe(201);
        expect(await next(stream)).toMatchObject({ id: poolId, currentParticipants: 5, userSquareCount: 2 });
        expect(await myPoolsReads()).toBe(before + 1);
      } finally {
        stream.close();
      }
    });
  },
  { listen: true },
);
