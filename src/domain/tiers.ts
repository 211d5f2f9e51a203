/**
 * Public pool tiers and square limits (spec section 9). Each game gets at most one public pool per
 * entry-fee tier; private pools pick their own fee and per-player limit within the ranges below.
 */
import { formatMoney, isCents, type Cents } from './money';

export const TIER_ENTRY_FEES_CENTS = [0, 100, 500, 1000, 2500] as const;
export type TierFeeCents = (typeof TIER_ENTRY_FEES_CENTS)[number];

export const PUBLIC_MAX_SQUARES_PER_PLAYER = 5;
export const PRIVATE_MAX_SQUARES_RANGE = { min: 1, max: 25, default: 5 } as const;

/** Private pools: entry fee 0 to $1000 per square, default $5 (spec section 9). */
export const PRIVATE_ENTRY_FEE_RANGE_CENTS = { min: 0, max: 100_000, default: 500 } as const;

export function isTierFee(cents: unknown): cents is TierFeeCents {
  return (TIER_ENTRY_FEES_CENTS as readonly unknown[]).includes(cents);
}

/** "$0", "$1", "$25"; any other fee in the same compact style ("$2.50"). */
export function tierLabel(cents: Cents): string {
  return formatMoney(cents, { compact: true });
}

/** "Free Pool", "$5 Pool". */
export function tierPoolName(cents: Cents): string {
  return cents === 0 ? 'Free Pool' : `${tierLabel(cents)} Pool`;
}

/** The pot of a full board (100 squares, or 25 on a 5x5 board), before the house fee. */
export function maxPotCents(entryFeeCents: Cents, boardSquares: 100 | 25 = 100): Cents {
  if (!isCents(entryFeeCents)) {
    throw new RangeError(`Entry fee must be a non-negative whole number of cents, got ${String(entryFeeCents)}`);
  }
  if (boardSquares !== 100 && boardSquares !== 25) throw new RangeError(`A board has 100 or 25 squares, got ${String(boardSquares)}`);
  return entryFeeCents * boardSquares;
}

/** The pot of the pool's own full board (the pool information's "when full"). */
export function poolFullPotCents(pool: { entryFeeCents: Cents; rules: { boardSize: 100 | 25 } }): Cents {
  return maxPotCents(pool.entryFeeCents, pool.rules.boardSize);
}
