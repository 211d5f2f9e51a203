import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeLimits,
  committedByPeriod,
  effectiveLimits,
  fitsAgainAt,
  NO_SPEND_LIMITS,
  spendLimitMessage,
  spendLimitRefusal,
  type Commitment,
  type SpendLimits,
  type SpendLimitValues,
} from './spend-limits';

const NOW = new Date('2026-11-21T15:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => new Date(NOW.getTime() + ms);
const limits = (values: Partial<SpendLimitValues>): SpendLimitValues => ({ ...NO_SPEND_LIMITS.limits, ...values });
const withLimits = (values: Partial<SpendLimitValues>, pending: SpendLimits['pending'] = []): SpendLimits => ({ limits: limits(values), pending });

describe('changeLimits: stricter at once, looser after 24 hours', () => {
  it('sets a limit where there was none at once', () => {
    expect(changeLimits(NO_SPEND_LIMITS, { dailyCents: 500 }, NOW)).toEqual(withLimits({ dailyCents: 500 }));
  });

  it('lowers at once and drops a raise pending for the same limit', () => {
    const current = withLimits({ dailyCents: 1000 }, [{ field: 'dailyCents', valueCents: 5000, from: at(DAY) }]);
    expect(changeLimits(current, { dailyCents: 500 }, NOW)).toEqual(withLimits({ dailyCents: 500 }));
  });

  it('a raise or a removal waits 24 hours, keeping the limit in force meanwhile', () => {
    const current = withLimits({ dailyCents: 500, weeklyCents: 2000 });
    expect(changeLimits(current, { dailyCents: 800, weeklyCents: null }, NOW)).toEqual(
      withLimits({ dailyCents: 500, weeklyCents: 2000 }, [
        { field: 'dailyCents', valueCents: 800, from: at(DAY) },
        { field: 'weeklyCents', valueCents: null, from: at(DAY) },
      ]),
    );
  });

  it('a second raise restarts the 24 hours; asking for the limit in force cancels the raise', () => {
    const first = changeLimits(withLimits({ monthlyCents: 100 }), { monthlyCents: 200 }, NOW);
    const later = at(5 * HOUR);
    expect(changeLimits(first, { monthlyCents: 300 }, later).pending).toEqual([{ field: 'monthlyCents', valueCents: 300, from: new Date(later.getTime() + DAY) }]);
    expect(changeLimits(first, { monthlyCents: 100 }, later)).toEqual(withLimits({ monthlyCents: 100 }));
  });

  it('leaves limits not given as they are (undefined is absent)', () => {
    const current = withLimits({ dailyCents: 500, monthlyCents: 9000 });
    expect(changeLimits(current, { weeklyCents: undefined }, NOW)).toEqual(current);
  });

  it('removing no limit changes nothing', () => {
    expect(changeLimits(NO_SPEND_LIMITS, { dailyCents: null }, NOW)).toEqual(NO_SPEND_LIMITS);
  });
});

describe('effectiveLimits: a pending change applies once its time has come', () => {
  const stored = withLimits({ dailyCents: 500 }, [{ field: 'dailyCents', valueCents: 800, from: at(DAY) }]);

  it('not a millisecond early', () => {
    expect(effectiveLimits(stored, at(DAY - 1))).toEqual(stored);
  });

  it('at its time, and it is no longer pending', () => {
    expect(effectiveLimits(stored, at(DAY))).toEqual(withLimits({ dailyCents: 800 }));
  });

  it('a removal leaves no limit', () => {
    expect(effectiveLimits(withLimits({ weeklyCents: 500 }, [{ field: 'weeklyCents', valueCents: null, from: NOW }]), NOW)).toEqual(NO_SPEND_LIMITS);
  });

  it('no change makes a limit in force looser at once; a stricter one applies exactly', () => {
    const change = fc.record({
      afterMs: fc.integer({ min: 0, max: 2 * DAY }),
      field: fc.constantFrom('dailyCents' as const, 'weeklyCents' as const, 'monthlyCents' as const),
      value: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 12 }), (changes) => {
        let clock = NOW.getTime();
        let stored: SpendLimits = NO_SPEND_LIMITS;
        for (const { afterMs, field, value } of changes) {
          clock += afterMs;
          const now = new Date(clock);
          const before = effectiveLimits(stored, now).limits[field] ?? Infinity;
          stored = changeLimits(effectiveLimits(stored, now), { [field]: value }, now);
          const after = effectiveLimits(stored, now).limits[field] ?? Infinity;
          expect(after).toBeLessThanOrEqual(before);
          if (value !== null && value <= before) expect(after).toBe(value);
        }
      }),
    );
  });
});

