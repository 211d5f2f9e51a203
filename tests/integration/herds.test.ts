import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { runUseCase, type UseCase } from '../../src/server/core/use-case';
import { games, leagues, payouts, pools } from '../../src/server/db/schema';
import { lifecycleTick, type TickReport } from '../../src/server/modules/lifecycle';
import { settleEndedPeriods } from '../../src/server/modules/payouts';
import { applyInHerds, correctGamePeriod, scoreGame } from '../../src/server/modules/scores';
import { CHANNELS } from '../../src/server/realtime/bus';
import type { ScoreFeed } from '../../src/server/scores';
import type { ScoreSnapshot } from '../../src/domain/game-progress';
import { changesHeard } from './support/events';
import { describeEachDatabase, type TestEnv } from './support/harness';
import { manyPlayers } from './support/players';

/**
 * Herds: the pools of one game kick off, settle a period and complete a page of
 * pools per transaction, and the game's score is one game event however many pools it moves. PostgreSQL
 * plays a herd of 1,201 pools in pages of 500 (HERD_BATCH); the embedded database, slower per statement,
 * the same shape smaller: 120 pools in pages of 50.
 */
const SIZES = { postgres: { pools: 1201, batch: 500 }, pglite: { pools: 120, batch: 50 } } as const;

/** A feed that reports what the test says, for its one game. */
class ScriptedFeed implements ScoreFeed {
  readonly name = 'espn' as const;
  snapshot: ScoreSnapshot | null = null;
  constructor(private readonly gameId: number) {}
  async snapshots(): Promise<Map<number, ScoreSnapshot>> {
    return new Map(this.snapshot ? [[this.gameId, this.snapshot]] : []);
  }
}

type Heard = { type?: string; gameId?: number; poolId?: number; period?: string };

/** The pool channel's events the app hears while `work` runs (and until everything it committed has arrived). */
async function eventsDuring(env: TestEnv, work: () => Promise<unknown>): Promise<Heard[]> {
  const heard: Heard[] = [];
  await changesHeard(env); // events of earlier changes (the herd's own inserts) are not this work's
  // A NOTIFY payload is text; an event relayed from the outbox arrives parsed.
  const off = env.app.deps.bus.on(CHANNELS.pools, (payload: unknown) => {
    heard.push((typeof payload === 'string' ? JSON.parse(payload) : payload) as Heard);
  });
  try {
    await work();
    await changesHeard(env);
  } finally {
    off();
  }
  return heard;
}

/** A league and a game an hour away with `count` free private pools, ten squares sold in each, inserted in bulk. */
async function herdOfPools(env: TestEnv, count: number): Promise<{ gameId: number; poolIds: number[]; playerId: string }> {
  const { db } = env.database;
  const [player] = await manyPlayers(env, 1, 'herd');
  const [league] = await db.insert(leagues).values({ name: 'NFL', displayName: 'NFL', sport: 'football' }).returning();
  const [game] = await db
    .insert(games)
    .values({ leagueId: league!.id, homeTeam: 'Buffalo Bills', awayTeam: 'Miami Dolphins', homeTeamColor: '#00338d', awayTeamColor: '#008e97', week: 'W13', gameDate: new Date(env.now.getTime() + 3600_000) })
    .returning();
  await db.execute(sql`
    insert into pools (game_id, name, entry_fee_cents, house_fee_bps, payout_scheme, payout_bps, is_private, draw_commitment, draw_seed)
    select ${game!.id}, 'Herd ' || i, 0, 0, 'equal', '[2500,2500,2500,2500]'::jsonb, true, md5('c' || i) || md5('d' || i), md5('s' || i) || md5('t' || i)
    from generate_series(1, ${count}) i`);
  await db.execute(sql`
    insert into squares (pool_id, user_id, row, col, purchase_price_cents)
    select p.id, ${player!.userId}, p.id % 10, c, 0 from pools p cross join generate_series(0, 9) c where p.game_id = ${game!.id}`);
  const rows = await db.select({ id: pools.id }).from(pools).where(eq(pools.gameId, game!.id));
  return { gameId: game!.id, poolIds: rows.map((r) => r.id), playerId: player!.userId };
}

const count = (events: Heard[], type: string, ids: { gameId?: number; poolIds?: Set<number> }) =>
  events.filter((e) => e.type === type && (ids.gameId === undefined || e.gameId === ids.gameId) && (!ids.poolIds || ids.poolIds.has(e.poolId!))).length;

