/** The toasts of the sign-in and registration forms (spec sections 7 and 8, verbatim). */
import { ApiRequestError } from '../../lib/api';
import type { AuthUser } from '../../lib/auth-types';
import { fieldErrorsFromApiError, isNetworkError, serverMessageOr, type FieldErrors } from '../../lib/form-errors';
import { REGISTER_FIELDS, type RegisterField } from './validation';

export const SIGNED_IN_TITLE = 'Signed In';
export const LOGIN_FAILED_TITLE = 'Login Failed';
export const LOGIN_FAILED_FALLBACK = 'Invalid credentials';
export const LOGIN_ERROR_TITLE = 'Login Error';
export const LOGIN_ERROR_MESSAGE = 'Unable to connect to server';

export const WELCOME_TITLE = 'Welcome to Squares!';
export const WELCOME_MESSAGE = 'Account created successfully';
export const REGISTRATION_FAILED_TITLE = 'Registration Failed';
export const REGISTRATION_FAILED_FALLBACK = 'Failed to create account';

export type ToastText = { title: string; description: string };

/** "Welcome back, Ada", or just "Welcome back" when the account has no first name. */
export function welcomeBack(user: Pick<AuthUser, 'firstName'> | null): string {
  const name = user?.firstName?.trim();
  return name ? `Welcome back, ${name}` : 'Welcome back';
}

/** A refused admin sign-in reads the server's message; an unreachable server is a "Login Error". */
export function adminLoginFailure(error: unknown): ToastText {
  if (isNetworkError(error)) return { title: LOGIN_ERROR_TITLE, description: LOGIN_ERROR_MESSAGE };
  return { title: LOGIN_FAILED_TITLE, description: serverMessageOr(error, LOGIN_FAILED_FALLBACK) };
}

/**
 * A refused registration: the toast text, and the field errors to show under the fields (the
 * server's `issues` for a 400; the e-mail field for `email_taken` "An account with this email already exists").
 */
export function registrationFailure(error: unknown): ToastText & { errors: FieldErrors<RegisterField> } {
  const description = serverMessageOr(error, REGISTRATION_FAILED_FALLBACK);
  const errors = fieldErrorsFromApiError(error, REGISTER_FIELDS);
  if (error instanceof ApiRequestError && error.code === 'email_taken' && errors.email === undefined) {
    errors.email = description;
  }
  return { title: REGISTRATION_FAILED_TITLE, description, errors };
}
