import type { UseCaseContext } from './use-case';

/**
 * Herds: at a kickoff, a period's end or a final, thousands of pools of one game change at
 * the same moment. One transaction for all of them held every pool's row lock (and, for a score, the
 * game's) until the last one was done, and committed thousands of events at once; one transaction per
 * pool paid a commit per pool. A herd is worked in pages of pools in id order instead, each page its own
 * transaction: a crash leaves the finished pages done and the rest to the next tick, which finds them by
 * the same queries it always used (every step is idempotent).
 */
export const HERD_BATCH = 500;

/** One page of a herd: the pools after `afterPoolId`, at most `limit` of them, in id order. */
export interface HerdPage {
  afterPoolId: number;
  limit: number;
}

/** Every pool in one page (a use case run whole, in one transaction, as before herds). */
export const WHOLE_HERD: HerdPage = { afterPoolId: 0, limit: Number.MAX_SAFE_INTEGER };

/** What one page did: its results, how many pools it took and the last one's id (the next page starts after it). */
export interface HerdBatch<T> {
  results: T[];
  pools: number;
  lastPoolId: number;
}

export interface HerdOptions {
  /** Pools per transaction (HERD_BATCH; tests pass a small one). */
  batchSize?: number | undefined;
  /** Told of each transaction a herd ran with pools in it (the ticks' reports count them). */
  onBatch?: (() => void) | undefined;
}

/**
 * Runs `page` (one transaction each) over a herd until a page comes back short: nothing after it was
 * due, or what was left is held by another process that works it (skipLocked). `onBatch` hears of each
 * page that had pools in it. `done`: a first page another transaction already took (a score update's,
 * with its game); the herd goes on after it.
 */
export async function runHerd<T>(options: HerdOptions, page: (next: HerdPage) => Promise<HerdBatch<T>>, done?: HerdBatch<T>): Promise<T[]> {
  const limit = options.batchSize ?? HERD_BATCH;
  const results: T[] = [...(done?.results ?? [])];
  if (done && done.pools < limit) return results;
  let afterPoolId = done?.lastPoolId ?? 0;
  for (;;) {
    const batch = await page({ afterPoolId, limit });
    if (batch.pools > 0) options.onBatch?.();
    results.push(...batch.results);
    if (batch.pools < limit) return results;
    afterPoolId = batch.lastPoolId;
  }
}

/** The page a list of per-pool results in id order makes (one result per pool taken). */
export function batchOf<T extends { poolId: number }>(results: T[]): HerdBatch<T> {
  return { results, pools: results.length, lastPoolId: results.at(-1)?.poolId ?? 0 };
}

export type PoolAttempt<T> = { poolId: number; ok: true; value: T } | { poolId: number; ok: false; error: unknown };

/**
 * Pools that were a transaction each (a payout, a refund), now a page's transaction together: each in a
 * savepoint of its own, so that one that fails (a payment still to capture) is rolled back alone and the
 * others commit. Its after-commit effects are kept only if it succeeded.
 */
export async function eachPoolApart<T>(ctx: UseCaseContext, poolIds: readonly number[], work: (ctx: UseCaseContext, poolId: number) => Promise<T>): Promise<PoolAttempt<T>[]> {
  const attempts: PoolAttempt<T>[] = [];
  for (const poolId of poolIds) {
    const effects: (() => void)[] = [];
    try {
      const value = await ctx.tx.transaction((tx) => work({ tx, now: ctx.now, afterCommit: (effect) => void effects.push(effect) }, poolId));
      for (const effect of effects) ctx.afterCommit(effect);
      attempts.push({ poolId, ok: true, value });
    } catch (error) {
      attempts.push({ poolId, ok: false, error });
    }
  }
  return attempts;
}