describeEachDatabase('herds: one game, many pools, a page of pools per transaction', (env, kind) => {
  it('kicks off, settles a period, completes and corrects every pool in pages, with one game event per score', async () => {
    const { pools: size, batch } = SIZES[kind];
    const pages = Math.ceil(size / batch);
    const { db } = env().database;
    const { gameId, poolIds, playerId } = await herdOfPools(env(), size);
    const herd = new Set(poolIds);
    const feed = new ScriptedFeed(gameId);
    const kickoff = new Date(env().now.getTime() + 3600_000 + 1000);
    const tick = (now: Date) => lifecycleTick({ database: env().database, feed, now, herdBatch: batch });

    // Kickoff: every board draws and goes into play, a page per transaction; one pool event each, no game event.
    let report: TickReport | undefined;
    const kickedOff = await eventsDuring(env(), async () => (report = await tick(kickoff)));
    expect(report).toMatchObject({ kickedOff: size, batches: pages, applied: 0 });
    expect(count(kickedOff, 'pool', { poolIds: herd })).toBe(size);
    expect(count(kickedOff, 'game', { gameId })).toBe(0);
    const inPlay = await db.select().from(pools).where(eq(pools.gameId, gameId));
    expect(inPlay.every((p) => p.status === 'active' && p.rowDigits !== null)).toBe(true);
    expect(await tick(kickoff)).toMatchObject({ kickedOff: 0, batches: 0 }); // again: nothing twice

    // Q1 ends (7-3): the game changes once, every pool in play gets its Q1 winner; no pool row is touched.
    feed.snapshot = { status: '2q', quarter: 2, homeScore: 7, awayScore: 3, homeQuarterPoints: [7, 0], awayQuarterPoints: [3, 0] };
    const q1 = await eventsDuring(env(), async () => (report = await tick(new Date(kickoff.getTime() + 1800_000))));
    expect(report).toMatchObject({ applied: 1, batches: pages, periodsSettled: 0 });
    expect(count(q1, 'game', { gameId })).toBe(1);
    expect(count(q1, 'pool', { poolIds: herd })).toBe(0);
    expect(count(q1, 'winner', { poolIds: herd })).toBe(size);
    const q1Payouts = await db.select().from(payouts).where(and(inArray(payouts.poolId, poolIds), eq(payouts.period, 'Q1')));
    expect(q1Payouts).toHaveLength(size);
    expect(q1Payouts.every((p) => p.homeScore === 7 && p.awayScore === 3)).toBe(true);

    // The final, applied by a process that dies after its second page: the finished pages stay done, and
    // the next tick settles and completes the rest (recovery), without a second game event.
    const final: ScoreSnapshot = { status: 'FT', quarter: 4, homeScore: 24, awayScore: 17, homeQuarterPoints: [7, 3, 7, 7], awayQuarterPoints: [3, 7, 0, 7] };
    const at = new Date(kickoff.getTime() + 3 * 3600_000);
    let settlePages = 0;
    const crashing = <I, O>(useCase: UseCase<I, O>, input: I): Promise<O> => {
      if (useCase === (settleEndedPeriods as unknown) && ++settlePages === 1) throw new Error('process killed');
      return runUseCase(db, () => at, useCase, input);
    };
    const ended = await eventsDuring(env(), async () => {
      await expect(applyInHerds(crashing, scoreGame, { gameId, snapshot: final, source: 'espn' }, { batchSize: batch })).rejects.toThrow('process killed');
      const completed = await db.select({ id: pools.id }).from(pools).where(and(eq(pools.gameId, gameId), eq(pools.status, 'completed')));
      expect(completed).toHaveLength(batch); // the first page, committed with the game; the second died
      feed.snapshot = final; // the feed says the same again: nothing new to apply
      report = await tick(at);
    });
    expect(report).toMatchObject({ applied: 0, batches: pages }); // recovery walks the game's pools again
    expect(count(ended, 'game', { gameId })).toBe(1);
    const after = await db.select().from(pools).where(eq(pools.gameId, gameId));
    expect(after.every((p) => p.status === 'completed')).toBe(true);
    const [settled] = await db.select({ n: sql<number>`count(*)::int` }).from(payouts).where(inArray(payouts.poolId, poolIds));
    expect(settled!.n).toBe(size * 4);

    // A correction of Q1 whose herd dies the same way: the next tick re-settles the pools still paid on the old score.
    settlePages = 0;
    const corrected = await eventsDuring(env(), async () => {
      const correction = { gameId, period: 'Q1' as const, score: { home: 10, away: 3 }, actorUserId: playerId, ip: '127.0.0.1' };
      await expect(applyInHerds(crashing, correctGamePeriod, correction, { batchSize: batch })).rejects.toThrow('process killed');
      report = await tick(at);
    });
    expect(report).toMatchObject({ batches: pages });
    expect(count(corrected, 'game', { gameId })).toBe(1);
    const q1After = await db.select().from(payouts).where(and(inArray(payouts.poolId, poolIds), eq(payouts.period, 'Q1')));
    expect(q1After.every((p) => p.homeScore === 10 && p.awayScore === 3 && p.revision === 2)).toBe(true);
  });
}, { seed: false }); // no other game kicks off in the ticks
