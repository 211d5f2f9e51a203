import { describe, expect, it } from 'vitest';
import {
  PRIVATE_ENTRY_FEE_RANGE_CENTS,
  PRIVATE_MAX_SQUARES_RANGE,
  PUBLIC_MAX_SQUARES_PER_PLAYER,
  TIER_ENTRY_FEES_CENTS,
  isTierFee,
  maxPotCents,
  tierLabel,
  tierPoolName,
} from './tiers';

describe('tiers', () => {
  it('has the five spec tiers in cents', () => {
    expect(TIER_ENTRY_FEES_CENTS).toEqual([0, 100, 500, 1000, 2500]);
  });

  it('has the spec limits', () => {
    expect(PUBLIC_MAX_SQUARES_PER_PLAYER).toBe(5);
    expect(PRIVATE_MAX_SQUARES_RANGE).toEqual({ min: 1, max: 25, default: 5 });
    expect(PRIVATE_ENTRY_FEE_RANGE_CENTS).toEqual({ min: 0, max: 100_000, default: 500 });
  });

  it.each(TIER_ENTRY_FEES_CENTS)('isTierFee(%i) is true', (cents) => {
    expect(isTierFee(cents)).toBe(true);
  });

  it.each([1, 50, 200, 2000, 5000, -100, 5, '500', null])('isTierFee(%j) is false', (cents) => {
    expect(isTierFee(cents)).toBe(false);
  });

  it.each([
    [0, '$0', 'Free Pool'],
    [100, '$1', '$1 Pool'],
    [500, '$5', '$5 Pool'],
    [1000, '$10', '$10 Pool'],
    [2500, '$25', '$25 Pool'],
    [250, '$2.50', '$2.50 Pool'],
    [100_000, '$1,000', '$1,000 Pool'],
  ])('%i cents: label %s, pool name %s', (cents, label, name) => {
    expect(tierLabel(cents)).toBe(label);
    expect(tierPoolName(cents)).toBe(name);
  });

  it.each([
    [0, 0],
    [100, 10_000],
    [500, 50_000],
    [1000, 100_000],
    [2500, 250_000],
  ])('a full board at %i cents collects %i cents', (fee, pot) => {
    expect(maxPotCents(fee)).toBe(pot);
  });

  it.each([-100, 1.5, Number.NaN])('maxPotCents(%s) throws', (fee) => {
    expect(() => maxPotCents(fee)).toThrow(RangeError);
  });

  it('labels refuse fractional cents', () => {
    expect(() => tierLabel(0.5)).toThrow(RangeError);
  });
});
