/**
 * Injectable chance for everything that is random but not security-sensitive (demo data, the practice
 * simulation, the landing demo): `Math.random` in the browser, a seeded generator where runs must be
 * reproducible. Never used for the draw, whose randomness is the server's secret seed (D4).
 */

/** Returns a number in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** mulberry32: a tiny, fast seeded generator. The same seed always gives the same sequence. */
export function seededRandom(seed: number): RandomSource {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from min to max, both included. Tolerates a source that returns exactly 1. */
export function randomInt(random: RandomSource, min: number, max: number): number {
  if (!Number.isInteger(min) || !Number.isInteger(max) || max < min) {
    throw new RangeError(`randomInt needs whole numbers with min <= max, got ${min}..${max}`);
  }
  const span = max - min + 1;
  return min + Math.min(span - 1, Math.floor(random() * span));
}

/** A shuffled copy (Fisher-Yates); the input is left untouched. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(random, 0, i);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/** A stable numeric seed for a calendar day (UTC), e.g. to make a day's demo data reproducible. */
export function daySeed(date: Date): number {
  return date.getUTCFullYear() * 10000 + (date.getUTCMonth() + 1) * 100 + date.getUTCDate();
}

/** One item of a non-empty list. */
export function pick<T>(items: readonly T[], random: RandomSource): T {
  if (items.length === 0) throw new RangeError('pick from an empty list');
  return items[randomInt(random, 0, items.length - 1)]!;
}
