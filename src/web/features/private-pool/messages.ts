/** The words of creating and joining private pools (spec sections 2 and 8 verbatim where the spec has them). */
import { ApiRequestError } from '../../lib/api';
import { serverMessageOr } from '../../lib/form-errors';

export const SIGNED_OUT_TITLE = 'Authentication Required';
export const SIGNED_OUT_DESCRIPTION = 'Please log in to create private pools';

export const CREATE_FAILED_TITLE = 'Error Creating Pool';
export const CREATE_FAILED_FALLBACK = 'Failed to create private pool. Please try again.';

/** The description of the 'Error Creating Pool' toast: the server's message, else the spec's fallback. */
export function createFailureMessage(error: unknown): string {
  return serverMessageOr(error, CREATE_FAILED_FALLBACK);
}

export const DUPLICATE_EMAIL_NOTE = (email: string) => `${email} is already on the list.`;

export const INVITED_TITLE = "You've been invited to a private pool";
export const SIGN_IN_TO_JOIN = 'Sign in to join';
export const JOINING = 'Joining the pool…';
export const WELCOME_TITLE = 'Welcome to the pool';
export const WELCOME_DESCRIPTION = "You're a member now: pick your squares.";
export const ALREADY_MEMBER_TITLE = "You're already in this pool";
export const INVITE_NOT_FOUND_TITLE = 'Invite not found';
export const INVITE_NOT_FOUND_DESCRIPTION =
  "This invite link doesn't match any pool. Check that the link is complete, or ask the organizer to send it again.";
export const TOO_MANY_ATTEMPTS = 'Too many attempts, try again in a minute';
export const JOIN_FAILED_TITLE = "We couldn't join the pool";
export const JOIN_FAILED_FALLBACK = 'Please check your connection and try again.';

export type JoinFailure = 'not-found' | 'rate-limited' | 'signed-out' | 'other';

/** What a failed POST /api/pools/join means for the page. A malformed code is an invite that does not exist. */
export function joinFailureKind(error: unknown): JoinFailure {
  if (!(error instanceof ApiRequestError)) return 'other';
  if (error.status === 404 || error.status === 400) return 'not-found';
  if (error.status === 429) return 'rate-limited';
  if (error.status === 401) return 'signed-out';
  return 'other';
}
