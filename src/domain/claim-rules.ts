import { coordinateKey, type Coordinate } from './board';
import { boardGeometry, isSquareOf } from './board-geometry';
import { MAX_SQUARES, PAYMENT_REQUIRED, POOL_LOCKED_AT_KICKOFF, POOL_NOT_OPEN, SQUARE_HELD, SQUARE_UNAVAILABLE } from './messages';
import { gameDisplayState } from './status';
import { isWeekClosed, pastWeekMessage } from './week-rules';

/**
 * How many squares a player may still take on a board: the limit counts squares already owned plus
 * the ones asked for (spec section 5). Used by the server to refuse and by the board to warn early.
 */
export function remainingAllowance(limit: number, owned: number): number {
  return Math.max(0, limit - owned);
}

export type CartCheck = { ok: true } | { ok: false; reason: 'limit' | 'taken' | 'held' | 'duplicate' };

export function checkRequestedSquares(
  requested: readonly Coordinate[],
  context: {
    limit: number;
    ownedByPlayer: number;
    takenKeys: ReadonlySet<string>;
    /** Squares held for other players' checkouts: not owned, but not available either. */
    heldKeys?: ReadonlySet<string>;
  },
): CartCheck {
  const keys = requested.map(coordinateKey);
  if (new Set(keys).size !== keys.length) return { ok: false, reason: 'duplicate' };
  if (keys.some((k) => context.takenKeys.has(k))) return { ok: false, reason: 'taken' };
  if (keys.some((k) => context.heldKeys?.has(k))) return { ok: false, reason: 'held' };
  if (context.ownedByPlayer + requested.length > context.limit) return { ok: false, reason: 'limit' };
  return { ok: true };
}

/**
 * Why a board takes no claims at all now: the pool is not open, the game has kicked off, or (public
 * pools only) the game's week is before its league's active week (domain/week-rules).
 */
export type BoardLock = 'pool_closed' | 'pool_locked' | 'week_closed';

export interface LockedBoard {
  poolStatus: string;
  gameStatus: string;
  kickoff: Date | string;
  /** A private pool follows its own game: the week rule never closes it (domain/week-rules isWeekClosed). */
  isPrivate: boolean;
  /** The game's week and its league's active week; the week rule applies only when both are given. */
  gameWeek?: string | null;
  activeWeek?: string | null;
}

/**
 * The one lock rule, for the server's refusal and the pool page's buying UI: a pool takes squares while
 * it is open, before kickoff by the clock, before the score feed says the game started (a game can
 * start early), and, for a public pool, while its week is not behind the league's active week.
 */
export function boardLock(board: LockedBoard, now: Date | number): BoardLock | null {
  if (board.poolStatus !== 'open') return 'pool_closed';
  const nowMs = typeof now === 'number' ? now : now.getTime();
  if (nowMs >= new Date(board.kickoff).getTime() || gameDisplayState(board.gameStatus) !== 'SCHEDULED') return 'pool_locked';
  if (isWeekClosed(board)) return 'week_closed';
  return null;
}

/** The refusal message of a lock (the server's 409 and the pool page's notice say the same). */
export function boardLockMessage(lock: BoardLock, board: Pick<LockedBoard, 'gameWeek' | 'activeWeek'>): string {
  if (lock === 'pool_closed') return POOL_NOT_OPEN;
  if (lock === 'pool_locked') return POOL_LOCKED_AT_KICKOFF;
  return pastWeekMessage(board.gameWeek ?? '', board.activeWeek ?? '');
}

export interface ClaimBoard {
  pool: { status: string; isPrivate: boolean; entryFeeCents: number; maxSquaresPerPlayer: number; maxParticipants: number; collection?: string; boardSize?: number };
  game: { status: string; gameDate: Date | string; week: string | null };
  /** The active week of the game's league, read with the board (null: a league without weeks). */
  activeWeek: string | null;
  sold: readonly (Coordinate & { userId: string | null })[];
  /**
   * Squares held for checkouts (paid pools): taken for now and counted like sold ones toward the board's
   * room and their holder's limit, but refused as held (being paid for), never as owned.
   */
  held?: readonly (Coordinate & { userId: string })[];
}

export interface ClaimRequest {
  userId: string;
  squares: readonly Coordinate[];
  now: Date | number;
  /** The entry fee is secured (checkout); without it a paid pool refuses. */
  paymentSecured?: boolean | undefined;
}

export type ClaimRefusal = {
  code: 'payment_required' | BoardLock | 'square_off_board' | 'duplicate_square' | 'square_taken' | 'square_held' | 'limit_reached';
  message: string;
};

/** Squares a request names that are not on the pool's board (a 5x5 board's rows and columns are 0-4). */
export function offBoardMessage(boardSize: number, requested: readonly Coordinate[]): string | null {
  const geometry = boardGeometry(boardSize === 25 ? 25 : 100);
  const off = requested.find((c) => !isSquareOf(geometry, c));
  if (!off) return null;
  const last = geometry.side - 1;
  return `Square (row ${off.row}, column ${off.column}) is not on this ${geometry.side}x${geometry.side} board: rows and columns are 0-${last}`;
}

/** Why a claim must be refused on this board, or null: every claim rule, in the order the player meets them. */
export function claimRefusal(board: ClaimBoard, claim: ClaimRequest): ClaimRefusal | null {
  const { pool, game, sold } = board;
  const held = board.held ?? [];
  // D19: in an organizer-collected pool the site handles no money: squares are claimed, the organizer collects.
  if (pool.entryFeeCents > 0 && pool.collection !== 'organizer' && !claim.paymentSecured) return { code: 'payment_required', message: PAYMENT_REQUIRED };
  const locked = { poolStatus: pool.status, gameStatus: game.status, kickoff: game.gameDate, isPrivate: pool.isPrivate, gameWeek: game.week, activeWeek: board.activeWeek };
  const lock = boardLock(locked, claim.now);
  if (lock) return { code: lock, message: boardLockMessage(lock, locked) };
  const offBoard = offBoardMessage(pool.boardSize ?? 100, claim.squares);
  if (offBoard) return { code: 'square_off_board', message: offBoard };
  const check = checkRequestedSquares(claim.squares, {
    limit: pool.maxSquaresPerPlayer,
    ownedByPlayer: [...sold, ...held].filter((s) => s.userId === claim.userId).length,
    takenKeys: new Set(sold.map(coordinateKey)),
    heldKeys: new Set(held.map(coordinateKey)),
  });
  if (!check.ok) {
    if (check.reason === 'duplicate') return { code: 'duplicate_square', message: 'The same square is listed more than once' };
    if (check.reason === 'taken') return { code: 'square_taken', message: SQUARE_UNAVAILABLE.description };
    if (check.reason === 'held') return { code: 'square_held', message: SQUARE_HELD };
    return { code: 'limit_reached', message: MAX_SQUARES.description(pool.maxSquaresPerPlayer) };
  }
  if (sold.length + held.length + claim.squares.length > pool.maxParticipants) return { code: 'pool_closed', message: POOL_NOT_OPEN };
  return null;
}
