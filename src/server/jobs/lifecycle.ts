import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { lifecycleTick, type TickDeps, type TickReport } from '../modules/lifecycle';
import type { ScoreFeed } from '../scores';
import { withLease } from './lease';

const LIFECYCLE_LEASE_KEY = 724_310_010;

/**
 * One pass of the game lifecycle (modules/lifecycle), run by one process at a time (an advisory-lock
 * lease); everything it does is also safe if two ever did.
 */
export async function runLifecycleTick(deps: TickDeps): Promise<TickReport> {
  const outcome = await withLease(deps.database, LIFECYCLE_LEASE_KEY, () => lifecycleTick(deps));
  return outcome.ran ? outcome.value : { ran: false, kickedOff: 0, cancelledEarly: 0, applied: 0, periodsSettled: 0 };
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
        if (report.kickedOff || report.cancelledEarly || report.applied || report.periodsSettled) deps.log.info(report, 'lifecycle tick');
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
