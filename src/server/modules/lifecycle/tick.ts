import { batchOf, HERD_BATCH, runHerd, type HerdOptions } from '../../core/herd';
import { runUseCase, type UseCase } from '../../core/use-case';
import type { Database } from '../../db/client';
import type { ScoreFeed } from '../../scores';
import { unfinishedGamesKickingOff } from '../games';
import { gamesMissingPayouts, settleEndedPeriods } from '../payouts';
import { cancelUnfilledBeforeKickoff, gamesDueForEarlyRefund, gamesDueForKickoff, kickOffGame } from '../pools';
import { applyInHerds, assignReplaysAtKickoff, scoreGame, snapshotChangesGame } from '../scores';
import { readAutoRefundSettings } from '../site-admin';
import { refundDueThrough } from '../../../domain/auto-refund';

/** Games are polled from a little before kickoff (feeds often go live early)... */
const POLL_AHEAD_MS = 10 * 60_000;
/** ...until they finish, or for at most this long after kickoff (postponed games stop being asked). */
const POLL_GIVE_UP_MS = 12 * 3600_000;

export interface TickReport {
  ran: boolean;
  kickedOff: number;
  /** Unfilled paid pools cancelled ahead of kickoff (the operator's auto-refund lead time). */
  cancelledEarly: number;
  applied: number;
  periodsSettled: number;
  /** Transactions the herd steps ran (kickoff, early cancels, settlements): a page of pools each. */
  batches: number;
}

/** The report of a tick that did not run (another process holds the lifecycle's lease). */
export const TICK_NOT_RUN: TickReport = { ran: false, kickedOff: 0, cancelledEarly: 0, applied: 0, periodsSettled: 0, batches: 0 };

export interface TickDeps {
  database: Database;
  feed: ScoreFeed;
  now: Date;
  pollFeed?: boolean;
  /** Pools per transaction in a herd step (default HERD_BATCH). */
  herdBatch?: number;
}

/**
 * One pass of the game lifecycle (D5, D3), every change through a use case: pools of games that have
 * kicked off are locked (drawn or cancelled) and unfilled paid pools within the auto-refund lead time
 * cancelled, the score feed is asked about games due or in play and every real change is applied, and
 * any ended period a pool in play has not been paid for is settled. A game's pools go in herds
 * (core/herd.ts): a page of `herdBatch` pools per transaction. Idempotent; the caller makes sure one
 * process runs it at a time.
 */
export async function lifecycleTick({ database, feed, now, pollFeed = true, herdBatch = HERD_BATCH }: TickDeps): Promise<TickReport> {
  const { db } = database;
  // Every change of one tick happens at the tick's instant.
  const run = <I, O>(useCase: UseCase<I, O>, input: I) => runUseCase(db, () => now, useCase, input);
  const report: TickReport = { ...TICK_NOT_RUN, ran: true };
  const herd: HerdOptions = { batchSize: herdBatch, onBatch: () => void report.batches++ };

  // 1. Kickoff: every game that has started and still has pools taking entries.
  for (const gameId of await gamesDueForKickoff(db, now)) {
    report.kickedOff += (await runHerd(herd, async (page) => batchOf(await run(kickOffGame, { gameId, page })))).length;
  }
  // ...and, when the operator refunds unfilled paid pools N minutes before kickoff, games that close.
  const dueThrough = refundDueThrough(now, (await readAutoRefundSettings(db)).settings);
  for (const gameId of await gamesDueForEarlyRefund(db, now, dueThrough)) {
    report.cancelledEarly += (await runHerd(herd, async (page) => batchOf(await run(cancelUnfilledBeforeKickoff, { gameId, page })))).length;
  }

  // 2. Scores: games due or in play, from the configured feed; only real changes are applied.
  if (pollFeed) {
    const due = await unfinishedGamesKickingOff(db, { from: new Date(now.getTime() - POLL_GIVE_UP_MS), to: new Date(now.getTime() + POLL_AHEAD_MS) });
    if (feed.autoReplay) await run(assignReplaysAtKickoff, { games: due, secondsPerQuarter: feed.autoReplay.secondsPerQuarter });
    const snapshots = await feed.snapshots(due, now);
    for (const game of due) {
      const snapshot = snapshots.get(game.id);
      if (!snapshot || !snapshotChangesGame(game, snapshot)) continue;
      await applyInHerds(run, scoreGame, { gameId: game.id, snapshot, source: feed.sourceOf?.(game.id) ?? feed.name }, herd);
      report.applied++;
    }
  }

  // 3. Recovery: a pool in play missing a payout for a period its game has ended (or whose payout is for
  // a score since corrected): a herd that stopped midway is finished here.
  for (const gameId of await gamesMissingPayouts(db)) {
    report.periodsSettled += (await runHerd(herd, (page) => run(settleEndedPeriods, { gameId, page }))).length;
  }
  return report;
}
