import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { id, idParam, isSafeText, MAX_DB_INTEGER, SAFE_TEXT_PATTERN, text, unsafeTextMessage } from './input-hygiene';

/** What PostgreSQL stores as it is: no NUL, and UTF-8 round-trips it (no surrogate without its partner). */
const storable = (s: string) => !s.includes('\0') && Buffer.from(s, 'utf8').toString('utf8') === s;

const HIGH = fc.integer({ min: 0xd800, max: 0xdbff }).map((c) => String.fromCharCode(c));
const LOW = fc.integer({ min: 0xdc00, max: 0xdfff }).map((c) => String.fromCharCode(c));
/** A string with one hostile thing put in somewhere: a NUL, a high surrogate not followed by a low one, or a low one alone. */
const hostile = fc
  .tuple(fc.string({ unit: 'grapheme' }), fc.oneof(fc.constant('\0'), HIGH, LOW), fc.string({ unit: 'grapheme' }))
  .map(([before, bad, after]) => {
    // A lone high surrogate must not be followed by a low one; a lone low one must not follow a high one.
    const safeAfter = /^[\uDC00-\uDFFF]/.test(after) ? `x${after}` : after;
    const safeBefore = /[\uD800-\uDBFF]$/.test(before) ? `${before}x` : before;
    return `${safeBefore}${bad}${safeAfter}`;
  });

describe('text()', () => {
  const firstName = text('First name');

  it('refuses any string holding a NUL or an unpaired surrogate, naming the field', () => {
    fc.assert(
      fc.property(hostile, (value) => {
        const result = firstName.safeParse(value);
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.message).toBe(unsafeTextMessage('First name'));
      }),
    );
  });

  it('accepts any well-formed string without NUL (emoji, other scripts, controls but NUL)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }).map((s) => s.replaceAll('\0', '')), (value) => {
        expect(firstName.parse(value)).toBe(value);
      }),
    );
  });

  it('agrees with what PostgreSQL can store, for any UTF-16 string, with or without the u flag', () => {
    const unicode = new RegExp(SAFE_TEXT_PATTERN.source, 'u');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (value) => {
        expect(isSafeText(value)).toBe(storable(value));
        expect(unicode.test(value)).toBe(storable(value));
      }),
    );
  });

  it.each([
    ['a NUL', 'ad\0min', false],
    ['a lone high surrogate', 'x\uD800y', false],
    ['a lone low surrogate', '\uDC00', false],
    ['a high surrogate at the end', 'go \uD83C', false],
    ['a reversed pair', '\uDC00\uD800', false],
    ['a real pair', 'go 🏈', true],
    ['the empty string', '', true],
    ['other control characters', 'tab\there\u0001', true],
  ])('%s', (_name, value, ok) => {
    expect(firstName.safeParse(value).success).toBe(ok);
  });

  it('is linear on long input (100 KB, and 6 MB like a schedule file)', () => {
    const started = performance.now();
    expect(isSafeText('a🏈'.repeat(35_000))).toBe(true);
    expect(isSafeText(`${'x'.repeat(6 * 1024 * 1024)}\0`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('keeps the type message of the field and shows the rule in its JSON schema', () => {
    expect(text('Country', 'Country is required').safeParse(undefined).error?.issues[0]?.message).toBe('Country is required');
    expect(z.toJSONSchema(text('x'), { io: 'input' })).toMatchObject({ type: 'string', pattern: SAFE_TEXT_PATTERN.source });
  });
});

describe('id() and idParam()', () => {
  it('take exactly the whole numbers 1..2,147,483,647', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 1, max: MAX_DB_INTEGER }), fc.constantFrom(1, MAX_DB_INTEGER)), (n) => {
        expect(id('poolId').parse(n)).toBe(n);
        expect(idParam('pool id').parse(String(n))).toBe(n);
      }),
    );
  });

  it('refuse anything else, naming the field', () => {
    const outside = fc.oneof(
      fc.constantFrom(0, -1, MAX_DB_INTEGER + 1, 2 ** 53 - 1, 2 ** 53, 1e9 * 10, 1.5, Number.NaN, Infinity),
      fc.integer({ min: MAX_DB_INTEGER + 1, max: Number.MAX_SAFE_INTEGER }),
      fc.integer({ min: Number.MIN_SAFE_INTEGER, max: 0 }),
    );
    fc.assert(
      fc.property(outside, (n) => {
        expect(id('gameId').safeParse(n).error?.issues[0]?.message).toBe('gameId must be a positive whole number');
      }),
    );
    for (const value of ['0', '2147483648', '99999999999999999999', '-1', '1.5', '1e3', ' 1', 'abc', '']) {
      expect(idParam('leagueId').safeParse(value).error?.issues[0]?.message, value).toBe('leagueId must be a positive whole number');
    }
    expect(id('leagueId', 'Please select a league').safeParse('7').error?.issues[0]?.message).toBe('Please select a league');
  });
});
