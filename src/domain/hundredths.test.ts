import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseHundredths } from './hundredths';

describe('parseHundredths', () => {
  it.each([
    ['0', 0],
    ['007', 700],
    ['12.3', 1230],
    ['12.34', 1234],
    [0.07, 7],
    [2.675, null], // a classic float trap: 2.675 has 3 decimals and must not become 267 or 268
    ['90071992547409.91', 9_007_199_254_740_991],
    ['90071992547409.92', null],
  ] as const)('%j -> %s', (input, value) => {
    const result = parseHundredths(input);
    expect(result.ok ? result.value : null).toBe(value);
  });

  it('never silently rounds: text with up to 2 decimals parses to the exact integer', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (n) => {
        const text = `${n / 100n}.${String(n % 100n).padStart(2, '0')}`;
        const result = parseHundredths(text);
        expect(result).toEqual({ ok: true, value: Number(n) });
      }),
    );
  });
});
