import { describe, expect, it } from 'vitest';
import { PERIODS, isPeriod, periodLabel, periodNumber, type Period } from './periods';

describe('periods', () => {
  it('are Q1, Q2, Q3, FINAL in order', () => {
    expect(PERIODS).toEqual(['Q1', 'Q2', 'Q3', 'FINAL']);
  });

  it.each([
    ['Q1', '1st Quarter', 1],
    ['Q2', 'Halftime', 2],
    ['Q3', '3rd Quarter', 3],
    ['FINAL', 'Final Score', 4],
  ] as const)('%s is "%s", number %i', (period, label, n) => {
    expect(periodLabel(period)).toBe(label);
    expect(periodNumber(period)).toBe(n);
    expect(isPeriod(period)).toBe(true);
  });

  it.each(['Q4', 'final', 'OT', '', null])('rejects %j', (value) => {
    expect(isPeriod(value)).toBe(false);
    expect(() => periodLabel(value as Period)).toThrow(RangeError);
    expect(() => periodNumber(value as Period)).toThrow(RangeError);
  });
});
