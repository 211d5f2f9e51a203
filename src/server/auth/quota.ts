import { eq, inArray } from 'drizzle-orm';
import { AppError } from '../../domain/errors';
import { quotaMessage, useQuota, type QuotaRefusal } from '../../domain/quota';
import { retryAfterSeconds } from '../../domain/throttle';
import type { Tx } from '../db/client';
import { rateLimits } from '../db/schema';

/**
 * Daily quotas (domain/quota.ts), counted in the rate_limits table like every limit, but inside the
 * transaction of the change they meter: the count commits with the pools or invitations it paid for, and
 * a change that fails for any other reason costs nothing. The rows are locked in key order, so parallel
 * requests of one account or address queue on them instead of all passing under the limit together.
 */
export interface Quota {
  /** What is counted and for whom, e.g. `quota:invitations:account:<user id>`. */
  key: string;
  max: number;
}

/** Over a quota: 429 `quota`, saying how many are left and when it resets (Retry-After too). */
export class QuotaExceededError extends AppError {
  constructor(refusal: QuotaRefusal) {
    super('quota', quotaMessage(refusal), { retryAfterSeconds: retryAfterSeconds(refusal.resetsAt.getTime() - refusal.now.getTime()) });
  }
}

/**
 * Counts `amount` uses against every quota at once, or none: throws QuotaExceededError when any would go
 * past its max (the one with the least room left names the refusal). `describe` words the refusal.
 */
export async function useQuotas(
  tx: Tx,
  quotas: Quota[],
  amount: number,
  now: Date,
  describe: Pick<QuotaRefusal, 'what' | 'forWhom'>,
): Promise<void> {
  if (quotas.length === 0 || amount <= 0) return;
  const byKey = new Map(quotas.map((quota) => [quota.key, quota]));
  const keys = [...byKey.keys()].sort();
  await tx
    .insert(rateLimits)
    .values(keys.map((key) => ({ key, windowStart: now, count: 0 })))
    .onConflictDoNothing();
  const rows = await tx.select().from(rateLimits).where(inArray(rateLimits.key, keys)).orderBy(rateLimits.key).for('update');
  const uses = rows.map((row) => ({ key: row.key, use: useQuota(byKey.get(row.key)!.max, { count: row.count, since: row.windowStart }, amount, now) }));
  const refusals = uses.flatMap(({ key, use }) => (use.ok ? [] : [{ ...use, max: byKey.get(key)!.max }]));
  if (refusals.length > 0) {
    const tightest = refusals.reduce((a, b) => (b.left < a.left || (b.left === a.left && b.resetsAt > a.resetsAt) ? b : a));
    throw new QuotaExceededError({ ...describe, max: tightest.max, left: tightest.left, resetsAt: tightest.resetsAt, now });
  }
  for (const { key, use } of uses) {
    if (use.ok) await tx.update(rateLimits).set({ count: use.state.count, windowStart: use.state.since }).where(eq(rateLimits.key, key));
  }
}
