/**
 * When a card payment is captured, and how long squares and authorizations are held (DESIGN D7, D18).
 *
 * A customer-initiated card authorization lasts 7 days. A pool settles after its game ends, so money
 * authorized for a game that kicks off within 6 days can wait (manual capture, "Payment Secured") and
 * still leaves at least a day for the game to finish before the hold lapses. A game further out would
 * outlive the authorization, so its payment is captured at once ("Purchase Complete").
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Kickoff at most this far ahead -> authorize only. */
export const CARD_HOLD_WINDOW_MS = 6 * DAY_MS;
/** How long a customer-initiated online card authorization lasts when the provider says nothing else. */
export const AUTHORIZATION_VALIDITY_MS = 7 * DAY_MS;
/** How long chosen squares are held while the player pays. */
export const HOLD_MS = 10 * MINUTE_MS;

export type CaptureMethod = 'automatic' | 'manual';

function ms(at: Date): number {
  const value = at.getTime();
  if (Number.isNaN(value)) throw new RangeError('Invalid date');
  return value;
}

/**
 * Manual when kickoff is within the 6-day window, boundary included. A kickoff already past also
 * reads "manual", the safe side: nothing is taken before the game is played. (Purchases are refused
 * after kickoff anyway, elsewhere.)
 */
export function captureMethodFor(kickoff: Date, now: Date): CaptureMethod {
  return ms(kickoff) - ms(now) <= CARD_HOLD_WINDOW_MS ? 'manual' : 'automatic';
}

/**
 * The moment an authorization must be captured by. The provider's `capture_before` rules when it is
 * given, earlier or later than our 7 days: it knows the card network's actual limit.
 */
export function holdDeadline(authorizedAt: Date, captureBefore?: Date | null): Date {
  if (captureBefore) return new Date(ms(captureBefore));
  return new Date(ms(authorizedAt) + AUTHORIZATION_VALIDITY_MS);
}

/** When squares held at `now` are released if the payment has not completed. */
export function holdExpiresAt(now: Date): Date {
  return new Date(ms(now) + HOLD_MS);
}
