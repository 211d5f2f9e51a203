import { describe, expect, it } from 'vitest';
import {
  PAYOUT_SCHEMES,
  PUBLIC_POOL_SCHEME,
  customScheme,
  describeScheme,
  validatePayoutScheme,
} from './payout-schemes';

describe('PAYOUT_SCHEMES', () => {
  it('has the two splits from the spec', () => {
    expect(PAYOUT_SCHEMES.equal).toEqual({ name: 'equal', periodBps: [2500, 2500, 2500, 2500] });
    expect(PAYOUT_SCHEMES['halftime-heavy']).toEqual({ name: 'halftime-heavy', periodBps: [2000, 3000, 2000, 3000] });
    expect(PUBLIC_POOL_SCHEME).toBe(PAYOUT_SCHEMES.equal);
  });

  it('cannot be changed by accident', () => {
    expect(() => {
      PUBLIC_POOL_SCHEME.periodBps[0] = 10_000;
    }).toThrow(TypeError);
    expect(PUBLIC_POOL_SCHEME.periodBps[0]).toBe(2500);
  });
});

describe('validatePayoutScheme', () => {
  it.each([
    { name: 'equal', periodBps: [2500, 2500, 2500, 2500] },
    { name: 'halftime-heavy', periodBps: [2000, 3000, 2000, 3000] },
    { name: 'custom', periodBps: [1000, 2000, 3000, 4000] },
    { name: 'custom', periodBps: [0, 0, 0, 10_000] },
    { name: 'custom', periodBps: [2500, 2500, 2500, 2500] },
  ])('accepts %o and returns a copy', (scheme) => {
    const result = validatePayoutScheme(scheme);
    expect(result).toEqual({ ok: true, scheme });
    if (result.ok) expect(result.scheme.periodBps).not.toBe(scheme.periodBps);
  });

  it.each([
    ['null', null, 'must be an object'],
    ['a string', 'equal', 'must be an object'],
    ['an unknown name', { name: 'winner-takes-all', periodBps: [0, 0, 0, 10_000] }, 'name must be one of'],
    ['a missing name', { periodBps: [2500, 2500, 2500, 2500] }, 'name must be one of'],
    ['three periods', { name: 'custom', periodBps: [3000, 3000, 4000] }, 'exactly 4'],
    ['five periods', { name: 'custom', periodBps: [2000, 2000, 2000, 2000, 2000] }, 'exactly 4'],
    ['not an array', { name: 'custom', periodBps: '2500,2500,2500,2500' }, 'exactly 4'],
    ['a fraction', { name: 'custom', periodBps: [2500.5, 2499.5, 2500, 2500] }, 'whole number'],
    ['a negative share', { name: 'custom', periodBps: [-1000, 5000, 3000, 3000] }, 'whole number'],
    ['a share over 100%', { name: 'custom', periodBps: [10_001, 0, 0, 0] }, 'whole number'],
    ['a string share', { name: 'custom', periodBps: ['2500', 2500, 2500, 2500] }, 'whole number'],
    ['a sum under 100%', { name: 'custom', periodBps: [2500, 2500, 2500, 2499] }, 'got 9999'],
    ['a sum over 100%', { name: 'custom', periodBps: [2500, 2500, 2500, 2501] }, 'got 10001'],
    ['equal with another split', { name: 'equal', periodBps: [2000, 3000, 2000, 3000] }, '25% / 25% / 25% / 25%'],
    ['halftime-heavy with another split', { name: 'halftime-heavy', periodBps: [2500, 2500, 2500, 2500] }, '20% / 30% / 20% / 30%'],
  ])('rejects %s', (_, scheme, message) => {
    const result = validatePayoutScheme(scheme);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });
});

describe('customScheme', () => {
  it.each([
    [[10, 20, 30, 40], [1000, 2000, 3000, 4000]],
    [[25, 25, 25, 25], [2500, 2500, 2500, 2500]],
    [[12.5, 12.5, 37.5, 37.5], [1250, 1250, 3750, 3750]],
    [[33.33, 33.33, 33.33, 0.01], [3333, 3333, 3333, 1]],
    [[0, 0, 0, 100], [0, 0, 0, 10_000]],
    [[0.1, 0.2, 0.3, 99.4], [10, 20, 30, 9940]],
  ])('%j -> %j basis points', (percentages, bps) => {
    expect(customScheme(percentages)).toEqual({ name: 'custom', periodBps: bps });
  });

  it.each([
    [[10, 20, 30, 39], 'add up to 100, got 99%'],
    [[10, 20, 30, 41], 'add up to 100, got 101%'],
    [[25, 25, 50], 'exactly 4'],
    [[20, 20, 20, 20, 20], 'exactly 4'],
    [[-10, 40, 30, 40], 'Q1'],
    [[33.333, 33.333, 33.334, 0], 'more than 2 decimal places'],
    [[Number.NaN, 50, 25, 25], 'not a number'],
  ])('%j throws "%s"', (percentages, message) => {
    expect(() => customScheme(percentages)).toThrow(RangeError);
    expect(() => customScheme(percentages)).toThrow(message);
  });

  it('produces schemes that validate', () => {
    expect(validatePayoutScheme(customScheme([12.5, 37.5, 12.5, 37.5])).ok).toBe(true);
  });
});

describe('describeScheme', () => {
  it.each([
    [PAYOUT_SCHEMES.equal, '25% / 25% / 25% / 25%'],
    [PAYOUT_SCHEMES['halftime-heavy'], '20% / 30% / 20% / 30%'],
    [customScheme([12.5, 12.5, 37.5, 37.5]), '12.5% / 12.5% / 37.5% / 37.5%'],
    [customScheme([33.33, 33.33, 33.33, 0.01]), '33.33% / 33.33% / 33.33% / 0.01%'],
    [customScheme([0, 0, 0.05, 99.95]), '0% / 0% / 0.05% / 99.95%'],
  ])('%o -> %s', (scheme, text) => {
    expect(describeScheme(scheme)).toBe(text);
  });
});
