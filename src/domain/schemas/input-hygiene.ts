/**
 * Input hygiene: the one rule every request schema is built with, so what a client sends
 * is refused with a 400 naming the field before it can reach PostgreSQL and fail there as a 500.
 *
 * - `text(name)`: every text field. PostgreSQL cannot store a NUL character, and a UTF-16 surrogate
 *   without its partner is no character at all (it turns into U+FFFD in text and breaks jsonb).
 * - `id(name)` (a JSON number) and `idParam(name)` (digits in a path or query string): every integer
 *   id, bounded to PostgreSQL's `integer` (1..2,147,483,647), the type of every serial id.
 *
 * The server refuses to start with a route whose request schema has a text field without `text()` or a
 * number without bounds (src/server/http/input-hygiene.ts, walking the schema with inputHygieneGaps).
 */
import { z } from 'zod';

import { MAX_DB_INTEGER } from '../record-id';

export { MAX_DB_INTEGER };

/**
 * Whole text of storable characters: any code unit but NUL and the surrogates, or a high surrogate
 * followed by a low one. Right whether it is compiled with the `u` flag or without (an OpenAPI reader
 * may do either), and linear on long input.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what the pattern keeps out
export const SAFE_TEXT_PATTERN = /^(?:[^\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

/** Whether PostgreSQL stores `value` as it is: no NUL, no unpaired surrogate. */
export const isSafeText = (value: string): boolean => SAFE_TEXT_PATTERN.test(value);

export const unsafeTextMessage = (name: string) => `${name} contains a character that is not allowed (NUL or an unpaired surrogate)`;

/**
 * A text field of a request. `name` names the field in the refusal; `message` is said when the value is
 * not text at all. Chain the field's own rules after it (`text('Last name').trim().max(100)`).
 */
export function text(name: string, message?: string) {
  return z.string(message === undefined ? undefined : { message }).regex(SAFE_TEXT_PATTERN, unsafeTextMessage(name));
}

const wholeNumberMessage = (name: string) => `${name} must be a positive whole number`;

/** An integer id in a JSON body: a whole number from 1 to 2,147,483,647 (else `message`). */
export function id(name: string, message = wholeNumberMessage(name)) {
  return z.number({ message }).int(message).min(1, message).max(MAX_DB_INTEGER, message);
}

/**
 * An integer id in a URL path or query string: digits whose value is an `id()`. Anything else is a 400
 * naming the parameter, so a typo or 2^31 never reaches SQL.
 */
export function idParam(name: string, message = wholeNumberMessage(name)) {
  return z.string({ message }).regex(/^\d+$/, message).transform(Number).pipe(id(name, message));
}
