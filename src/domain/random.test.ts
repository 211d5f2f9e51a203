import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomInt, seededRandom, shuffle } from './random';

describe('seededRandom', () => {
  it('is deterministic per seed and stays in [0, 1)', () => {
    const a = seededRandom(123);
    const b = seededRandom(123);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    for (const v of values) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
    expect(seededRandom(124)()).not.toBe(seededRandom(123)());
  });
});

describe('randomInt', () => {
  it('covers both ends, inclusive, even for a source returning exactly 1', () => {
    expect(randomInt(() => 0, 7, 41)).toBe(7);
    expect(randomInt(() => 0.9999999, 7, 41)).toBe(41);
    expect(randomInt(() => 1, 7, 41)).toBe(41);
    const random = seededRandom(9);
    const seen = new Set(Array.from({ length: 2000 }, () => randomInt(random, 7, 41)));
    expect(seen.size).toBe(35);
  });

  it('rejects a bad range', () => {
    expect(() => randomInt(Math.random, 5, 4)).toThrow(RangeError);
    expect(() => randomInt(Math.random, 0.5, 4)).toThrow(RangeError);
  });
});

describe('shuffle', () => {
  it('returns a permutation and leaves the input alone (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (items, seed) => {
        const copy = [...items];
        const out = shuffle(items, seededRandom(seed));
        expect(items).toEqual(copy);
        expect([...out].sort((x, y) => x - y)).toEqual([...items].sort((x, y) => x - y));
      }),
    );
  });
});
