/**
 * The How to Play payout numbers, computed from the domain rules rather than typed in:
 * a full board's pot, the 10% house fee, the prize pool and each period's share (DESIGN D1, D2).
 */
import { DEFAULT_HOUSE_FEE_BPS, PUBLIC_POOL_SCHEME, describeScheme, maxPrizeCents, splitPot } from '../../../domain/payouts';
import { TIER_ENTRY_FEES_CENTS, maxPotCents, tierLabel } from '../../../domain/tiers';

export type TierPayoutRow = {
  entryFeeCents: number;
  /** "$0", "$1", ... */
  tier: string;
  free: boolean;
  potCents: number;
  houseFeeCents: number;
  /** What the four period winners share when all 100 squares sell. */
  maxPrizeCents: number;
  /** Q1, Q2, Q3, final. */
  periodCents: readonly number[];
};

export function tierPayoutRows(houseFeeBps: number = DEFAULT_HOUSE_FEE_BPS): TierPayoutRow[] {
  return TIER_ENTRY_FEES_CENTS.map((fee) => {
    const split = splitPot({ potCents: maxPotCents(fee), houseFeeBps, scheme: PUBLIC_POOL_SCHEME });
    return {
      entryFeeCents: fee,
      tier: tierLabel(fee),
      free: fee === 0,
      potCents: split.potCents,
      houseFeeCents: split.houseFeeCents,
      maxPrizeCents: maxPrizeCents(fee, houseFeeBps),
      periodCents: split.periodCents,
    };
  });
}

/** The spec's worked example: a $1,000 pot. */
export function workedExample(houseFeeBps: number = DEFAULT_HOUSE_FEE_BPS) {
  return splitPot({ potCents: 100_000, houseFeeBps, scheme: PUBLIC_POOL_SCHEME });
}

/** "25% / 25% / 25% / 25%" */
export const PUBLIC_SPLIT_TEXT = describeScheme(PUBLIC_POOL_SCHEME);
/**
 * The house fee in percent (10), read as a page renders. Not a constant computed while this module
 * loads: that would depend on the order the bundle's chunks happen to run in, and read before the
 * domain's chunk has run it is NaN ("NaN% house fee" on a real-money site's fee disclosure).
 */
export function houseFeePercent(houseFeeBps: number = DEFAULT_HOUSE_FEE_BPS): number {
  return houseFeeBps / 100;
}
