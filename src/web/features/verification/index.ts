/** Age and location verification (spec: /age-verification; DESIGN D14): the form, the status card, their rules. */
export { AgeVerificationForm } from './age-verification-form';
export { VerificationStatusCard } from './verification-status-card';
export {
  AGE_FORM_FIELDS,
  COUNTRY_OPTIONS,
  COUNTRY_REQUIRED_MESSAGE,
  DATE_OF_BIRTH_INVALID_MESSAGE,
  DATE_OF_BIRTH_REQUIRED_MESSAGE,
  EARLIEST_DATE_OF_BIRTH,
  localToday,
  MAXIMUM_AGE,
  maxDateOfBirth,
  MINIMUM_AGE,
  STATE_REQUIRED_MESSAGE,
  ageFormProblems,
  ageFormResolver,
  type AgeFormField,
  type AgeFormValues,
  type VerifyAgePayload,
} from './age-form';
export {
  formatCheckedAt,
  isVerifyAgeResult,
  NOT_ELIGIBLE_FALLBACK,
  VERIFICATION_COMPLETE_TITLE,
  VERIFICATION_FAILED_FALLBACK,
  VERIFICATION_FAILED_TITLE,
  verificationCompleteMessage,
  verificationFailureMessage,
  type VerifyAgeResult,
} from './messages';
