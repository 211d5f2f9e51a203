import fc from 'fast-check';

/**
 * What an attacker types into every field: bytes PostgreSQL refuses (NUL, unpaired UTF-16 surrogates),
 * sizes past every limit, numbers past PostgreSQL's `integer` and JavaScript's safe integers, path
 * tricks, unicode that changes length or direction, injection classics, and values of the wrong type.
 */
export const HOSTILE_STRINGS: readonly string[] = [
  '\u0000',
  'nul\u0000byte',
  '\uD800',
  'lone\uDFFFsurrogate',
  '\uDBFF\uDBFF',
  'A'.repeat(100_000),
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '../',
  '%00',
  '%2e%2e%2f',
  'Ω≈ç√∫˜µ≤≥÷',
  '👨‍👩‍👧‍👦🏳️‍🌈',
  '\u202Eevil\u202C',
  '\u200B',
  'e\u0301\u0301\u0301',
  'ｆｕｌｌｗｉｄｔｈ',
  '١٢٣',
  '\uFEFFbom',
  '\uFFFF\uFFFE',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '${jndi:ldap://x}',
  '{{7*7}}',
  '',
  ' ',
  '\r\n\t',
  'null',
  'NaN',
  'Infinity',
  '-1',
  '2147483648',
  '9007199254740993',
  '1e9',
  '0x7fffffff',
  '__proto__',
];

export const HOSTILE_NUMBERS: readonly number[] = [
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -1,
  0,
  1e9,
  1.5,
  -0.5,
  1e308,
  -1e308,
  5e-324,
];

const deep = (depth: number): unknown => (depth === 0 ? 1 : [deep(depth - 1)]);

export const HOSTILE_OTHERS: readonly unknown[] = [
  null,
  true,
  false,
  [],
  {},
  [null],
  ['a', 1, null],
  { $ne: null },
  { $gt: '' },
  JSON.parse('{"__proto__":{"polluted":true}}') as unknown,
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}') as unknown,
  deep(200),
];

export const HOSTILE_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype', 'role', 'isAdmin', 'userId', 'id', '', '\u0000', 'extra'];

/** A string with a NUL or an unpaired surrogate somewhere inside ordinary text. */
const taintedText = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom('\u0000', '\uD800', '\uDC00', '\uDBFF'), fc.string({ maxLength: 12 }))
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** Hostile values for any place; `extra` adds the app's own ids (e.g. another user's objects). */
export function hostileValue(extra: readonly unknown[] = []): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_OTHERS) },
    { weight: 2, arbitrary: taintedText },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    ...(extra.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...extra) }] : []),
  );
}

/** Hostile values aimed at text fields: the strings above, NUL or a lone surrogate inside text, raw code points. */
export const hostileText: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: taintedText },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

/** Hostile values aimed at numeric fields (ids, counts, money), also as text. */
export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS.map(String)) },
);

export const hostileKey: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ minLength: 1, maxLength: 10 }));

/** Raw request bodies that are not what any JSON route expects (the parser's own refusals). */
export const HOSTILE_RAW_BODIES: readonly { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"just a string"' },
  { contentType: 'application/json', payload: '1e400' },
  { contentType: 'application/json', payload: '{"a":1e400,"b":-1e400}' },
  { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
  { contentType: 'application/json', payload: '{"a":"\\ud800"}' },
  { contentType: 'application/json', payload: '{"a":"\\u0000"}' },
  { contentType: 'application/json', payload: `[${'['.repeat(5000)}${']'.repeat(5000)}]` },
  { contentType: 'application/json', payload: `{"big":"${'x'.repeat(70 * 1024)}"}` },
  { contentType: 'application/json; charset=utf-16le', payload: '{}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&a=2&__proto__[x]=1' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--' },
  { contentType: 'text/csv', payload: 'a,b\n1,2' },
  { contentType: 'application/xml', payload: '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
];
