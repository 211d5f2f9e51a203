import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifySecondStepCode,
  formatRecoveryCode,
  mustEnrolSecondFactor,
  normalizeRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
  totpStepAt,
  totpStepIsFresh,
} from './second-factor';

const recoveryCode = fc
  .array(fc.constantFrom(...RECOVERY_CODE_ALPHABET), { minLength: RECOVERY_CODE_LENGTH, maxLength: RECOVERY_CODE_LENGTH })
  .map((chars) => chars.join(''));

describe('second step codes', () => {
  it.each([
    ['123456', { kind: 'totp', code: '123456' }],
    [' 123 456 ', { kind: 'totp', code: '123456' }],
    ['12345', { kind: 'malformed' }],
    ['1234567', { kind: 'malformed' }],
    ['abcd-efgh-jkmn-pqrs', { kind: 'recovery', code: 'abcdefghjkmnpqrs' }],
    ['ABCD EFGH JKMN PQRS', { kind: 'recovery', code: 'abcdefghjkmnpqrs' }],
    ['0o1i-l234-5678-9abc', { kind: 'recovery', code: '0011123456789abc' }],
    ['abcd-efgh-jkmn-pqru', { kind: 'malformed' }],
    ['', { kind: 'malformed' }],
  ])('%j is %j', (typed, expected) => {
    expect(classifySecondStepCode(typed)).toEqual(expected);
  });

  it('reads every recovery code back as it was made, however it is grouped or cased', () => {
    fc.assert(
      fc.property(recoveryCode, fc.boolean(), (raw, upper) => {
        const shown = formatRecoveryCode(raw);
        expect(shown).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/);
        expect(normalizeRecoveryCode(upper ? shown.toUpperCase() : shown.replaceAll('-', ' '))).toBe(raw);
      }),
    );
  });
});

describe('TOTP steps', () => {
  it('numbers 30-second steps from the epoch', () => {
    expect(totpStepAt(new Date(0))).toBe(0);
    expect(totpStepAt(new Date(29_999))).toBe(0);
    expect(totpStepAt(new Date(30_000))).toBe(1);
    expect(totpStepAt(new Date('2026-01-01T00:00:00Z'))).toBe(58_907_520);
  });

  it('accepts a step only after the last one used', () => {
    expect(totpStepIsFresh(10, null)).toBe(true);
    expect(totpStepIsFresh(11, 10)).toBe(true);
    expect(totpStepIsFresh(10, 10)).toBe(false);
    expect(totpStepIsFresh(9, 10)).toBe(false);
  });
});

describe('who must enrol', () => {
  it.each([
    ['optional', true, false, false],
    ['required', true, false, true],
    ['required', true, true, false],
    ['required', false, false, false],
  ] as const)('%s, admin %s, enrolled %s: must enrol %s', (mode, isAdmin, hasSecondFactor, expected) => {
    expect(mustEnrolSecondFactor({ isAdmin, hasSecondFactor }, mode)).toBe(expected);
  });
});
