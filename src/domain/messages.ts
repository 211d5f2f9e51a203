/**
 * The spec's texts (sections 5 and 8) that both the server and the web use, in one place so the two
 * can never drift. Titles are toast titles; descriptions double as the server's error messages.
 */
export const AUTH_REQUIRED = { title: 'Authentication Required', description: 'Please sign in to purchase squares.' } as const;
export const SQUARE_UNAVAILABLE = {
  title: 'Square Unavailable',
  description: 'This square is already owned by another player.',
} as const;
/**
 * A square another player holds in checkout: not owned yet, so never "already owned" (the server's 409
 * square_held; the board shows the square as held).
 */
export const SQUARE_HELD = 'This square is being paid for by another player.';
/** Shown under SQUARE_UNAVAILABLE's title when the square clicked is the player's own. */
export const YOUR_OWN_SQUARE = 'You already own this square.';
export const MAX_SQUARES = {
  title: 'Maximum Squares Reached',
  description: (limit: number) =>
    `You can only own up to ${limit} squares per board. The more squares you own, the better your chances!`,
} as const;
export const NO_SQUARES_SELECTED = {
  title: 'No Squares Selected',
  description: 'Please select at least one square to purchase.',
} as const;
export const INVALID_POOL = { title: 'Invalid Pool', description: "The pool you're looking for doesn't exist." } as const;
export const POOL_NOT_FOUND = {
  title: 'Pool Not Found',
  description: "The pool you're looking for doesn't exist or has been removed.",
} as const;
export const SQUARES_PURCHASED = {
  title: 'Squares Purchased!',
  description: (count: number) => `You've successfully claimed ${count} squares.`,
} as const;
export const SQUARE_SELECTED = 'Square Selected';
export const SQUARE_DESELECTED = 'Square Deselected';
export const LINK_COPIED = 'Link Copied';
export const LOGGED_OUT_PURCHASE = { title: 'Unauthorized', description: 'You are logged out. Logging in again...' } as const;
export const PURCHASE_FAILED = 'Failed to purchase squares';
export const QUARTER_WINNER = (quarter: number) => `Quarter ${quarter} Winner!`;
/** A settled period whose winning square nobody owned (D5): the Winners card and the printed board. */
export const UNOWNED_WINNER_TEXT = 'Unowned square — no payout';

/** Server-only reasons a claim is refused (409), beyond the spec's texts above. */
export const POOL_NOT_OPEN = 'This pool is no longer open for new squares.';
export const POOL_LOCKED_AT_KICKOFF = 'This game has kicked off, so the board is locked.';
export const PAYMENT_REQUIRED = 'Squares in paid pools are bought through checkout.';
