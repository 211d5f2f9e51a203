/**
 * The age and location form's check (spec section 5): the server's schema (src/domain/schemas/auth.ts),
 * in the spec's words, and what only the form does: age computed on the client from the date of birth,
 * under 18 refused before anything is sent, the US the one country. The server checks everything again
 * and applies the per-state rules of DESIGN D14.
 */
import type { z } from 'zod';
import { ageOn, formatCalendarDate, latestBirthDateForAge, parseCalendarDate, type CalendarDate } from '../../../domain/age';
import { UNDERAGE_MESSAGE, verifyAgeSchema } from '../../../domain/schemas/auth';
import { schemaResolver, type FieldMessages } from '../../lib/forms/schema-resolver';

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
/** The body of POST /api/verify-age, as the schema leaves it. */
export type VerifyAgePayload = z.output<typeof verifyAgeSchema>;

/** Today's calendar date where the player is (the browser's time zone). */
export function localToday(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** The date input's max: the latest date of birth of someone who is 18 today, as YYYY-MM-DD. */
export function maxDateOfBirth(today: CalendarDate): string {
  return formatCalendarDate(latestBirthDateForAge(MINIMUM_AGE, today));
}

/** The date of birth's problem, in the spec's words: missing, not a real date, under 18, or a typo. */
function dateOfBirthProblem(typed: string, schemaRefused: boolean, today: CalendarDate): string | null {
  if (typed.trim() === '') return DATE_OF_BIRTH_REQUIRED_MESSAGE;
  const birth = parseCalendarDate(typed.trim());
  if (schemaRefused || birth === null) return DATE_OF_BIRTH_INVALID_MESSAGE;
  const age = ageOn(birth, today);
  if (age < MINIMUM_AGE) return UNDERAGE_MESSAGE;
  return age > MAXIMUM_AGE ? DATE_OF_BIRTH_INVALID_MESSAGE : null;
}

/** The form's words over the schema's, and the form's own rules: 18 or older, the US. */
export function ageFormProblems(values: AgeFormValues, fromSchema: FieldMessages<AgeFormValues>, today: CalendarDate): FieldMessages<AgeFormValues> {
  const problems: FieldMessages<AgeFormValues> = {};
  const dateOfBirth = dateOfBirthProblem(values.dateOfBirth, Boolean(fromSchema.dateOfBirth), today);
  if (dateOfBirth) problems.dateOfBirth = dateOfBirth;
  if (fromSchema.residenceState) problems.residenceState = STATE_REQUIRED_MESSAGE;
  if (fromSchema.residenceCountry || !COUNTRY_CODES.has(values.residenceCountry.trim().toUpperCase())) problems.residenceCountry = COUNTRY_REQUIRED_MESSAGE;
  return problems;
}

/** The form's check on `today` (the player's calendar day). */
export function ageFormResolver(today: CalendarDate) {
  return schemaResolver<typeof verifyAgeSchema, AgeFormValues>(verifyAgeSchema, { check: (values, fromSchema) => ageFormProblems(values, fromSchema, today) });
}
