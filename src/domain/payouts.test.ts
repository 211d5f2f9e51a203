import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOUSE_FEE_BPS,
  NONPROFIT_SHARE_BPS,
  PAYOUT_SCHEMES,
  PUBLIC_POOL_SCHEME,
  bpsOf,
  maxPrizeCents,
  splitPot,
  type PayoutScheme,
} from './payouts';

const equal = PAYOUT_SCHEMES.equal;
const halftimeHeavy = PAYOUT_SCHEMES['halftime-heavy'];

describe('constants', () => {
  it('match the spec and D1', () => {
    expect(DEFAULT_HOUSE_FEE_BPS).toBe(1000);
    expect(NONPROFIT_SHARE_BPS).toBe(500);
    expect(PUBLIC_POOL_SCHEME).toEqual({ name: 'equal', periodBps: [2500, 2500, 2500, 2500] });
  });
});

describe('splitPot: fixed cases', () => {
  it('spec worked example: $1,000 pot -> $100 fee, $900 prize, $225 per period', () => {
    expect(splitPot({ potCents: 100_000, houseFeeBps: 1000, scheme: equal })).toEqual({
      potCents: 100_000,
      houseFeeCents: 10_000,
      prizePoolCents: 90_000,
      nonprofitCents: 0,
      winnersCents: 90_000,
      periodCents: [22_500, 22_500, 22_500, 22_500],
    });
  });

  it.each([
    [100, 9_000, 2_250],
    [500, 45_000, 11_250],
    [1000, 90_000, 22_500],
    [2500, 225_000, 56_250],
  ])('full board at %i cents: prize %i, %i per period (spec tier maximums)', (fee, prize, perPeriod) => {
    const split = splitPot({ potCents: fee * 100, houseFeeBps: DEFAULT_HOUSE_FEE_BPS, scheme: PUBLIC_POOL_SCHEME });
    expect(split.winnersCents).toBe(prize);
    expect(split.periodCents).toEqual([perPeriod, perPeriod, perPeriod, perPeriod]);
    expect(maxPrizeCents(fee)).toBe(prize);
  });

  it('halftime-heavy on 90000 -> 18000 / 27000 / 18000 / 27000', () => {
    const split = splitPot({ potCents: 100_000, houseFeeBps: 1000, scheme: halftimeHeavy });
    expect(split.winnersCents).toBe(90_000);
    expect(split.periodCents).toEqual([18_000, 27_000, 18_000, 27_000]);
  });

  it('a pot with leftovers: the final absorbs them', () => {
    // 101 cents: fee floor(10.1) = 10; prize 91; floor(22.75) = 22 for Q1-Q3; final 91 - 66 = 25.
    expect(splitPot({ potCents: 101, houseFeeBps: 1000, scheme: equal })).toEqual({
      potCents: 101,
      houseFeeCents: 10,
      prizePoolCents: 91,
      nonprofitCents: 0,
      winnersCents: 91,
      periodCents: [22, 22, 22, 25],
    });
  });

  it('nonprofit 5%: $1,000 pot -> $100 fee, $45 to the organization, $855 to winners', () => {
    const split = splitPot({ potCents: 100_000, houseFeeBps: 1000, scheme: equal, nonprofitBps: NONPROFIT_SHARE_BPS });
    expect(split).toEqual({
      potCents: 100_000,
      houseFeeCents: 10_000,
      prizePoolCents: 90_000,
      nonprofitCents: 4_500,
      winnersCents: 85_500,
      periodCents: [21_375, 21_375, 21_375, 21_375],
    });
  });

  it('nonprofit with rounding: $1 x 7 squares, halftime-heavy', () => {
    // pot 700, fee 70, prize 630, nonprofit floor(31.5) = 31, winners 599,
    // Q1 floor(119.8) = 119, Q2 floor(179.7) = 179, Q3 119, final 599 - 417 = 182.
    const split = splitPot({ potCents: 700, houseFeeBps: 1000, scheme: halftimeHeavy, nonprofitBps: 500 });
    expect(split.nonprofitCents).toBe(31);
    expect(split.winnersCents).toBe(599);
    expect(split.periodCents).toEqual([119, 179, 119, 182]);
  });

  it('edge fees: 0% keeps the whole pot for winners, 100% takes it all', () => {
    expect(splitPot({ potCents: 999, houseFeeBps: 0, scheme: equal }).winnersCents).toBe(999);
    const all = splitPot({ potCents: 999, houseFeeBps: 10_000, scheme: equal });
    expect(all.houseFeeCents).toBe(999);
    expect(all.periodCents).toEqual([0, 0, 0, 0]);
  });

  it('an empty pot splits into zeros', () => {
    expect(splitPot({ potCents: 0, houseFeeBps: 1000, scheme: equal }).periodCents).toEqual([0, 0, 0, 0]);
  });

  it('is exact for very large pots (a Number product would round)', () => {
    const pot = 9_007_199_254_740_991; // 2^53 - 1
    const split = splitPot({ potCents: pot, houseFeeBps: 1000, scheme: equal });
    expect(BigInt(split.houseFeeCents)).toBe((BigInt(pot) * 1000n) / 10_000n);
    expect(split.houseFeeCents + split.prizePoolCents).toBe(pot);
  });
});

