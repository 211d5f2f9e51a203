/**
 * My Pools as pure functions (spec section 2 "My Pools", DESIGN D13): the five stat cards and how each
 * joined pool reads. Winnings are the player's real settled prizes, not the spec's placeholder 0.
 */
import { SQUARE_COUNT } from '../../../domain/board';
import { formatMoney } from '../../../domain/money';
import type { Pool, UserPool, Winner } from '../../../domain/schemas';
import { isGameOver, isPoolAvailable, type PoolOfWeek } from '../../../domain/status';

export const EMPTY_TITLE = 'No Pools Joined Yet';
export const BROWSE_POOLS_TEXT = 'Browse Pools';

/** Whole cents, or 0 for anything else, so one malformed row cannot crash the page's money formatting. */
function cents(value: unknown): number {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : 0;
}

export type MyPoolsStats = {
  /** Public pools still open for squares; null until /api/pools answers. */
  poolsAvailable: number | null;
  poolsJoined: number;
  totalPurchasedCents: number;
  totalWinningsCents: number;
  /** winnings - purchased */
  profitLossCents: number;
};

export function myPoolsStats(
  userPools: readonly Pick<UserPool, 'userSpentCents' | 'userWinningsCents'>[],
  allPools: readonly PoolOfWeek[] | null | undefined,
): MyPoolsStats {
  const totalPurchasedCents = userPools.reduce((sum, pool) => sum + cents(pool.userSpentCents), 0);
  const totalWinningsCents = userPools.reduce((sum, pool) => sum + cents(pool.userWinningsCents), 0);
  return {
    // Open for squares by the week rule too: a public pool of a past week takes none (D9).
    poolsAvailable: allPools ? allPools.filter(isPoolAvailable).length : null,
    poolsJoined: userPools.length,
    totalPurchasedCents,
    totalWinningsCents,
    profitLossCents: totalWinningsCents - totalPurchasedCents,
  };
}

/** Spec: green with a plus sign when positive, otherwise red ("+$12.50", "-$5.00", "$0.00"). */
export function profitLossDisplay(profitLossCents: number): { text: string; positive: boolean } {
  const value = cents(profitLossCents);
  return { text: formatMoney(value, { signed: true }), positive: value > 0 };
}

/** "$1,234.56" for the stat cards. */
export function moneyText(value: number): string {
  return formatMoney(cents(value));
}

/** "FREE" for a $0 pool, else "$5.00". */
export function entryFeeText(pool: Pick<Pool, 'entryFeeCents'>): string {
  return formatMoney(cents(pool.entryFeeCents), { free: true });
}

export function totalPotText(pool: Pick<Pool, 'totalPotCents'>): string {
  return formatMoney(cents(pool.totalPotCents));
}

/** Whether the pool was paid through Squares, so cancelling it gave the players' money back (D5). */
const refundedBySite = (pool: Partial<Pick<UserPool, 'collection' | 'entryFeeCents'>>) => (pool.entryFeeCents ?? 0) > 0 && pool.collection !== 'organizer';

/** "Your Squares: 3/100"; a cancelled pool's squares are not in play: "Your Squares: 3 refunded" (or cancelled, when nothing was paid to Squares). */
export function yourSquaresText(
  pool: Pick<UserPool, 'userSquareCount' | 'maxParticipants'> & Partial<Pick<UserPool, 'status' | 'collection' | 'entryFeeCents'>>,
): string {
  if (pool.status === 'cancelled') return `Your Squares: ${pool.userSquareCount} ${refundedBySite(pool) ? 'refunded' : 'cancelled'}`;
  const capacity = Number.isInteger(pool.maxParticipants) && pool.maxParticipants > 0 ? pool.maxParticipants : SQUARE_COUNT;
  return `Your Squares: ${pool.userSquareCount}/${capacity}`;
}

type MoneyFact = { label: string; value: string };

/**
 * What the player's money in a pool was: paid on the site (from the escrow ledger), or — where the
 * organizer collects (D19) — what they owe the organizer for their squares, which the site never sees.
 */
export function yourMoneyFact(pool: Pick<UserPool, 'collection' | 'entryFeeCents' | 'userSquareCount' | 'userSpentCents'>): MoneyFact {
  if (pool.collection === 'organizer' && pool.entryFeeCents > 0) {
    return { label: 'Owed to organizer', value: moneyText(pool.entryFeeCents * pool.userSquareCount) };
  }
  return { label: 'You paid', value: moneyText(pool.userSpentCents) };
}

type MoneyFactsPool = Pick<UserPool, 'status' | 'collection' | 'entryFeeCents' | 'totalPotCents' | 'userSquareCount' | 'userSpentCents' | 'userRefundedCents' | 'escrow'>;

/**
 * The card's three money facts. A pool in play: entry fee, pot, and the player's money. A cancelled pool
 * has no pot: it shows what was refunded, to everyone and to the player (an organizer who collected
 * settles with the players himself, so the site shows no amount of its own).
 */
export function poolMoneyFacts(pool: MoneyFactsPool): [MoneyFact, MoneyFact, MoneyFact] {
  const fee = { label: 'Entry fee', value: entryFeeText(pool) };
  if (pool.status !== 'cancelled') return [fee, { label: 'Total pot', value: totalPotText(pool) }, yourMoneyFact(pool)];
  if (pool.collection === 'organizer' && pool.entryFeeCents > 0) {
    return [fee, { label: 'Refunded', value: 'By organizer' }, { label: 'Owed to organizer', value: moneyText(0) }];
  }
  return [fee, { label: 'Refunded', value: moneyText(pool.escrow?.refundedCents) }, { label: 'You got back', value: moneyText(pool.userRefundedCents) }];
}

type SortablePool = Pick<UserPool, 'id' | 'status'> & { game: Pick<UserPool['game'], 'gameDate' | 'status'> };

/** Still in play (upcoming, live, or waiting for settlement) before finished or cancelled pools. */
export function isPoolFinished(pool: SortablePool): boolean {
  return pool.status === 'completed' || pool.status === 'cancelled';
}

function kickoff(pool: SortablePool): number {
  const time = Date.parse(pool.game.gameDate);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/**
 * Pools in play first, soonest kickoff first (a live game before one that has not started); then
 * finished and cancelled pools, most recent first.
 */
export function sortUserPools<T extends SortablePool>(pools: readonly T[]): T[] {
  const rank = (pool: T) => (isPoolFinished(pool) ? 2 : isGameOver(pool.game.status) ? 1 : 0);
  return [...pools].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    const byKickoff = rank(a) === 2 ? kickoff(b) - kickoff(a) : kickoff(a) - kickoff(b);
    return byKickoff || a.id - b.id;
  });
}

/**
 * The player's prizes in a pool that are paid out of escrow, in period order: the ones they
 * can claim, have claimed, or let expire. Not the periods they won in a free pool or before payout.
 */
export function yourPaidOutPrizes(pool: Pick<UserPool, 'winners'>, userId: string): Winner[] {
  return pool.winners.filter((w) => w.userId === userId && w.amountCents > 0 && w.claimState !== null);
}
