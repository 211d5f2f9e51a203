import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DAILY_QUOTAS, inAbout, invitationQuota, quotaMessage, QUOTA_WINDOW_MS, useQuota } from './quota';

const T0 = new Date('2026-01-05T15:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const HOUR = 3_600_000;

describe('useQuota: a fixed window of a day, all or nothing', () => {
  it.each<[string, { count: number; since: Date } | undefined, number, number, ReturnType<typeof useQuota>]>([
    ['first use opens the window', undefined, 0, 30, { ok: true, state: { count: 30, since: T0 } }],
    ['up to the max', { count: 30, since: T0 }, HOUR, 20, { ok: true, state: { count: 50, since: T0 } }],
    ['one past the max', { count: 50, since: T0 }, HOUR, 1, { ok: false, left: 0, resetsAt: at(24 * HOUR) }],
    ['a batch that does not fit', { count: 45, since: T0 }, HOUR, 6, { ok: false, left: 5, resetsAt: at(24 * HOUR) }],
    ['a day on, a new window', { count: 50, since: T0 }, 24 * HOUR, 1, { ok: true, state: { count: 1, since: at(24 * HOUR) } }],
    ['more than the max at once, in a fresh window', undefined, 0, 51, { ok: false, left: 50, resetsAt: at(24 * HOUR) }],
  ])('%s', (_name, state, nowMs, amount, expected) => {
    expect(useQuota(50, state, amount, at(nowMs))).toEqual(expected);
  });

  it('never lets more than max through in one window, however the uses come', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.array(fc.record({ after: fc.integer({ min: 0, max: 2 * HOUR }), amount: fc.integer({ min: 1, max: 50 }) }), { maxLength: 60 }), (max, uses) => {
        let state: { count: number; since: Date } | undefined;
        let nowMs = 0;
        const granted = new Map<number, number>();
        for (const use of uses) {
          nowMs += use.after;
          const outcome = useQuota(max, state, use.amount, at(nowMs));
          if (!outcome.ok) {
            expect(outcome.resetsAt.getTime()).toBeGreaterThan(at(nowMs).getTime());
            continue;
          }
          state = outcome.state;
          const opened = state.since.getTime();
          granted.set(opened, (granted.get(opened) ?? 0) + use.amount);
          expect(granted.get(opened)).toBeLessThanOrEqual(max);
          expect(at(nowMs).getTime() - opened).toBeLessThan(QUOTA_WINDOW_MS);
        }
      }),
    );
  });
});

describe('invitationQuota: smaller for accounts younger than 7 days', () => {
  it.each([
    [0, 50, true],
    [6 * 24 * HOUR, 50, true],
    [7 * 24 * HOUR - 1, 50, true],
    [7 * 24 * HOUR, 200, false],
    [400 * 24 * HOUR, 200, false],
  ])('an account %i ms old may send %i a day', (ageMs, max, newAccount) => {
    expect(invitationQuota(DEFAULT_DAILY_QUOTAS, at(-ageMs), T0)).toEqual({ max, newAccount });
  });
});

describe('quotaMessage', () => {
  it('says what, how many, for whom, what is left and when it resets', () => {
    expect(quotaMessage({ what: 'invitations', max: 50, forWhom: 'for accounts younger than 7 days', left: 5, resetsAt: at(23 * HOUR), now: T0 })).toBe(
      'Daily limit reached: at most 50 invitations a day for accounts younger than 7 days, from one account or one address. ' +
        '5 more are possible today. The limit resets Tue, Jan 6, 2026, 9:00 AM EST (in about 23 hours).',
    );
    expect(quotaMessage({ what: 'private pools', max: 10, left: 0, resetsAt: at(90_000), now: T0 })).toBe(
      'Daily limit reached: at most 10 private pools a day, from one account or one address. The limit resets Mon, Jan 5, 2026, 10:01 AM EST (in 2 minutes).',
    );
    expect(quotaMessage({ what: 'invitations', max: 50, left: 1, resetsAt: at(HOUR), now: T0 })).toContain('1 more is possible today.');
  });

  it.each([
    [1, 'in 1 minute'],
    [60_000, 'in 1 minute'],
    [61_000, 'in 2 minutes'],
    [59 * 60_000, 'in 59 minutes'],
    [HOUR, 'in about 1 hour'],
    [23.4 * HOUR, 'in about 23 hours'],
  ])('%i ms is %j', (ms, words) => {
    expect(inAbout(ms)).toBe(words);
  });
});
