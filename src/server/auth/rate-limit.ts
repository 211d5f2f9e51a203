import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../../domain/errors';

/**
 * Counts failures (wrong passwords, rejected registrations) per key in fixed one-minute windows, in the
 * database so the limit holds across processes. Keys name both the client IP and the account, so
 * neither one address trying many accounts nor many addresses trying one account gets far.
 */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export const FAILURE_LIMIT: RateLimit = { max: 10, windowMs: 60_000 };
/** New accounts from one address: generous for a household behind one IP, a wall for bulk sign-ups. */
export const ACCOUNT_CREATION_LIMIT: RateLimit = { max: 30, windowMs: 3_600_000 };

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number) {
    super('rate_limited', `Too many attempts. Try again in ${retryAfterSeconds} seconds.`, { retryAfterSeconds });
  }
}

/** Throws RateLimitedError when any key has used up its failures in the current window. */
export async function assertNotRateLimited(db: Db, keys: string[], now: Date, limit: RateLimit = FAILURE_LIMIT): Promise<void> {
  if (keys.length === 0) return;
  const rows = await db
    .select()
    .from(rateLimits)
    .where(sql`${rateLimits.key} in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)})`);
  let retryAfterMs = 0;
  for (const row of rows) {
    const windowEnd = row.windowStart.getTime() + limit.windowMs;
    if (windowEnd > now.getTime() && row.count >= limit.max) {
      retryAfterMs = Math.max(retryAfterMs, windowEnd - now.getTime());
    }
  }
  if (retryAfterMs > 0) throw new RateLimitedError(Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

/** Counts one failure against every key (a new window starts when the old one has passed). */
export async function recordFailure(db: Db, keys: string[], now: Date, limit: RateLimit = FAILURE_LIMIT): Promise<void> {
  const windowStartFloor = new Date(now.getTime() - limit.windowMs);
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
