/**
 * Splitting a pot into house fee, nonprofit share and the four period prizes (DESIGN D1, D2).
 * Every step rounds DOWN and hands what is left to the next bucket, so no cent is created or lost:
 * houseFee + nonprofit + Q1 + Q2 + Q3 + FINAL === pot, for every pot (property-tested).
 */
import { SQUARE_COUNT } from './board';
import { isCents, type Cents } from './money';
import { BPS_TOTAL, PUBLIC_POOL_SCHEME, validatePayoutScheme, type PayoutScheme } from './payout-schemes';

export * from './periods';
export * from './payout-schemes';

/** 10% of the pot (spec section 9); configurable per deployment (D14), hence basis points. */
export const DEFAULT_HOUSE_FEE_BPS = 1000;
/** Nonprofit pools: 5% of the prize pool to the organization, 95% to winners (D1). */
export const NONPROFIT_SHARE_BPS = 500;

export type PotSplit = {
  potCents: Cents;
  houseFeeCents: Cents;
  /** pot - house fee */
  prizePoolCents: Cents;
  nonprofitCents: Cents;
  /** prize pool - nonprofit share: what the four period winners share */
  winnersCents: Cents;
  /** Q1, Q2, Q3, FINAL; the final absorbs the rounding leftovers */
  periodCents: [Cents, Cents, Cents, Cents];
};

export type SplitPotInput = {
  potCents: Cents;
  houseFeeBps: number;
  scheme: PayoutScheme;
  nonprofitBps?: number;
};

/**
 * floor(amount x bps / 10000). BigInt keeps the product exact for any safe amount (a Number product
 * stops being exact past 2^53, i.e. pots above ~9 x 10^11 cents at 100%).
 */
export function bpsOf(amount: Cents, bps: number): Cents {
  return Number((BigInt(amount) * BigInt(bps)) / BigInt(BPS_TOTAL));
}

function assertBps(label: string, bps: number): void {
  if (!Number.isInteger(bps) || bps < 0 || bps > BPS_TOTAL) {
    throw new RangeError(`${label} must be a whole number of basis points from 0 to 10000, got ${String(bps)}`);
  }
}

export function splitPot({ potCents, houseFeeBps, scheme, nonprofitBps = 0 }: SplitPotInput): PotSplit {
  if (!isCents(potCents)) {
    throw new RangeError(`Pot must be a non-negative whole number of cents, got ${String(potCents)}`);
  }
  assertBps('House fee', houseFeeBps);
  assertBps('Nonprofit share', nonprofitBps);
  const checked = validatePayoutScheme(scheme);
  if (!checked.ok) throw new RangeError(checked.message);
  const [q1Bps, q2Bps, q3Bps] = checked.scheme.periodBps;

  const houseFeeCents = bpsOf(potCents, houseFeeBps);
  const prizePoolCents = potCents - houseFeeCents;
  const nonprofitCents = bpsOf(prizePoolCents, nonprofitBps);
  const winnersCents = prizePoolCents - nonprofitCents;
  const q1 = bpsOf(winnersCents, q1Bps);
  const q2 = bpsOf(winnersCents, q2Bps);
  const q3 = bpsOf(winnersCents, q3Bps);
  const final = winnersCents - q1 - q2 - q3;

  return {
    potCents,
    houseFeeCents,
    prizePoolCents,
    nonprofitCents,
    winnersCents,
    periodCents: [q1, q2, q3, final],
  };
}

/** What the winners share when all 100 squares sell: $90 / $450 / $900 / $2,250 for the paid tiers. */
export function maxPrizeCents(entryFeeCents: Cents, houseFeeBps: number = DEFAULT_HOUSE_FEE_BPS): Cents {
  if (!isCents(entryFeeCents)) {
    throw new RangeError(`Entry fee must be a non-negative whole number of cents, got ${String(entryFeeCents)}`);
  }
  // The scheme does not change the winners' total, so any valid one will do here.
  const full = splitPot({ potCents: entryFeeCents * SQUARE_COUNT, houseFeeBps, scheme: PUBLIC_POOL_SCHEME });
  return full.winnersCents;
}
