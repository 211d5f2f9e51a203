import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { lifecycleTick, TICK_NOT_RUN, type TickDeps, type TickReport } from '../modules/lifecycle';
import type { ScoreFeed } from '../scores';
import { withLease } from './lease';
import type { AppMetrics } from '../ops/metrics';
import { lagOf, startTicker } from './ticker';

const LIFECYCLE_LEASE_KEY = 724_310_010;

/**
 * One pass of the game lifecycle (modules/lifecycle), run by one process at a time (an advisory-lock
 * lease); everything it does is also safe if two ever did.
 */
export async function runLifecycleTick(deps: TickDeps): Promise<TickReport> {
  const outcome = await withLease(deps.database, LIFECYCLE_LEASE_KEY, () => lifecycleTick(deps));
  return outcome.ran ? outcome.value : { ...TICK_NOT_RUN };
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
  /** Where each tick's lateness goes (squares_ticker_lag_seconds{ticker="lifecycle"}). */
  metrics?: Pick<AppMetrics, 'tickerLag'>;
}): () => Promise<void> {
  let lastPoll = 0;
  return startTicker({
    intervalMs: deps.intervalMs,
    lag: lagOf(deps.metrics, 'lifecycle'),
    tick: async () => {
      const now = deps.clock();
      const pollFeed = now.getTime() - lastPoll >= deps.pollEveryMs;
      if (pollFeed) lastPoll = now.getTime();
      const report = await runLifecycleTick({ database: deps.database, feed: deps.feed, now, pollFeed });
      if (report.kickedOff || report.cancelledEarly || report.applied || report.periodsSettled) deps.log.info(report, 'lifecycle tick');
    },
    failed: (error) => deps.log.error({ err: error }, 'lifecycle tick failed; will retry'),
  });
}
