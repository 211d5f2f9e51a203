/** Admins' second factors: enrolment routes, and the second step of the admin sign-in. */
export { secondFactorRoutes } from './routes';
export { checkSecondStepCode, SECOND_STEP_REFUSED, type SecondStepMethod } from './second-step';
export { passkeySignInOptions, verifyPasskeySignIn, SIGN_IN_EXPIRED } from './passkey-sign-in';
export { startPendingSignIn, endPendingSignIn, PENDING_SIGN_IN_TTL_MS, type PendingSignIn } from './challenges';
export { verifyPendingSignInCode } from './pending-code';
export { confirmedFactors } from './factors';
export { relyingPartyOf, type RelyingParty } from './relying-party';
export { totpCodeAt } from './totp';
