import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MoneyFormatError, centsToDecimalString, formatMoney, isCents, parseDollars } from './money';

describe('isCents', () => {
  it.each([0, 1, 500, Number.MAX_SAFE_INTEGER])('accepts %s', (n) => {
    expect(isCents(n)).toBe(true);
  });
  it.each([-1, 0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1, '5', null])(
    'rejects %s',
    (n) => {
      expect(isCents(n)).toBe(false);
    },
  );
});

describe('parseDollars', () => {
  it.each([
    ['5', 500],
    ['5.0', 500],
    ['5.00', 500],
    ['0', 0],
    ['0.00', 0],
    ['0.01', 1],
    ['0.29', 29],
    ['1000', 100_000],
    ['1000.00', 100_000],
    ['22.5', 2250],
    ['562.50', 56_250],
  ])('parses the string %j as %i cents', (input, cents) => {
    expect(parseDollars(input)).toBe(cents);
  });

  it.each([
    [5, 500],
    [0, 0],
    [12.5, 1250],
    [0.29, 29],
    [0.57, 57],
    [1.1, 110],
    [19.99, 1999],
    [1000, 100_000],
  ])('parses the number %s as %i cents without float error', (input, cents) => {
    expect(parseDollars(input)).toBe(cents);
  });

  it.each([
    ['-5', 'negative'],
    [-5, 'negative'],
    [-0.01, 'negative'],
    [Number.NaN, 'not a number'],
    [Number.POSITIVE_INFINITY, 'finite'],
    ['', 'empty'],
    ['abc', 'decimal number'],
    ['1,000', 'thousands separators'],
    ['5.001', 'more than 2 decimal places'],
    [1.005, 'more than 2 decimal places'],
    [0.1 + 0.2, 'more than 2 decimal places'],
    [1e-7, 'more than 2 decimal places'],
    ['+5', 'sign'],
    [' 5', 'spaces'],
    ['5 ', 'spaces'],
    ['5.', 'decimal number'],
    ['.5', 'decimal number'],
    ['$5', 'decimal number'],
    ['1e3', 'decimal number'],
    ['0x10', 'decimal number'],
    [1e21, 'too large'],
    ['99999999999999999999', 'too large'],
  ])('rejects %j with a message naming the problem (%s)', (input, problem) => {
    expect(() => parseDollars(input)).toThrow(MoneyFormatError);
    expect(() => parseDollars(input)).toThrow(problem);
  });

  it('MoneyFormatError is an Error with its own name', () => {
    const error = (() => {
      try {
        parseDollars('abc');
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('MoneyFormatError');
  });

  it('round-trips every amount through its decimal string', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => parseDollars(centsToDecimalString(cents)) === cents),
    );
  });

  it('parses numbers with at most 2 decimals exactly (cents / 100 as a float)', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10 ** 9 }), (cents) => parseDollars(cents / 100) === cents));
  });
});

describe('centsToDecimalString', () => {
  it.each([
    [500, '5.00'],
    [0, '0.00'],
    [1050, '10.50'],
    [1, '0.01'],
    [99, '0.99'],
    [123_456, '1234.56'],
    [-250, '-2.50'],
  ])('%i -> %s', (cents, text) => {
    expect(centsToDecimalString(cents)).toBe(text);
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY])('throws on non-integer cents %s', (cents) => {
    expect(() => centsToDecimalString(cents)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it.each([
    [123_456, {}, '$1,234.56'],
    [0, {}, '$0.00'],
    [5, {}, '$0.05'],
    [500, {}, '$5.00'],
    [100_000_000, {}, '$1,000,000.00'],
    [0, { free: true }, 'FREE'],
    [500, { free: true }, '$5.00'],
    [500, { compact: true }, '$5'],
    [225_000, { compact: true }, '$2,250'],
    [2250, { compact: true }, '$22.50'],
    [0, { compact: true }, '$0'],
    [0, { compact: true, free: true }, 'FREE'],
    [-500, {}, '-$5.00'],
    [-123_456, { compact: true }, '-$1,234.56'],
    [1500, { signed: true }, '+$15.00'],
    [-1500, { signed: true }, '-$15.00'],
    [0, { signed: true }, '$0.00'],
  ] as const)('%i with %o -> %s', (cents, opts, text) => {
    expect(formatMoney(cents, opts)).toBe(text);
  });

  it.each([0.5, 12.345, Number.NaN])('throws on non-integer cents %s', (cents) => {
    expect(() => formatMoney(cents)).toThrow(RangeError);
    expect(() => formatMoney(cents, { free: true })).toThrow(RangeError);
  });

  it('shows the same amount as the decimal string, with grouping', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => {
        expect(formatMoney(cents).replace(/[$,]/g, '')).toBe(centsToDecimalString(cents));
      }),
    );
  });
});
