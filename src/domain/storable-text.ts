/**
 * Text a client sent, made safe to store whatever it holds. PostgreSQL refuses a NUL character in text
 * and jsonb, and jsonb refuses the escape of an unpaired UTF-16 surrogate, so a record of hostile input
 * (an audit row, a rate-limit key) would fail to be written. Each such character becomes U+FFFD and the
 * text is cut at `max` characters (code points, never half a pair), marked with an ellipsis.
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const REPLACEMENT_CHARACTER = '\uFFFD';

export function storableText(value: string, max = 200): string {
  const clean = value.replace(UNSTORABLE, REPLACEMENT_CHARACTER);
  if (clean.length <= max) return clean;
  // max + 1 code points take at most 2 * max + 2 UTF-16 units: the slice holds them when they exist.
  const points = Array.from(clean.slice(0, max * 2 + 2));
  return points.length <= max ? points.join('') : `${points.slice(0, max - 1).join('')}…`;
}

/** A JSON value with every string (and key) in it made storable; numbers, booleans, null and dates as they are. */
export function storableJson(value: unknown, max = 200): unknown {
  if (typeof value === 'string') return storableText(value, max);
  if (Array.isArray(value)) return value.map((item) => storableJson(item, max));
  if (value === null || typeof value !== 'object' || ![Object.prototype, null].includes(Object.getPrototypeOf(value))) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [storableText(key, max), storableJson(item, max)]));
}
