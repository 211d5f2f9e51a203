import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeText } from './schemas/input-hygiene';
import { REPLACEMENT_CHARACTER as R, storableJson, storableText } from './storable-text';

/** What PostgreSQL would refuse: a NUL, or a surrogate without its partner. */
const storable = (s: string) => !/\0/.test(s) && Buffer.from(s, 'utf8').toString('utf8') === s;

describe('storableText', () => {
  it.each([
    ['plain', 'ops-admin', 'ops-admin'],
    ['NUL', 'ad\0min', `ad${R}min`],
    ['lone high surrogate', 'a\uD800b', `a${R}b`],
    ['lone low surrogate', '\uDC00x', `${R}x`],
    ['high surrogate at the end', 'x\uD83D', `x${R}`],
    ['a real pair stays', 'go 🏈', 'go 🏈'],
    ['reversed pair', '\uDC00\uD800', `${R}${R}`],
  ])('%s', (_name, input, output) => {
    expect(storableText(input)).toBe(output);
  });

  it('cuts long text at max code points, never inside a pair', () => {
    expect(storableText('x'.repeat(100_000), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(storableText('🏈'.repeat(20), 10)).toBe(`${'🏈'.repeat(9)}…`);
    expect(storableText('🏈'.repeat(10), 10)).toBe('🏈'.repeat(10));
  });

  it('always gives storable text of at most max code points', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), fc.integer({ min: 1, max: 250 }), (input, max) => {
        const out = storableText(input, max);
        expect(storable(out)).toBe(true);
        expect(isSafeText(out)).toBe(true);
        expect(isSafeText(input)).toBe(storable(input));
        expect(Array.from(out).length).toBeLessThanOrEqual(max);
      }),
    );
  });
});

describe('storableJson', () => {
  it('cleans strings and keys at any depth, keeps numbers, booleans, null and dates', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(storableJson({ 'k\0': ['\uD800', 1, true, null, { at }] })).toEqual({ [`k${R}`]: [R, 1, true, null, { at }] });
  });

  it('cuts long strings at the given length', () => {
    expect(storableJson({ text: 'y'.repeat(2_000) }, 1_000)).toEqual({ text: `${'y'.repeat(999)}…` });
  });
});
