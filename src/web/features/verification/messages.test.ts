import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import {
  formatCheckedAt,
  isVerifyAgeResult,
  verificationCompleteMessage,
  verificationFailureMessage,
  type VerifyAgeResult,
} from './messages';

const result = (overrides: Partial<VerifyAgeResult['verification']>, eligibleForPaidPlay: boolean): VerifyAgeResult => ({
  verification: { status: 'verified', residenceState: 'CA', reason: null, checkedAt: '2026-03-03T15:00:00Z', ...overrides },
  eligibleForPaidPlay,
});

describe('verificationCompleteMessage', () => {
  it('names the state when paid play is open', () => {
    expect(verificationCompleteMessage(result({}, true), 'CA')).toBe("You're verified for paid pools in California.");
    expect(verificationCompleteMessage(result({ residenceState: null }, true), 'DC')).toBe(
      "You're verified for paid pools in District of Columbia.",
    );
  });
  it("gives the server's reason when paid play stays closed", () => {
    expect(
      verificationCompleteMessage(result({ residenceState: 'WA', reason: 'Paid play is not available in Washington.' }, false), 'WA'),
    ).toBe('Paid play is not available in Washington.');
    expect(verificationCompleteMessage(result({}, false), 'CA')).toBe(
      'Paid pools are not available to you yet. Free pools stay open.',
    );
  });
});

describe('verificationFailureMessage', () => {
  it("shows the server's message, or the spec's fallback", () => {
    const refused = new ApiRequestError(
      400,
      'Bad Request',
      JSON.stringify({ message: 'You must be at least 21 years old to play in Massachusetts.' }),
    );
    expect(verificationFailureMessage(refused)).toBe('You must be at least 21 years old to play in Massachusetts.');
    expect(verificationFailureMessage(new TypeError('Failed to fetch'))).toBe('Please check your information and try again.');
    expect(verificationFailureMessage(new ApiRequestError(500, 'Internal Server Error', ''))).toBe(
      'Please check your information and try again.',
    );
  });
});

describe('formatCheckedAt', () => {
  it('reads as a long date', () => {
    expect(formatCheckedAt('2026-03-03T15:00:00Z', { timeZone: 'UTC' })).toBe('March 3, 2026');
  });
  it('is null when missing or unreadable', () => {
    expect(formatCheckedAt(null)).toBeNull();
    expect(formatCheckedAt('not a date')).toBeNull();
  });
});

describe('isVerifyAgeResult', () => {
  it('accepts the answer of POST /api/verify-age only', () => {
    expect(isVerifyAgeResult(result({}, true))).toBe(true);
    expect(isVerifyAgeResult({ ok: true })).toBe(false);
    expect(isVerifyAgeResult(null)).toBe(false);
  });
});
