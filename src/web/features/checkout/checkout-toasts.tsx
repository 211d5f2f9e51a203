import { Link } from 'wouter';
import { LOGGED_OUT_PURCHASE, SQUARE_UNAVAILABLE } from '../../../domain/messages';
import type { PurchaseSquaresResponse } from '../../../domain/schemas';
import { ApiRequestError, errorReference } from '../../lib/api';
import type { ToastInput } from '../../lib/toast/use-toast';
import { serverMessageOr } from './confirm-outcome';
import {
  PAYMENT_ERROR_FALLBACK,
  PAYMENT_ERROR_TITLE,
  PAYMENT_SECURED,
  PURCHASE_COMPLETE,
  paymentSecuredDescription,
  purchaseCompleteDescription,
} from './messages';

export const VERIFICATION_REQUIRED_TITLE = 'Verification Required';
export const AMOUNT_MISMATCH_TITLE = 'The checkout link has the wrong amount';
/** The player's own protections (D23): the server's words say which limit or break, and until when. */
export const PROTECTION_TITLES = {
  spend_limit: 'Spend limit reached',
  timed_out: "You're taking a time-out",
  self_excluded: "You've excluded yourself from play",
} as const;

/**
 * Why checkout could not start (shown on the pool page it returns to): the server's message, with a
 * way to act on it when the player must verify their age and location first.
 */
export function openFailedToast(error: unknown): ToastInput {
  const message = serverMessageOr(error, PAYMENT_ERROR_FALLBACK);
  if (error instanceof ApiRequestError && error.status === 401) {
    return { title: LOGGED_OUT_PURCHASE.title, description: LOGGED_OUT_PURCHASE.description, variant: 'destructive' };
  }
  if (error instanceof ApiRequestError && error.code === 'verification_required') {
    return {
      title: VERIFICATION_REQUIRED_TITLE,
      description: (
        <span>
          {message}{' '}
          <Link href="/age-verification" className="font-bold underline underline-offset-2">
            Verify your age and location
          </Link>
        </span>
      ),
      variant: 'destructive',
    };
  }
  // A limit or break the player chose: their own words, and where they set them. Nothing went wrong here.
  if (error instanceof ApiRequestError && (error.code === 'spend_limit' || error.code === 'timed_out' || error.code === 'self_excluded')) {
    return {
      title: PROTECTION_TITLES[error.code],
      description: (
        <span>
          {message}{' '}
          <Link href="/settings" className="font-bold underline underline-offset-2">
            Your limits are in Settings
          </Link>
        </span>
      ),
      variant: 'destructive',
    };
  }
    // A checkout link whose amount is not the squares' price (edited by hand): the server's words say the
  // price and what to do; nothing went wrong on our side, so no support reference.
  if (error instanceof ApiRequestError && error.code === 'amount_mismatch') {
    return { title: AMOUNT_MISMATCH_TITLE, description: message, variant: 'destructive' };
  }
  // Another player owns a square, or is paying for it right now: the server's words say which.
  if (error instanceof ApiRequestError && (error.code === 'square_taken' || error.code === 'square_held')) {
    return { title: SQUARE_UNAVAILABLE.title, description: message, variant: 'destructive' };
  }
  return { title: PAYMENT_ERROR_TITLE, description: message, variant: 'destructive', reference: errorReference(error) };
}

/** 'Payment Secured' (authorized, captured after the game) or 'Purchase Complete' (charged). */
export function purchaseToast(result: PurchaseSquaresResponse): ToastInput {
  const count = result.squares.length;
  return result.status === 'requires_capture'
    ? { title: PAYMENT_SECURED, description: paymentSecuredDescription(result.amountCents, count), variant: 'success' }
    : { title: PURCHASE_COMPLETE, description: purchaseCompleteDescription(result.amountCents, count), variant: 'success' };
}