describe('splitPot: input validation', () => {
  it.each([
    ['negative pot', { potCents: -1, houseFeeBps: 1000, scheme: equal }],
    ['fractional pot', { potCents: 10.5, houseFeeBps: 1000, scheme: equal }],
    ['NaN pot', { potCents: Number.NaN, houseFeeBps: 1000, scheme: equal }],
    ['unsafe pot', { potCents: 2 ** 53, houseFeeBps: 1000, scheme: equal }],
    ['negative fee', { potCents: 100, houseFeeBps: -1, scheme: equal }],
    ['fee over 100%', { potCents: 100, houseFeeBps: 10_001, scheme: equal }],
    ['fractional fee', { potCents: 100, houseFeeBps: 10.5, scheme: equal }],
    ['nonprofit over 100%', { potCents: 100, houseFeeBps: 1000, scheme: equal, nonprofitBps: 20_000 }],
    ['scheme not summing to 100%', { potCents: 100, houseFeeBps: 1000, scheme: { name: 'custom', periodBps: [2500, 2500, 2500, 2400] } }],
    ['named scheme with the wrong split', { potCents: 100, houseFeeBps: 1000, scheme: { name: 'equal', periodBps: [1000, 2000, 3000, 4000] } }],
  ] as const)('throws RangeError for %s', (_, input) => {
    expect(() => splitPot(input as Parameters<typeof splitPot>[0])).toThrow(RangeError);
  });
});

describe('splitPot: properties', () => {
  const validScheme: fc.Arbitrary<PayoutScheme> = fc
    .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }))
    .map(([a, b, c]) => [a, b, c].sort((x, y) => x - y) as [number, number, number])
    .map(([a, b, c]): PayoutScheme => ({ name: 'custom', periodBps: [a, b - a, c - b, 10_000 - c] }));
  const anyScheme = fc.oneof(fc.constant(equal), fc.constant(halftimeHeavy), validScheme);

  it('creates and loses no cent, every part is a non-negative integer, the final gets at least its floor share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        anyScheme,
        fc.constantFrom(0, NONPROFIT_SHARE_BPS),
        (potCents, houseFeeBps, scheme, nonprofitBps) => {
          const s = splitPot({ potCents, houseFeeBps, scheme, nonprofitBps });
          const periods = s.periodCents.reduce((a, b) => a + b, 0);
          expect(s.houseFeeCents + s.nonprofitCents + periods).toBe(potCents);
          expect(s.prizePoolCents).toBe(potCents - s.houseFeeCents);
          expect(s.winnersCents).toBe(s.prizePoolCents - s.nonprofitCents);
          for (const part of [s.houseFeeCents, s.prizePoolCents, s.nonprofitCents, s.winnersCents, ...s.periodCents]) {
            expect(Number.isSafeInteger(part) && part >= 0).toBe(true);
          }
          // Each bucket is the floor of its exact share (checked independently with BigInt).
          expect(BigInt(s.houseFeeCents)).toBe((BigInt(potCents) * BigInt(houseFeeBps)) / 10_000n);
          const [q1, q2, q3, final] = s.periodCents;
          const bps = scheme.periodBps;
          [q1, q2, q3].forEach((cents, i) => expect(cents).toBe(Math.floor((s.winnersCents * bps[i]!) / 10_000)));
          expect(final).toBeGreaterThanOrEqual(Math.floor((s.winnersCents * bps[3]) / 10_000));
          // Leftovers are at most one cent per rounded period.
          expect(final - Math.floor((s.winnersCents * bps[3]) / 10_000)).toBeLessThanOrEqual(3);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('covers the corners of the pot range', () => {
    for (const potCents of [0, 1, 2, 3, 9, 10, 11, 99, 100, 101, 10_000_000]) {
      const s = splitPot({ potCents, houseFeeBps: 1000, scheme: halftimeHeavy, nonprofitBps: 500 });
      expect(s.houseFeeCents + s.nonprofitCents + s.periodCents.reduce((a, b) => a + b, 0)).toBe(potCents);
    }
  });

  it('bpsOf is floor(amount x bps / 10000)', () => {
    expect(bpsOf(101, 1000)).toBe(10);
    expect(bpsOf(99, 2500)).toBe(24);
    expect(bpsOf(100, 10_000)).toBe(100);
    expect(bpsOf(0, 5000)).toBe(0);
  });
});

describe('maxPrizeCents', () => {
  it('uses the default 10% fee and accepts another', () => {
    expect(maxPrizeCents(500)).toBe(45_000);
    expect(maxPrizeCents(500, 0)).toBe(50_000);
    expect(maxPrizeCents(500, 2000)).toBe(40_000);
    expect(maxPrizeCents(0)).toBe(0);
  });

  it.each([-1, 0.5])('throws for entry fee %s', (fee) => {
    expect(() => maxPrizeCents(fee)).toThrow(RangeError);
  });
});
