/**
 * The rules of an admin's second factor, shared by the server (which enforces them) and the web (which
 * explains them): what a typed code is, which TOTP time step may still be used, and who must enrol.
 */

/** ADMIN_MFA: 'optional' lets each admin choose; 'required' leaves an admin without a factor only enrolment. */
export type SecondFactorMode = 'optional' | 'required';

/** RFC 6238 as every authenticator app reads an otpauth:// URI by default: SHA-1, 6 digits, 30 s. */
export const TOTP = { algorithm: 'SHA1', digits: 6, periodSeconds: 30, secretBytes: 20 } as const;

/**
 * Codes one step either side of now are accepted (clocks of phones drift, and a code typed at the end
 * of its 30 s arrives in the next): three codes out of a million are right at any moment.
 */
export const TOTP_WINDOW = 1;

/** The 30-second time step an instant falls in (RFC 6238's T). */
export const totpStepAt = (now: Date): number => Math.floor(now.getTime() / 1000 / TOTP.periodSeconds);

/**
 * A step is used once: a code is accepted only for a step after the last one accepted, so a code seen
 * over a shoulder (or replayed from a log) cannot sign in again, nor can an older one after a newer.
 */
export const totpStepIsFresh = (step: number, lastUsedStep: number | null): boolean => lastUsedStep === null || step > lastUsedStep;

/**
 * Recovery codes: 16 characters of Crockford's base32 (80 random bits: a hash of one cannot be
 * searched backwards, so SHA-256 stores them safely), shown as four groups of four.
 */
export const RECOVERY_CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const RECOVERY_CODE_LENGTH = 16;
export const RECOVERY_CODE_COUNT = 10;

/** "abcd-efgh-jkmn-pqrs" from 16 characters of the alphabet. */
export function formatRecoveryCode(raw: string): string {
  return raw.match(/.{1,4}/g)!.join('-');
}

/**
 * The code as stored, whatever way it was typed: case, spaces and dashes ignored, and the letters
 * people mistake for digits (o for 0; i and l for 1) read as Crockford's base32 reads them. Null when
 * it cannot be a recovery code.
 */
export function normalizeRecoveryCode(typed: string): string | null {
  const compact = typed
    .toLowerCase()
    .replace(/[\s-]/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
  if (compact.length !== RECOVERY_CODE_LENGTH) return null;
  return [...compact].every((c) => RECOVERY_CODE_ALPHABET.includes(c)) ? compact : null;
}

/** What a code typed at the second step is: an authenticator app's 6 digits, a recovery code, or neither. */
export type SecondStepCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string } | { kind: 'malformed' };

export function classifySecondStepCode(typed: string): SecondStepCode {
  const digits = typed.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) return { kind: 'totp', code: digits };
  const recovery = normalizeRecoveryCode(typed);
  return recovery ? { kind: 'recovery', code: recovery } : { kind: 'malformed' };
}

/** Whether this user may do nothing but enrol a second factor right now. */
export function mustEnrolSecondFactor(user: { isAdmin: boolean; hasSecondFactor: boolean }, mode: SecondFactorMode): boolean {
  return mode === 'required' && user.isAdmin && !user.hasSecondFactor;
}

/** An admin keeps at most this many passkeys (a phone, a laptop, a security key or two...). */
export const MAX_PASSKEYS = 10;
