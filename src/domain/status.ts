/**
 * Game and pool status display rules (spec section 4). Raw game codes come from score feeds in any
 * case and with stray spaces, so they are normalised before the lookup; unknown codes read as
 * SCHEDULED, the one state that promises nothing to the player.
 */

import { isWeekClosed } from './week-rules';

export type GameDisplayState = 'SCHEDULED' | 'LIVE' | 'COMPLETED';

const LIVE_CODES = new Set(['1q', '2q', '3q', '4q', 'ot', 'ht', 'live']);
/** The codes of a finished game, lowercase: the one "game finished" rule (display, lifecycle, feeds). */
export const FINISHED_GAME_CODES = ['ft', 'aet', 'completed', 'final'] as const;
const COMPLETED_CODES = new Set<string>(FINISHED_GAME_CODES);

function normalise(code: string | null | undefined): string {
  return typeof code === 'string' ? code.trim().toLowerCase() : '';
}

export function gameDisplayState(code: string | null | undefined): GameDisplayState {
  const c = normalise(code);
  if (LIVE_CODES.has(c)) return 'LIVE';
  if (COMPLETED_CODES.has(c)) return 'COMPLETED';
  return 'SCHEDULED';
}

export function isGameOver(code: string | null | undefined): boolean {
  return gameDisplayState(code) === 'COMPLETED';
}

export const GAME_STATE_TONE: Record<GameDisplayState, 'lime' | 'red' | 'green'> = {
  SCHEDULED: 'lime',
  LIVE: 'red',
  COMPLETED: 'green',
};

export function gameStateIsPulsing(state: GameDisplayState): boolean {
  return state === 'LIVE';
}

export const POOL_STATUSES = ['open', 'full', 'active', 'completed', 'cancelled'] as const;
export type PoolStatus = (typeof POOL_STATUSES)[number];

export function isPoolStatus(value: unknown): value is PoolStatus {
  return (POOL_STATUSES as readonly unknown[]).includes(value);
}

/** What the week rule needs of a pool to tell whether it is still open: its status, whether it is private, its game's week, its league's active week. */
export interface PoolOfWeek {
  status: string;
  isPrivate: boolean;
  game: { week?: string | null | undefined };
  /** Absent or null: a league without weeks (the week rule does not apply). */
  leagueActiveWeek?: string | null | undefined;
}

/** What the pool-page badge needs: that, and the game's status. */
export type BadgedPool = PoolOfWeek & { game: { status: string } };

/**
 * The pool's status as its badges and lists read it: its own status, except that an open pool the week
 * rule has closed (a public pool of a past week, domain/week-rules) is 'closed': it takes no new
 * squares, so it must not read as open or be offered as available. The one rule every badge and
 * "available pools" count follows, the same one the server refuses claims by (claim-rules boardLock).
 */
export function poolDisplayStatus<S extends string>(pool: PoolOfWeek & { status: S }): S | 'closed' {
  const weekClosed = isWeekClosed({ isPrivate: pool.isPrivate, gameWeek: pool.game.week, activeWeek: pool.leagueActiveWeek });
  return normalise(pool.status) === 'open' && weekClosed ? 'closed' : pool.status;
}

/** Open for new squares as far as the pool and its week tell: what "Pools Available" counts. */
export function isPoolAvailable(pool: PoolOfWeek): boolean {
  return poolDisplayStatus(pool) === 'open';
}

/**
 * The pool-page badge: LIVE, COMPLETED, AVAILABLE (open), CLOSED (open, but of a past week) or the
 * upper-cased pool status. A cancelled pool says CANCELLED whatever the game does: its entries were
 * refunded (D5), and a LIVE badge would suggest the player is still in the game.
 */
export function poolBadgeLabel(pool: BadgedPool): string {
  const status = normalise(pool.status);
  if (status === 'cancelled') return 'CANCELLED';
  const game = gameDisplayState(pool.game.status);
  if (game === 'LIVE') return 'LIVE';
  if (game === 'COMPLETED' || status === 'completed') return 'COMPLETED';
  if (status !== 'open') return status.toUpperCase();
  return poolDisplayStatus(pool) === 'closed' ? 'CLOSED' : 'AVAILABLE';
}

/** My Pools card colour: active green, completed indigo, anything else amber. */
export function poolStatusTone(status: string): 'green' | 'indigo' | 'amber' {
  const s = normalise(status);
  if (s === 'active') return 'green';
  if (s === 'completed') return 'indigo';
  return 'amber';
}

// A Map, not an object literal: a code such as "constructor" must not hit Object.prototype.
const QUARTER_CODES = new Map([
  ['1q', 'Q1'],
  ['2q', 'Q2'],
  ['3q', 'Q3'],
  ['4q', 'Q4'],
]);

/**
 * The live score card's period text. Quarter codes name their quarter; a bare "live" code falls back
 * to the numeric quarter (5 and up is overtime). Scheduled games read "Pregame".
 */
export function liveQuarterLabel(code: string, quarter: number): string {
  const c = normalise(code);
  const fromCode = QUARTER_CODES.get(c);
  if (fromCode) return fromCode;
  if (c === 'ht') return 'Halftime';
  if (c === 'ot') return 'Overtime';
  if (COMPLETED_CODES.has(c)) return 'Final';
  if (c === 'live') {
    if (Number.isInteger(quarter) && quarter >= 1 && quarter <= 4) return `Q${quarter}`;
    if (Number.isInteger(quarter) && quarter > 4) return 'Overtime';
    return 'Live';
  }
  return 'Pregame';
}
