/** The texts of the age and location check (spec sections 5 and 8, verbatim where the spec has them). */
import { usStateName } from '../../../domain/us-states';
import type { Verification } from '../../lib/auth-types';
import { serverMessageOr } from '../../lib/form-errors';

export const VERIFICATION_COMPLETE_TITLE = 'Verification Complete';
export const VERIFICATION_FAILED_TITLE = 'Verification Failed';
export const VERIFICATION_FAILED_FALLBACK = 'Please check your information and try again.';
/** When the server says "not eligible" without a reason. */
export const NOT_ELIGIBLE_FALLBACK = 'Paid pools are not available to you yet. Free pools stay open.';

/** The answer of POST /api/verify-age. */
export type VerifyAgeResult = { verification: Verification; eligibleForPaidPlay: boolean };

/** "You're verified for paid pools in California.", or why paid play stays closed. */
export function verificationCompleteMessage(result: VerifyAgeResult, submittedState: string): string {
  if (result.eligibleForPaidPlay) {
    const state = result.verification.residenceState ?? submittedState;
    return `You're verified for paid pools in ${usStateName(state)}.`;
  }
  return result.verification.reason?.trim() || NOT_ELIGIBLE_FALLBACK;
}

export function verificationFailureMessage(error: unknown): string {
  return serverMessageOr(error, VERIFICATION_FAILED_FALLBACK);
}

/** A check's time as "March 3, 2026"; null when missing or unreadable. */
export function formatCheckedAt(checkedAt: string | null, options: { locale?: string; timeZone?: string } = {}): string | null {
  if (!checkedAt) return null;
  const date = new Date(checkedAt);
  if (Number.isNaN(date.getTime())) return null;
  const { locale = 'en-US', timeZone } = options;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(date);
}

/** Whether an answer body is a verification result (the fields the page reads). */
export function isVerifyAgeResult(body: unknown): body is VerifyAgeResult {
  if (typeof body !== 'object' || body === null) return false;
  const { verification, eligibleForPaidPlay } = body as Partial<VerifyAgeResult>;
  return (
    typeof eligibleForPaidPlay === 'boolean' &&
    typeof verification === 'object' &&
    verification !== null &&
    typeof verification.status === 'string'
  );
}
