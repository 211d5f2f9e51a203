/**
 * The age and location form's own checks (spec section 5): age computed on the client from the date
 * of birth, under 18 refused before anything is sent, state and country required. The server checks
 * everything again and applies the per-state rules of DESIGN D14.
 */
import { ageOn, formatCalendarDate, latestBirthDateForAge, parseCalendarDate, type CalendarDate } from '../../../domain/age';
import { UNDERAGE_MESSAGE, type VerifyAgeInput } from '../../../domain/schemas/auth';
import { isUsStateCode } from '../../../domain/us-states';
import type { FieldErrors } from '../../lib/form-errors';

export const MINIMUM_AGE = 18;
/** Older than this is a typo, not a player. */
export const MAXIMUM_AGE = 120;
export const EARLIEST_DATE_OF_BIRTH = '1900-01-01';

export const DATE_OF_BIRTH_REQUIRED_MESSAGE = 'Please enter your date of birth';
export const DATE_OF_BIRTH_INVALID_MESSAGE = 'Please enter a valid date of birth';
export const STATE_REQUIRED_MESSAGE = 'Please select your state of residence';
export const COUNTRY_REQUIRED_MESSAGE = 'Please select your country';

/** Squares is US only (spec section 9): one option, value "US". */
export const COUNTRY_OPTIONS = [{ value: 'US', label: 'United States' }] as const;
const COUNTRY_CODES = new Set<string>(COUNTRY_OPTIONS.map((option) => option.value));

/** Form order, for focusing the first field in error. */
export const AGE_FORM_FIELDS = ['dateOfBirth', 'residenceState', 'residenceCountry'] as const;
export type AgeFormField = (typeof AGE_FORM_FIELDS)[number];
export type AgeFormValues = Record<AgeFormField, string>;
/** The body of POST /api/verify-age. */
export type VerifyAgePayload = VerifyAgeInput;

export type AgeFormCheck =
  | { ok: true; value: VerifyAgePayload }
  | {
      ok: false;
      errors: FieldErrors<AgeFormField>;
      /** The date of birth is valid but under MINIMUM_AGE: the "Age Requirement Not Met" toast. */
      underage: boolean;
    };

/** Today's calendar date where the player is (the browser's time zone). */
export function localToday(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** The date input's max: the latest date of birth of someone who is 18 today, as YYYY-MM-DD. */
export function maxDateOfBirth(today: CalendarDate): string {
  return formatCalendarDate(latestBirthDateForAge(MINIMUM_AGE, today));
}

export function validateAgeForm(values: AgeFormValues, today: CalendarDate): AgeFormCheck {
  const errors: FieldErrors<AgeFormField> = {};
  let underage = false;

  const dateOfBirth = values.dateOfBirth.trim();
  const birth = parseCalendarDate(dateOfBirth);
  if (dateOfBirth === '') errors.dateOfBirth = DATE_OF_BIRTH_REQUIRED_MESSAGE;
  else if (birth === null) errors.dateOfBirth = DATE_OF_BIRTH_INVALID_MESSAGE;
  else {
    const age = ageOn(birth, today);
    if (age < MINIMUM_AGE) {
      errors.dateOfBirth = UNDERAGE_MESSAGE;
      underage = true;
    } else if (age > MAXIMUM_AGE) errors.dateOfBirth = DATE_OF_BIRTH_INVALID_MESSAGE;
  }

  const residenceState = values.residenceState.trim().toUpperCase();
  if (!isUsStateCode(residenceState)) errors.residenceState = STATE_REQUIRED_MESSAGE;

  const residenceCountry = values.residenceCountry.trim().toUpperCase();
  if (!COUNTRY_CODES.has(residenceCountry)) errors.residenceCountry = COUNTRY_REQUIRED_MESSAGE;

  if (Object.keys(errors).length > 0) return { ok: false, errors, underage };
  return { ok: true, value: { dateOfBirth, residenceState, residenceCountry } };
}
