import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterAttempt, backoffDelayMs, blockedForMs, type Backoff, type FixedWindow, type ThrottleState } from './throttle';

const T0 = new Date('2026-01-01T00:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const window: FixedWindow = { kind: 'window', max: 3, windowMs: 60_000 };
const backoff: Backoff = { kind: 'backoff', free: 2, baseMs: 1_000, maxMs: 8_000, forgetMs: 3_600_000 };

describe('fixed window', () => {
  it.each<[string, ThrottleState | undefined, number, number]>([
    ['no row', undefined, 0, 0],
    ['under the max', { count: 2, since: T0 }, 10_000, 0],
    ['at the max, window open', { count: 3, since: T0 }, 10_000, 50_000],
    ['at the max, window over', { count: 3, since: T0 }, 60_000, 0],
  ])('%s', (_name, state, nowMs, blocked) => {
    expect(blockedForMs(window, state, at(nowMs))).toBe(blocked);
  });

  it('counts within the window and starts a new one after it', () => {
    expect(afterAttempt(window, undefined, at(5))).toEqual({ count: 1, since: at(5) });
    expect(afterAttempt(window, { count: 2, since: T0 }, at(59_999))).toEqual({ count: 3, since: T0 });
    expect(afterAttempt(window, { count: 3, since: T0 }, at(60_000))).toEqual({ count: 1, since: at(60_000) });
  });
});

describe('backoff', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 1_000],
    [3, 2_000],
    [4, 4_000],
    [5, 8_000],
    [50, 8_000],
    [10_000, 8_000],
  ])('after %i attempts the next waits %i ms', (count, delay) => {
    expect(backoffDelayMs(backoff, count)).toBe(delay);
  });

  it('blocks for the delay after the last attempt, and forgets after a quiet hour', () => {
    const state = { count: 3, since: at(10_000) };
    expect(blockedForMs(backoff, state, at(10_000))).toBe(2_000);
    expect(blockedForMs(backoff, state, at(11_500))).toBe(500);
    expect(blockedForMs(backoff, state, at(12_000))).toBe(0);
    expect(afterAttempt(backoff, state, at(12_000))).toEqual({ count: 4, since: at(12_000) });
    expect(afterAttempt(backoff, state, at(10_000 + 3_600_000))).toEqual({ count: 1, since: at(10_000 + 3_600_000) });
  });

  it('never waits less after more attempts, never more than the cap', () => {
    fc.assert(
      fc.property(fc.nat(1_000), fc.nat(1_000), (a, b) => {
        const [few, many] = a <= b ? [a, b] : [b, a];
        expect(backoffDelayMs(backoff, few)).toBeLessThanOrEqual(backoffDelayMs(backoff, many));
        expect(backoffDelayMs(backoff, many)).toBeLessThanOrEqual(backoff.maxMs);
      }),
    );
  });

  it('spaces attempts made as soon as allowed by the doubling delays', () => {
    let state: ThrottleState | undefined;
    let now = 0;
    for (let i = 0; i < 6; i++) {
      now += blockedForMs(backoff, state, at(now));
      state = afterAttempt(backoff, state, at(now));
    }
    expect(now).toBe(1_000 + 2_000 + 4_000 + 8_000);
  });
});
