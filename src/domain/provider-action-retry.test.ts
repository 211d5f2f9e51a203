import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PROVIDER_ACTION_FIRST_RETRY_MS,
  PROVIDER_ACTION_LONGEST_RETRY_MS,
  PROVIDER_ACTION_MAX_ATTEMPTS,
  nextProviderActionAttempt,
  providerActionRetryDelayMs,
} from './provider-action-retry';

const now = new Date('2026-11-23T18:00:00.000Z');

describe('provider action retries', () => {
  it('wait 1, 2, 4, 8 ... minutes after each failure', () => {
    expect([1, 2, 3, 4, 5].map(providerActionRetryDelayMs)).toEqual([1, 2, 4, 8, 16].map((m) => m * 60_000));
    expect(providerActionRetryDelayMs(1)).toBe(PROVIDER_ACTION_FIRST_RETRY_MS);
  });

  it('never wait longer than the cap', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), (n) => providerActionRetryDelayMs(n) <= PROVIDER_ACTION_LONGEST_RETRY_MS));
  });

  it('grow with every failure until the bound, then stop (null: the operator queue)', () => {
    const waits: number[] = [];
    for (let failed = 1; ; failed++) {
      const next = nextProviderActionAttempt(failed, now);
      if (next === null) {
        expect(failed).toBe(PROVIDER_ACTION_MAX_ATTEMPTS);
        break;
      }
      waits.push(next.getTime() - now.getTime());
    }
    expect(waits).toHaveLength(PROVIDER_ACTION_MAX_ATTEMPTS - 1);
    for (let i = 1; i < waits.length; i++) expect(waits[i]!).toBeGreaterThan(waits[i - 1]!);
    expect(nextProviderActionAttempt(PROVIDER_ACTION_MAX_ATTEMPTS + 5, now)).toBeNull();
  });
});
