import type { Db } from '../db/client';
import { RateLimitedError, takeAttempt } from '../auth/rate-limit';
import type { FixedWindow } from '../../domain/throttle';

/**
 * The outbox worker's pace per recipient domain: at most MAIL_PER_DOMAIN_PER_MINUTE messages a minute to
 * one domain. A burst to one mail provider (a pool's refund notices, a creator's invitations, or
 * someone's attempt at spam) is spread over minutes instead of arriving at once, which is what gets a
 * sender throttled or blocked there; messages to every other domain go on meanwhile. The count lives in
 * rate_limits (one key per domain), so it holds whichever process runs the worker.
 */
export const DOMAIN_PACE_WINDOW_MS = 60_000;

/** The part of an address after its last `@`, lower-cased (as outbox.ts matches it in SQL). */
export function recipientDomain(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}

/**
 * Takes one of the domain's sends in the current minute: 0 when the message may go now, else how many
 * milliseconds until the domain has room again.
 */
export async function takeDomainSlot(db: Db, domain: string, perMinute: number, now: Date): Promise<number> {
  const limit: FixedWindow = { kind: 'window', max: perMinute, windowMs: DOMAIN_PACE_WINDOW_MS };
  try {
    await takeAttempt(db, [{ key: `mail-domain:${domain}`, limit }], now);
    return 0;
  } catch (error) {
    if (error instanceof RateLimitedError) return (error.retryAfterSeconds ?? 1) * 1000;
    throw error;
  }
}
