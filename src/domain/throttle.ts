/**
 * The arithmetic of rate limits, kept apart from storage. A key (an address, an account, an account
 * seen from one address) has a count and a time; a limit says when the key is blocked and what the
 * next attempt makes of them.
 *
 * - A fixed window allows `max` attempts per `windowMs`; `since` is when the window opened.
 * - A backoff allows `free` attempts, then each further one waits twice as long as the one before
 *   (`baseMs`, 2 x `baseMs`, ... at most `maxMs`) after the last attempt; `since` is that last attempt.
 *   After `forgetMs` without an attempt the key starts again from nothing.
 */
export interface FixedWindow {
  kind: 'window';
  max: number;
  windowMs: number;
}

export interface Backoff {
  kind: 'backoff';
  free: number;
  baseMs: number;
  maxMs: number;
  forgetMs: number;
}

export type Limit = FixedWindow | Backoff;

export interface ThrottleState {
  count: number;
  since: Date;
}

/** How long a key stays blocked; 0 when the next attempt may go ahead. */
export function blockedForMs(limit: Limit, state: ThrottleState | undefined, now: Date): number {
  if (!state) return 0;
  const elapsed = now.getTime() - state.since.getTime();
  if (limit.kind === 'window') {
    if (elapsed >= limit.windowMs || state.count < limit.max) return 0;
    return limit.windowMs - elapsed;
  }
  if (elapsed >= limit.forgetMs || state.count < limit.free) return 0;
  return Math.max(0, backoffDelayMs(limit, state.count) - elapsed);
}

/** The wait a backoff imposes after `count` attempts: nothing within the free ones, then doubling. */
export function backoffDelayMs(limit: Backoff, count: number): number {
  if (count < limit.free) return 0;
  const doublings = Math.min(count - limit.free, 40);
  return Math.min(limit.maxMs, limit.baseMs * 2 ** doublings);
}

/** The key's state once one more attempt is counted at `now`. */
export function afterAttempt(limit: Limit, state: ThrottleState | undefined, now: Date): ThrottleState {
  const elapsed = state ? now.getTime() - state.since.getTime() : Infinity;
  if (limit.kind === 'window') {
    return elapsed >= limit.windowMs ? { count: 1, since: now } : { count: state!.count + 1, since: state!.since };
  }
  return { count: elapsed >= limit.forgetMs ? 1 : state!.count + 1, since: now };
}

/** How long a key's row can matter: past this, housekeeping may drop it. */
export function memoryMs(limit: Limit): number {
  return limit.kind === 'window' ? limit.windowMs : limit.forgetMs;
}

/** Seconds for Retry-After: whole, at least 1. */
export const retryAfterSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
