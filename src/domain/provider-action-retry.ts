/**
 * When a cancel or refund the provider refused is tried again (D8: what a payment owes its provider is
 * retried until done). Each failure doubles the wait, up to a cap, and after a bounded number of
 * attempts the action goes to the operator queue instead: a provider that keeps refusing is not asked
 * forever, and a person looks at it.
 */

/** Attempts before the action is handed to an operator (about 8.5 hours of retrying in all). */
export const PROVIDER_ACTION_MAX_ATTEMPTS = 10;
/** The wait after the first failure; each further failure doubles it. */
export const PROVIDER_ACTION_FIRST_RETRY_MS = 60_000;
/** No single wait is longer than this. */
export const PROVIDER_ACTION_LONGEST_RETRY_MS = 6 * 3_600_000;

/** The wait after the `failedAttempts`-th failure (1-based): 1 min, 2 min, 4 min, ... at most 6 h. */
export function providerActionRetryDelayMs(failedAttempts: number): number {
  return Math.min(PROVIDER_ACTION_FIRST_RETRY_MS * 2 ** Math.max(0, failedAttempts - 1), PROVIDER_ACTION_LONGEST_RETRY_MS);
}

/** When to try again after `failedAttempts` failures, or null once the attempts are used up (operator queue). */
export function nextProviderActionAttempt(failedAttempts: number, now: Date): Date | null {
  if (failedAttempts >= PROVIDER_ACTION_MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + providerActionRetryDelayMs(failedAttempts));
}
