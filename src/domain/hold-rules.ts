/**
 * How long and how many squares a player may hold in checkout (DESIGN D7, D20). A hold keeps a square
 * from everyone else while its player pays; without bounds one account could keep a paid board from
 * filling until kickoff (when an unfilled paid board is cancelled). So:
 * - a player holds at most MAX_HELD_SQUARES squares across all pools at once;
 * - a hold never lasts past kickoff, nor restarts its clock when the player changes the cart;
 * - squares a player let go of (left checkout, or let the hold run out) are not theirs to hold again
 *   for REHOLD_COOLDOWN_MS, so everyone else gets a turn at them first.
 */
import { coordinateKey, type Coordinate } from './board';
import { holdExpiresAt } from './capture-rule';

/** MAX_HELD_SQUARES when the operator does not set it. */
export const DEFAULT_MAX_HELD_SQUARES = 10;
/** How long a player waits before holding again squares they let go of. */
export const REHOLD_COOLDOWN_MS = 2 * 60_000;

/** A live checkout of the player's, in the pool of the new one: the new one replaces it. */
export interface ReplacedHold {
  squares: readonly Coordinate[];
  holdExpiresAt: Date;
}

/**
 * When a new checkout's hold ends: 10 minutes from now, but never past kickoff (the board locks then),
 * and never later than a checkout it replaces that held any of the same squares. Changing the cart does
 * not give squares already held a fresh 10 minutes, or two carts taken in turns would hold them forever.
 */
export function holdEndsAt(now: Date, kickoff: Date, requested: readonly Coordinate[], replaced: readonly ReplacedHold[] = []): Date {
  const wanted = new Set(requested.map(coordinateKey));
  const carried = replaced.filter((hold) => hold.squares.some((square) => wanted.has(coordinateKey(square))));
  const ends = [holdExpiresAt(now).getTime(), kickoff.getTime(), ...carried.map((hold) => hold.holdExpiresAt.getTime())];
  return new Date(Math.min(...ends));
}

/** Squares the player held in checkout in one pool. */
export interface HeldInPool {
  poolId: number;
  poolName: string;
  squares: number;
}

/**
 * Why the player may not hold `requested` more squares, or null: what they hold already in other
 * checkouts (every pool; the checkout being replaced is not counted) plus these must stay within `limit`.
 * The refusal says how many are held and where, so the player knows which checkout to finish or leave.
 */
export function holdLimitRefusal(heldNow: readonly HeldInPool[], requested: number, limit: number): string | null {
  const held = heldNow.reduce((sum, pool) => sum + pool.squares, 0);
  if (held + requested <= limit) return null;
  const most = `A player can hold at most ${squaresWord(limit)} in checkout at once, across all pools`;
  if (held === 0) return `${most}: ${squaresWord(requested)} are too many. Choose fewer squares.`;
  const where = heldNow
    .filter((pool) => pool.squares > 0)
    .map((pool) => `${pool.squares} in ${pool.poolName} (pool ${pool.poolId})`)
    .join(', ');
  return `You already hold ${squaresWord(held)} in checkout: ${where}. ${most}, so ${requested} more would be too many. Pay for or leave a checkout first, or wait until its hold ends.`;
}

/** A checkout the player let go of: its squares, and when the hold ended (left, or ran out). */
export interface EndedHold {
  squares: readonly Coordinate[];
  endedAt: Date;
}

export interface Cooldown {
  /** The requested squares the player let go of too recently. */
  squares: Coordinate[];
  /** Until the last of them may be held again. */
  waitMs: number;
}

/**
 * The requested squares the player let go of less than REHOLD_COOLDOWN_MS ago, or null. Squares the
 * player still holds in a live checkout (being carried into a changed cart) were never let go of.
 */
export function reholdCooldown(ended: readonly EndedHold[], requested: readonly Coordinate[], stillHeld: readonly Coordinate[], now: Date): Cooldown | null {
  const wanted = new Map(requested.map((square) => [coordinateKey(square), square]));
  for (const square of stillHeld) wanted.delete(coordinateKey(square));
  const waits = new Map<string, number>();
  for (const hold of ended) {
    const waitMs = hold.endedAt.getTime() + REHOLD_COOLDOWN_MS - now.getTime();
    if (waitMs <= 0) continue;
    for (const square of hold.squares) {
      const key = coordinateKey(square);
      if (wanted.has(key)) waits.set(key, Math.max(waits.get(key) ?? 0, waitMs));
    }
  }
  if (waits.size === 0) return null;
  return { squares: [...waits.keys()].map((key) => wanted.get(key)!), waitMs: Math.max(...waits.values()) };
}

/** The cooldown's refusal: which squares, and when they can be held again (Retry-After says the same). */
export function cooldownMessage(cooldown: Cooldown, retryAfterSeconds: number): string {
  const list = cooldown.squares.map((s) => `(row ${s.row}, column ${s.column})`).join(', ');
  const which = cooldown.squares.length === 1 ? `square ${list}` : `squares ${list}`;
  const them = cooldown.squares.length === 1 ? 'it' : 'them';
  return `You let go of ${which} less than 2 minutes ago, so other players get a turn first. You can hold ${them} again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`;
}

function squaresWord(count: number): string {
  return `${count} ${count === 1 ? 'square' : 'squares'}`;
}
