import { and, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { advanceGame, periodsEndedAt, type ScoreSnapshot } from '../../domain/game-progress';
import type { Database } from '../db/client';
import { games, pools, type GameRow } from '../db/schema';
import { periodScoresOf, settlePeriods } from '../modules/payouts';
import { lockPoolsAtKickoff } from '../modules/pools';
import { applyScoreUpdate } from '../modules/scores';
import type { ScoreFeed } from '../scores';
import { withLease } from './lease';

const LIFECYCLE_LEASE_KEY = 724_310_010;
/** Games are polled from a little before kickoff (feeds often go live early)... */
const POLL_AHEAD_MS = 10 * 60_000;
/** ...until they finish, or for at most this long after kickoff (postponed games stop being asked). */
const POLL_GIVE_UP_MS = 12 * 3600_000;
const FINISHED = ['FT', 'ft', 'completed', 'aet'];

export interface TickReport {
  ran: boolean;
  kickedOff: number;
  applied: number;
  periodsSettled: number;
}

/**
 * One pass of the game lifecycle (D5, D3): pools of games that have kicked off are locked (drawn or
 * cancelled), the score feed is asked about games due or in play and every change is applied, and any
 * ended period a pool in play has not been paid for is settled. Idempotent, and only one process runs
 * it at a time (lease); everything it does is also safe if two ever did.
 */
export async function runLifecycleTick(deps: { database: Database; feed: ScoreFeed; now: Date; pollFeed?: boolean }): Promise<TickReport> {
  const outcome = await withLease(deps.database, LIFECYCLE_LEASE_KEY, () => tick(deps));
  return outcome.ran ? outcome.value : { ran: false, kickedOff: 0, applied: 0, periodsSettled: 0 };
}

async function tick({ database, feed, now, pollFeed = true }: { database: Database; feed: ScoreFeed; now: Date; pollFeed?: boolean }): Promise<TickReport> {
  const { db } = database;
  const report: TickReport = { ran: true, kickedOff: 0, applied: 0, periodsSettled: 0 };

  // 1. Kickoff: every game that has started and still has pools taking entries.
  const started = await db
    .selectDistinct({ gameId: pools.gameId })
    .from(pools)
    .innerJoin(games, sql`${games.id} = ${pools.gameId}`)
    .where(and(inArray(pools.status, ['open', 'full']), lte(games.gameDate, now)));
  for (const { gameId } of started) {
    const outcomes = await db.transaction((tx) => lockPoolsAtKickoff(tx, gameId, now, { skipLocked: true }));
    report.kickedOff += outcomes.length;
  }

  // 2. Scores: games due or in play, from the configured feed; only real changes are applied.
  if (pollFeed) {
    const due = await db
      .select()
      .from(games)
      .where(
        and(
          lte(games.gameDate, new Date(now.getTime() + POLL_AHEAD_MS)),
          gte(games.gameDate, new Date(now.getTime() - POLL_GIVE_UP_MS)),
          notInArray(games.status, FINISHED),
        ),
      );
    const snapshots = await feed.snapshots(due, now);
    for (const game of due) {
      const snapshot = snapshots.get(game.id);
      if (!snapshot || !changes(game, snapshot)) continue;
      await applyScoreUpdate(db, { gameId: game.id, snapshot, source: feed.sourceOf?.(game.id) ?? feed.name, now });
      report.applied++;
    }
  }

  // 3. Recovery: a pool in play missing a payout for a period its game has ended.
  const gaps = await db.execute<{ game_id: number }>(sql`
    select distinct g.id as game_id from games g join pools p on p.game_id = g.id
    where p.status in ('active', 'completed') and p.row_digits is not null
      and (select count(*) from payouts x where x.pool_id = p.id) <
          (case when g.final_home is not null then 4 when g.q3_home is not null then 3
                when g.q2_home is not null then 2 when g.q1_home is not null then 1 else 0 end)`);
  for (const { game_id } of rowsOf<{ game_id: number }>(gaps)) {
    report.periodsSettled += await db.transaction(async (tx) => {
      const [game] = await tx.select().from(games).where(sql`${games.id} = ${game_id}`).for('update');
      return (await settlePeriods(tx, game!, periodsEndedAt(game!.finalHome !== null ? 'FT' : game!.status), now)).length;
    });
  }
  return report;
}

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * Whether a snapshot says anything the game row does not already show (polling the same score every
 * few seconds must not log an update each time). Decided by the same rule that applies it.
 */
function changes(game: GameRow, snapshot: ScoreSnapshot): boolean {
  const current = { status: game.status, quarter: game.quarter, homeScore: game.homeScore, awayScore: game.awayScore, periods: periodScoresOf(game) };
  const result = advanceGame(current, snapshot);
  return !result.stale && JSON.stringify(result.progress) !== JSON.stringify(current);
}

/**
 * Runs the tick every `intervalMs` (never overlapping itself) until stopped; the feed is polled every
 * `pollEveryMs` (ESPN is not asked every few seconds; a replay is computed each tick).
 */
export function startLifecycleTicker(deps: {
  database: Database;
  feed: ScoreFeed;
  clock: () => Date;
  log: FastifyBaseLogger;
  intervalMs: number;
  pollEveryMs: number;
}): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  let lastPoll = 0;
  const timer = setInterval(() => {
    if (running) return;
    const now = deps.clock();
    const pollFeed = now.getTime() - lastPoll >= deps.pollEveryMs;
    if (pollFeed) lastPoll = now.getTime();
    running = runLifecycleTick({ database: deps.database, feed: deps.feed, now, pollFeed })
      .then((report) => {
        if (report.kickedOff || report.applied || report.periodsSettled) deps.log.info(report, 'lifecycle tick');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'lifecycle tick failed; will retry'))
      .finally(() => (running = undefined));
  }, deps.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
