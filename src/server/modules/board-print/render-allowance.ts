import { AppError } from '../../../domain/errors';
import type { FixedWindow } from '../../../domain/throttle';
import { RateLimitedError, refundAttempts, takeAttempt } from '../../auth/rate-limit';
import type { Db } from '../../db/client';

/** PDFs made per address per minute (PDF_RENDERS_PER_MINUTE). */
export const rendersPerMinute = (max: number): FixedWindow => ({ kind: 'window', max, windowMs: 60_000 });

/** Cap on the addresses remembered as blocked (each stays until its window ends). */
const MAX_REMEMBERED = 10_000;

const rateLimited = (seconds: number) =>
  new AppError('rate_limited', `Too many printable boards made from your address. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`, {
    retryAfterSeconds: seconds,
  });

/**
 * How many PDFs an address may have made for it: counted in the database's rate limits (auth/rate-limit.ts,
 * table rate_limits), so the limit holds across processes. Only renders count: a PDF already made (this
 * process's cache) or a 304 costs nothing and is never refused.
 *
 * A flood from one address stays cheap: its requests take their turn one after another (address-turns.ts:
 * at most one database connection waits on its row), and once the database has said "blocked until T",
 * this process refuses the address until T without asking again (a fixed window never opens early, so
 * the answer stays true).
 */
export class RenderAllowance {
  private readonly blockedUntil = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly limit: FixedWindow,
  ) {}

  /** Refused (429, Retry-After) when the address has had its renders this minute; otherwise one more is counted. */
  async take(address: string, now: Date): Promise<void> {
    const until = this.blockedUntil.get(address);
    if (until !== undefined && until > now.getTime()) throw rateLimited(Math.max(1, Math.ceil((until - now.getTime()) / 1000)));
    if (until !== undefined) this.blockedUntil.delete(address);
    try {
      await takeAttempt(this.db, [{ key: keyOf(address), limit: this.limit }], now);
    } catch (error) {
      if (!(error instanceof RateLimitedError) || error.retryAfterSeconds === undefined) throw error;
      this.remember(address, now.getTime() + error.retryAfterSeconds * 1000, now.getTime());
      throw rateLimited(error.retryAfterSeconds);
    }
  }

  /** Gives back a counted render that did not happen (the threads turned out to be busy). */
  giveBack(address: string): Promise<void> {
    return refundAttempts(this.db, [keyOf(address)]);
  }

  private remember(address: string, until: number, now: number): void {
    if (this.blockedUntil.size >= MAX_REMEMBERED) {
      for (const [known, knownUntil] of this.blockedUntil) if (knownUntil <= now) this.blockedUntil.delete(known);
      // Still full: the oldest goes; forgetting only costs that address one more database read.
      if (this.blockedUntil.size >= MAX_REMEMBERED) this.blockedUntil.delete(this.blockedUntil.keys().next().value!);
    }
    this.blockedUntil.set(address, until);
  }
}

const keyOf = (address: string) => `board-pdf:ip:${address}`;
