/**
 * Every refusal the application can answer with: a machine-readable code and its HTTP status (DESIGN
 * section 5). Shared by the server, which throws them from its use cases, and the web, which may switch on
 * the `code` of an API error. `http/errors.ts` only maps an AppError to a response.
 */
export const ERROR_CODES = {
  /** Malformed or invalid input (field issues listed). */
  bad_request: 400,
  /** The same square appears twice in one claim. */
  duplicate_square: 400,
  /** A square beyond the pool's board (rows and columns 4 on a 25-square board). */
  square_off_board: 400,
  /** A period correction for a period that has not ended yet. */
  period_not_ended: 400,
  /** The amount the client sent is not what the squares cost (the server decides what is charged). */
  amount_mismatch: 400,
  /** A purchase that does not match its payment (pool, squares, owner or amount). */
  payment_mismatch: 400,
  /** A free pool's squares are claimed on the pool page, not bought. */
  not_paid_pool: 400,
  /** Not signed in. */
  unauthorized: 401,
  /** Wrong username or password (one answer for both). */
  invalid_credentials: 401,
  /** The admin's password was right; the second step (a code or a passkey) is still to come. */
  mfa_required: 401,
  /** A wrong, reused or expired second step (TOTP code, recovery code or passkey). */
  mfa_invalid: 401,
  /** The pending sign-in of a second step is gone (expired, used, or never started): sign in again. */
  mfa_expired: 401,
  /** Signed in, but not allowed (e.g. a player on an admin route). */
  forbidden: 403,
  /** A state-changing request from another site. */
  cross_origin: 403,
  /** Paid squares need a verified age and location first (D14). */
  verification_required: 403,
  /** Verified, but the rules in force do not allow paid play (state blocked, age). */
  not_eligible: 403,
  /** PAID_PLAY=off: the site handles no money (D19). */
  paid_play_off: 403,
  /** ADMIN_MFA=required and this admin has no second factor yet: only enrolling one is allowed. */
  mfa_enrolment_required: 403,
  /** The player is taking a time-out (D23): no checkout, no pool with an entry fee until it ends (the message says when). */
  timed_out: 403,
  /** The player has excluded themselves (D23): no checkout, no pool, no squares until it ends (the message says when). */
  self_excluded: 403,
  not_found: 404,
  /** The request body is larger than the route takes (e.g. a schedule file over 6 MB). */
  payload_too_large: 413,
  conflict: 409,
  /** A requested square is already owned. */
  square_taken: 409,
  /** A requested square is held for another player's checkout (being paid for; not owned yet). */
  square_held: 409,
  /** The player would hold more squares in checkouts, across all pools, than MAX_HELD_SQUARES. */
  hold_limit: 409,
  /** The player would own more squares than the pool allows. */
  limit_reached: 409,
  /** The checkout would pass a spend limit the player set (D23); the message and `details` say which, what is left and when it fits again. */
  spend_limit: 409,
  /** The pool is not open (full, in play, finished or cancelled). */
  pool_closed: 409,
  /** The game has kicked off: the board is locked. */
  pool_locked: 409,
  /** The pool's week is before its league's active week: the pool is read-only (domain/week-rules). */
  week_closed: 409,
  /** A paid pool's squares are bought through checkout. */
  payment_required: 409,
  /** The payment has not been authorized or captured at the provider (yet). */
  payment_not_completed: 409,
  /** The game is already under way (e.g. a replay on a started game). */
  game_started: 409,
  /** An account with this e-mail exists. */
  email_taken: 409,
  /** The last admin cannot lose the role. */
  last_admin: 409,
  /** Too many attempts; Retry-After says when to try again. */
  rate_limited: 429,
  /** One client (an address, or an account when signed in) already holds STREAMS_PER_CLIENT live streams; Retry-After says when to try again. */
  too_many_streams: 429,
  /** Too many checkouts started by one account or from one address; Retry-After says when to try again. */
  too_many_checkouts: 429,
  /** The player let go of these squares under 2 minutes ago (left checkout or let the hold expire); Retry-After says when. */
  hold_cooldown: 429,
  /** A daily quota is used up (private pools created, invitations sent); the message and Retry-After say when it resets. */
  quota: 429,
  /** Anything unexpected (the message never leaks internals). */
  internal: 500,
  /** The payment provider refused or failed a call (its message is shown: it is about the payment). */
  provider_error: 502,
  /** Too much expensive work (password hashing, printable boards' PDFs) waiting already, or the process holds all the live streams it can (MAX_STREAMS); Retry-After says when to try again. */
  busy: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The codes answered with a given status, e.g. `CodeOf<409>`. */
export type CodeOf<Status extends number> = { [C in ErrorCode]: (typeof ERROR_CODES)[C] extends Status ? C : never }[ErrorCode];

export interface FieldIssue {
  path: string;
  message: string;
}

export interface AppErrorOptions {
  issues?: FieldIssue[];
  /** For rate_limited: seconds until the client may try again (sent as Retry-After). */
  retryAfterSeconds?: number;
  /** What the message says, as fields a client can read (e.g. a spend limit's figures, a restriction's end). */
  details?: ErrorDetails;
}

export type ErrorDetails = Record<string, string | number | null>;

/** The one application error type (DESIGN section 7): use cases throw it, the HTTP layer maps it. */
export class AppError extends Error {
  override name = 'AppError';
  readonly issues: FieldIssue[] | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly details: ErrorDetails | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }

  get status(): number {
    return ERROR_CODES[this.code];
  }
}

export const badRequest = (message: string, code: CodeOf<400> = 'bad_request') => new AppError(code, message);
export const unauthorized = (message = 'Not authenticated', code: CodeOf<401> = 'unauthorized') => new AppError(code, message);
export const forbidden = (message: string, code: CodeOf<403> = 'forbidden') => new AppError(code, message);
export const notFound = (message: string) => new AppError('not_found', message);
export const conflict = (message: string, code: CodeOf<409> = 'conflict') => new AppError(code, message);

/** Whether an API error body's code is one this application defines (the web narrows with it). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
