import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from './errors';

/**
 * Counts failures (wrong passwords, rejected registrations) per key in fixed one-minute windows, in the
 * database so the limit holds across processes. Keys name both the client IP and the account, so
 * neither one address trying many accounts nor many addresses trying one account gets far.
 */
export const FAILURE_LIMIT = { max: 10, windowMs: 60_000 } as const;

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number) {
    super('rate_limited', `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, { retryAfterSeconds });
  }
}

/** Throws RateLimitedError when any key has used up its failures in the current window. */
export async function assertNotRateLimited(db: Db, keys: string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  const rows = await db
    .select()
    .from(rateLimits)
    .where(sql`${rateLimits.key} in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`);
  let retryAfterMs = 0;
  for (const row of rows) {
    const windowEnd = row.windowStart.getTime() + FAILURE_LIMIT.windowMs;
    if (windowEnd > now.getTime() && row.count >= FAILURE_LIMIT.max) {
      retryAfterMs = Math.max(retryAfterMs, windowEnd - now.getTime());
    }
  }
  if (retryAfterMs > 0) throw new RateLimitedError(Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

/** Counts one failure against every key (a new window starts when the old one has passed). */
export async function recordFailure(db: Db, keys: string[], now: Date): Promise<void> {
  const windowStartFloor = new Date(now.getTime() - FAILURE_LIMIT.windowMs);
  for (const key of keys) {
    await db
      .insert(rateLimits)
      .values({ key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.windowStart} <= ${windowStartFloor} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStartFloor} then ${now} else ${rateLimits.windowStart} end`,
        },
      });
  }
}
