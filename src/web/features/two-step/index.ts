/** An admin's two-step sign-in on the Profile page: authenticator app, passkeys, recovery codes. */
export { TwoStepSignIn } from './two-step-sign-in';
