import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../../domain/errors';
import { QUOTA_WINDOW_MS } from '../../domain/quota';
import { storableText } from '../../domain/storable-text';
import { afterAttempt, blockedForMs, memoryMs, retryAfterSeconds, type FixedWindow, type Limit } from '../../domain/throttle';

/**
 * Rate limits live in the database (table rate_limits), so they hold across processes. A key names what
 * is counted (an address, an account, an account seen from one address); its limit (domain/throttle.ts)
 * says when it is blocked. `window_start` is when a fixed window opened, or a backoff's last attempt.
 */
export type RateLimit = FixedWindow;

export const FAILURE_LIMIT: FixedWindow = { kind: 'window', max: 10, windowMs: 60_000 };
/** New accounts from one address: generous for a household behind one IP, a wall for bulk sign-ups. */
export const ACCOUNT_CREATION_LIMIT: FixedWindow = { kind: 'window', max: 30, windowMs: 3_600_000 };

/**
 * Password sign-ins (admin login, the embedded issuer's form). Failures slow down the address and the
 * account-from-that-address with doubling waits; the account as a whole has only a high ceiling, so
 * nobody can lock the real owner out by failing on purpose from elsewhere.
 */
export const SIGN_IN_LIMITS = {
  address: { kind: 'backoff', free: 10, baseMs: 1_000, maxMs: 15 * 60_000, forgetMs: 3_600_000 },
  accountFromAddress: { kind: 'backoff', free: 5, baseMs: 1_000, maxMs: 15 * 60_000, forgetMs: 3_600_000 },
  accountCeiling: { kind: 'window', max: 200, windowMs: 3_600_000 },
} as const satisfies Record<string, Limit>;

/**
 * Checkouts started (each one holds squares and calls the payment provider): an account has room for
 * reloads and changed carts, an address for a household or office of players behind one IP.
 */
export const CHECKOUT_START_LIMITS = {
  account: { kind: 'window', max: 10, windowMs: 60_000 },
  address: { kind: 'window', max: 60, windowMs: 60_000 },
} as const satisfies Record<string, FixedWindow>;

/**
 * Admins' second steps (a TOTP or recovery code, a passkey), reached only with the right password.
 * Whoever gets here knows the password, so the account as a whole is what must hold: past 5 failures
 * from anywhere, each next try waits twice as long, up to 30 minutes, and only 2 hours without a try
 * forget them. That leaves about 2 guesses an hour at 3 right codes in a million (a few in a hundred
 * over a year of trying, with every failure in the audit log), while the owner, who knows the password
 * too, waits at most 30 minutes after someone else's failures.
 */
export const SECOND_STEP_LIMITS = {
  address: SIGN_IN_LIMITS.address,
  account: { kind: 'backoff', free: 5, baseMs: 1_000, maxMs: 30 * 60_000, forgetMs: 2 * 3_600_000 },
} as const satisfies Record<string, Limit>;

/** Rows older than this no longer matter to any limit or daily quota (auth/quota.ts); housekeeping drops them. */
export const RATE_LIMIT_MEMORY_MS = Math.max(
  QUOTA_WINDOW_MS,
  ...[FAILURE_LIMIT, ACCOUNT_CREATION_LIMIT, ...Object.values(SIGN_IN_LIMITS), ...Object.values(SECOND_STEP_LIMITS), ...Object.values(CHECKOUT_START_LIMITS)].map((limit) => memoryMs(limit)),
);

export class RateLimitedError extends AppError {
  constructor(retryAfter: number) {
    super('rate_limited', `Too many attempts. Try again in ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}.`, {
      retryAfterSeconds: retryAfter,
    });
  }
}

/** A key part from client input (an e-mail, a username): storable whatever was sent. */
export const keyPart = (value: string) => storableText(value, 260);

const stateOf = (row: typeof rateLimits.$inferSelect | undefined) => (row ? { count: row.count, since: row.windowStart } : undefined);

/** Throws RateLimitedError when any key has used up its failures in the current window. */
export async function assertNotRateLimited(db: Db, keys: string[], now: Date, limit: Limit = FAILURE_LIMIT): Promise<void> {
  if (keys.length === 0) return;
  const rows = await db.select().from(rateLimits).where(inArray(rateLimits.key, keys));
  const blockedMs = Math.max(0, ...rows.map((row) => blockedForMs(limit, stateOf(row), now)));
  if (blockedMs > 0) throw new RateLimitedError(retryAfterSeconds(blockedMs));
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

export interface Throttle {
  key: string;
  limit: Limit;
}

/**
 * One attempt, counted before the work it guards: refused (RateLimitedError, nothing counted) when any
 * key is blocked, else counted against every key at once. Counting first means a burst of parallel
 * requests cannot all slip through before the first failure is written. The rows are locked in key
 * order, so concurrent attempts on shared keys queue instead of deadlocking. Returns each key's count.
 * The caller gives back (refundAttempts) what should not count, e.g. a successful sign-in.
 */
export async function takeAttempt(db: Db, throttles: Throttle[], now: Date): Promise<Map<string, number>> {
  const limits = new Map(throttles.map((t) => [t.key, t.limit]));
  const keys = [...limits.keys()].sort();
  return db.transaction(async (tx) => {
    await tx
      .insert(rateLimits)
      .values(keys.map((key) => ({ key, windowStart: now, count: 0 })))
      .onConflictDoNothing();
    const rows = await tx.select().from(rateLimits).where(inArray(rateLimits.key, keys)).orderBy(rateLimits.key).for('update');
    const byKey = new Map(rows.map((row) => [row.key, row]));
    const blockedMs = Math.max(0, ...keys.map((key) => blockedForMs(limits.get(key)!, stateOf(byKey.get(key)), now)));
    if (blockedMs > 0) throw new RateLimitedError(retryAfterSeconds(blockedMs));
    const counts = new Map<string, number>();
    for (const key of keys) {
      const next = afterAttempt(limits.get(key)!, stateOf(byKey.get(key)), now);
      await tx.update(rateLimits).set({ count: next.count, windowStart: next.since }).where(eq(rateLimits.key, key));
      counts.set(key, next.count);
    }
    return counts;
  });
}

/** Takes one counted attempt back from each key (it turned out not to be a failure). */
export async function refundAttempts(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(inArray(rateLimits.key, keys));
}

/** Forgets the keys altogether (e.g. an account's failures from an address, once it signs in there). */
export async function clearAttempts(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}
