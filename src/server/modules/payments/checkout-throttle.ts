import { AppError } from '../../../domain/errors';
import { CHECKOUT_START_LIMITS, RateLimitedError, takeAttempt } from '../../auth/rate-limit';
import type { Db } from '../../db/client';

/**
 * Counts one checkout start against the account and the client's address (rate_limits, so every
 * process shares the count) before anything is held or the provider is called; over either limit the
 * start is refused with 429 too_many_checkouts and Retry-After. Reloads of a checkout count too: they
 * cost a provider call each.
 */
export async function takeCheckoutStart(db: Db, who: { userId: string; ip: string }, now: Date): Promise<void> {
  try {
    await takeAttempt(
      db,
      [
        { key: `checkout:account:${who.userId}`, limit: CHECKOUT_START_LIMITS.account },
        { key: `checkout:address:${who.ip}`, limit: CHECKOUT_START_LIMITS.address },
      ],
      now,
    );
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    const seconds = error.retryAfterSeconds ?? 60;
    throw new AppError('too_many_checkouts', `Too many checkouts started in a minute. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`, {
      retryAfterSeconds: seconds,
    });
  }
}