describe('committed money: rolling windows of 24 hours, 7 days and 30 days', () => {
  const commitments: Commitment[] = [
    { at: at(-HOUR), cents: 500 },
    { at: at(-DAY), cents: 100 }, // exactly 24 hours ago: out of the daily window
    { at: at(-6 * DAY), cents: 1000 },
    { at: at(-7 * DAY), cents: 2000 }, // out of the weekly window
    { at: at(-29 * DAY), cents: 4000 },
    { at: at(-30 * DAY), cents: 8000 }, // out of every window
  ];

  it('counts what was committed strictly after the window opened', () => {
    expect(committedByPeriod(commitments, NOW)).toEqual({ daily: 500, weekly: 1600, monthly: 7600 });
  });

  it('a commitment leaves each window exactly one window after it was made', () => {
    const one = [{ at: NOW, cents: 500 }];
    expect(committedByPeriod(one, at(DAY - 1)).daily).toBe(500);
    expect(committedByPeriod(one, at(DAY)).daily).toBe(0);
    expect(committedByPeriod(one, at(7 * DAY)).weekly).toBe(0);
    expect(committedByPeriod(one, at(30 * DAY - 1)).monthly).toBe(500);
  });
});

describe('spendLimitRefusal', () => {
  it('lets a checkout through up to the limit exactly', () => {
    expect(spendLimitRefusal(limits({ dailyCents: 1000 }), [{ at: at(-HOUR), cents: 500 }], 500, NOW)).toBeNull();
    expect(spendLimitRefusal(limits({}), [{ at: NOW, cents: 10_000_000 }], 500, NOW)).toBeNull();
  });

  it("refuses one cent over, saying what is left and when the checkout fits again", () => {
    const refusal = spendLimitRefusal(limits({ dailyCents: 500 }), [{ at: at(-HOUR), cents: 500 }], 500, NOW);
    expect(refusal).toEqual({ period: 'daily', limitCents: 500, committedCents: 500, remainingCents: 0, requestedCents: 500, resetsAt: at(DAY - HOUR), fits: true });
    expect(spendLimitMessage(refusal!, NOW)).toBe(
      'This checkout of $5.00 would go over your daily spend limit of $5.00: you have committed $5.00 in the last 24 hours, so $0.00 is left. It fits again from Sun, Nov 22, 2026, 9:00 AM EST (in about 23 hours).',
    );
  });

  it('names the limit that holds the player back longest', () => {
    const spent = [{ at: at(-2 * DAY), cents: 2000 }, { at: at(-HOUR), cents: 400 }];
    const refusal = spendLimitRefusal(limits({ dailyCents: 500, weeklyCents: 2500 }), spent, 300, NOW);
    expect(refusal).toMatchObject({ period: 'weekly', remainingCents: 100, resetsAt: at(5 * DAY) });
  });

  it('a checkout larger than the whole limit never fits: the message says so', () => {
    const refusal = spendLimitRefusal(limits({ monthlyCents: 500 }), [], 1000, NOW)!;
    expect(refusal).toMatchObject({ fits: false, remainingCents: 500, resetsAt: NOW });
    expect(spendLimitMessage(refusal, NOW)).toMatch(/A checkout over \$5\.00 never fits this limit: choose fewer squares\.$/);
    const spentRefusal = spendLimitRefusal(limits({ monthlyCents: 500 }), [{ at: at(-DAY), cents: 100 }], 1000, NOW)!;
    expect(spendLimitMessage(spentRefusal, NOW)).toMatch(/the whole limit is back from Sun, Dec 20, 2026/);
  });

  it('fitsAgainAt: the checkout fits at the instant it says, and not a millisecond before', () => {
    const commitment = fc.record({ at: fc.integer({ min: -30 * DAY + 1, max: 0 }).map(at), cents: fc.integer({ min: 1, max: 5000 }) });
    fc.assert(
      fc.property(fc.array(commitment, { maxLength: 8 }), fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 20_000 }), (spent, requested, limit) => {
        const fits = fitsAgainAt('weekly', spent, requested, limit, NOW);
        if (requested > limit) {
          expect(fits).toBeNull();
          return;
        }
        const refusalAt = (when: Date) => spendLimitRefusal({ dailyCents: null, weeklyCents: limit, monthlyCents: null }, spent, requested, when);
        expect(refusalAt(fits!)).toBeNull();
        if (fits!.getTime() > NOW.getTime()) expect(refusalAt(new Date(fits!.getTime() - 1))).not.toBeNull();
      }),
    );
  });
});
