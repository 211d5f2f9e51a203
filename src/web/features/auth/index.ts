/** Sign-in and registration: the admin sign-in form, the registration form, and their rules and texts. */
export { AdminLoginForm } from './admin-login-form';
export { RegistrationForm } from './registration-form';
export { PasswordInput } from './password-input';
export {
  adminLoginFailure,
  LOGIN_ERROR_MESSAGE,
  LOGIN_ERROR_TITLE,
  LOGIN_FAILED_FALLBACK,
  LOGIN_FAILED_TITLE,
  REGISTRATION_FAILED_FALLBACK,
  REGISTRATION_FAILED_TITLE,
  registrationFailure,
  SIGNED_IN_TITLE,
  WELCOME_MESSAGE,
  WELCOME_TITLE,
  welcomeBack,
  type ToastText,
} from './messages';
export { authUserFromBody, postForUser, refreshSignedInUser } from './session';
export {
  ADMIN_LOGIN_FIELDS,
  adminLoginMessage,
  adminLoginResolver,
  REGISTER_FIELDS,
  registrationResolver,
  type AdminLoginField,
  type AdminLoginPayload,
  type AdminLoginValues,
  type RegisterField,
  type RegisterPayload,
  type RegisterValues,
} from './validation';
export { signInErrorMessage } from './sign-in-errors';
