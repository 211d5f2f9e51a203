/**
 * What the pool page derives from a pool: whether squares can be picked, which parts of the page
 * belong on it now, the square the score points at now (domain/scoring, the one place it is
 * computed, D3), the settled period winners (the server's), and the kickoff in the viewer's words.
 */
import { coordinateKey, type Coordinate } from '../../../domain/board';
import { boardLock } from '../../../domain/claim-rules';
import { numbersOfPeriod, periodInPlay } from '../../../domain/period-numbers';
import { winningSquares, type WinningSquare } from '../../../domain/period-winners';
import type { Period } from '../../../domain/periods';
import type { Pool } from '../../../domain/schemas';
import { gameDisplayState } from '../../../domain/status';
import { dateTimeFormat } from '../../lib/date-format';
import { showWinnersCard } from './money/winners-model';

export function kickoffTime(pool: Pick<Pool, 'game'>): number {
  return new Date(pool.game.gameDate).getTime();
}

/**
 * The squares held for players who are paying for them, as coordinate keys: taken for
 * picking until the payment completes or the hold ends (the event stream replaces the pool as they change).
 */
export function heldKeys(pool: Pick<Pool, 'held'>): Set<string> {
  return new Set(pool.held.map(coordinateKey));
}

/**
 * Squares are claimed directly, with no checkout (domain/claim-rules): a free pool, and an organizer-collected
 * pool (D19: the organizer collects the entry fee; the site handles no money).
 */
export function claimsWithoutPayment(pool: Pick<Pool, 'entryFeeCents' | 'collection'>): boolean {
  return pool.entryFeeCents === 0 || pool.collection === 'organizer';
}

/**
 * Why the board cannot be picked from, by the server's own rule (domain/claim-rules); null while it can.
 * 'week-closed': a public pool's game's week is before its league's active week (an admin advanced the week, D9).
 */
export type LockReason = 'closed' | 'kicked-off' | 'week-closed' | null;

const LOCK_REASONS = { pool_closed: 'closed', pool_locked: 'kicked-off', week_closed: 'week-closed' } as const;

export function lockReason(pool: Pick<Pool, 'status' | 'isPrivate' | 'game' | 'leagueActiveWeek'>, now: number): LockReason {
  const lock = boardLock(
    {
      poolStatus: pool.status,
      gameStatus: pool.game.status,
      kickoff: pool.game.gameDate,
      isPrivate: pool.isPrivate,
      gameWeek: pool.game.week,
      activeWeek: pool.leagueActiveWeek,
    },
    now,
  );
  return lock === null ? null : LOCK_REASONS[lock];
}

/** Squares can be picked while the pool is open, the game has not kicked off (spec, D5) and (public pools) its week is not past. */
export function canPickSquares(pool: Pick<Pool, 'status' | 'isPrivate' | 'game' | 'leagueActiveWeek'>, now: number): boolean {
  return lockReason(pool, now) === null;
}

/**
 * The parts of the page that fit the moment. While squares can be bought: the cart, the phone's cart
 * bar and 'Before You Play'. Once the board is locked (kickoff passed, or the pool full, active,
 * completed or cancelled) none of the buying UI, but what matters after kickoff: the score, the
 * winners and the viewer's squares. Takes the lock as decided elsewhere, so the claim rule stays in
 * one place.
 */
export type PoolPageLayout = {
  buying: boolean;
  /** The score card: 'live' while the game is in play, 'final' once it is over; none for a cancelled pool. */
  score: 'live' | 'final' | null;
  winners: boolean;
};

export function poolPageLayout(pool: Pick<Pool, 'status' | 'game' | 'winners'>, lock: LockReason): PoolPageLayout {
  const state = gameDisplayState(pool.game.status);
  // A cancelled pool was refunded (D5): a running score would suggest the player is still in the game.
  const cancelled = pool.status === 'cancelled';
  const score = cancelled || state === 'SCHEDULED' ? null : state === 'LIVE' ? 'live' : 'final';
  return { buying: lock === null, score, winners: showWinnersCard(pool) };
}

function gameUnderway(status: string): boolean {
  const raw = status.trim().toLowerCase();
  const state = gameDisplayState(status);
  return raw === 'live' || raw === 'completed' || state === 'LIVE' || state === 'COMPLETED';
}

/**
 * The squares the current score points at (spec section 4), under the pool's rules: the
 * forward square, and the reversed one when the pool has reverse winners; on the pool's own board
 * (10x10 or 5x5), with the numbers of `period` (by default the period in play: a pool drawing new
 * numbers each period plays each period with its own set). Only once the game is live or over and the
 * digits are drawn; bad data (digits that are not a permutation) highlights nothing instead of failing.
 */
export function currentWinningSquares(
  pool: Pick<Pool, 'digits' | 'digitSets' | 'game' | 'rules'>,
  period: Period = periodInPlay(pool.game),
): WinningSquare[] {
  const digits = numbersOfPeriod(pool, period);
  if (!digits || !gameUnderway(pool.game.status)) return [];
  try {
    return winningSquares(pool.rules, digits, { home: pool.game.homeScore, away: pool.game.awayScore });
  } catch {
    return [];
  }
}

/**
 * The settled period winners, as the server paid them (pool.winners: its settled truth, corrections
 * included), in period order.
 */
export function settledWinners(pool: Pick<Pool, 'winners'>): (Coordinate & { period: Period })[] {
  // With reverse winners a period has two squares; one square winning both ways is listed once.
  const seen = new Set<string>();
  return pool.winners.flatMap(({ period, row, column }) => {
    const key = `${period}:${coordinateKey({ row, column })}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ period, row, column }];
  });
}

export type KickoffText = { date: string; time: string };

/** "Sun, Nov 22" and "1:00 PM EST" in the viewer's locale and time zone (options for tests). */
export function formatKickoff(iso: string, options: { locale?: string; timeZone?: string } = {}): KickoffText {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return { date: 'Date to be announced', time: '' };
  const { locale, timeZone } = options;
  return {
    date: dateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone }).format(date),
    time: dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone }).format(date),
  };
}

/** Squares sold as a whole percentage of the board (spec: owned squares out of 100). */
export function percentSold(current: number, max: number): number {
  const total = max > 0 ? max : 100;
  return Math.min(100, Math.max(0, Math.round((current / total) * 100)));
}
