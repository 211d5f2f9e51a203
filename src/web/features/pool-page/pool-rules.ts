/**
 * The rules card's numbers, computed from the pool's own payout scheme and house fee by the domain
 * (D1, D2), so the card can never disagree with How to Play or with what the server pays.
 */
import { NONPROFIT_SHARE_BPS, PERIODS, describeScheme, periodLabel, splitPot, validatePayoutScheme, type Period } from '../../../domain/payouts';
import type { Pool } from '../../../domain/schemas';
import { maxPotCents } from '../../../domain/tiers';

export type RulesPeriod = { period: Period; label: string; percent: string; cents: number };

export type PoolRules = {
  free: boolean;
  /** "25% / 25% / 25% / 25%" */
  splitText: string;
  periods: RulesPeriod[];
  /** Full board, before the fee. */
  fullPotCents: number;
  houseFeePercent: string;
  houseFeeCents: number;
  nonprofit: { percent: string; winnersPercent: string; cents: number; name: string | null } | null;
  winnersCents: number;
  /** Who collects the entry fees (D19); null for a free pool (no money at all). */
  collection: 'squares' | 'organizer' | null;
  /** What happens when the board is not full at kickoff (the rules contract). */
  unfilled: 'refunded' | 'draws';
};

/** The rules card's words for who collects the money (D19). */
export const COLLECTION_TEXT = {
  squares: 'Through Squares: card payments held in escrow',
  organizer: 'By the organizer: Squares handles no money',
} as const;

/** The rules card's words for a board not full at kickoff. */
export const UNFILLED_TEXT = {
  refunded: 'Unfilled at kickoff: refunded',
  draws: 'Unfilled at kickoff: locks and draws anyway',
} as const;

/** 1000 -> "10%", 1250 -> "12.5%", 333 -> "3.33%". */
export function bpsPercent(bps: number): string {
  return `${Number((bps / 100).toFixed(2))}%`;
}

/** Null when the pool's scheme is not a valid one (never show a split we could not pay). */
export function poolRules(
  pool: Pick<Pool, 'entryFeeCents' | 'houseFeeBps' | 'payoutScheme' | 'isNonprofit'> & Partial<Pick<Pool, 'collection' | 'nonprofitName'>>,
): PoolRules | null {
  const checked = validatePayoutScheme(pool.payoutScheme);
  if (!checked.ok) return null;
  const nonprofitBps = pool.isNonprofit ? NONPROFIT_SHARE_BPS : 0;
  const split = splitPot({
    potCents: maxPotCents(pool.entryFeeCents),
    houseFeeBps: pool.houseFeeBps,
    scheme: checked.scheme,
    nonprofitBps,
  });
  const percents = describeScheme(checked.scheme).split(' / ');
  const collection = pool.entryFeeCents === 0 ? null : pool.collection === 'organizer' ? 'organizer' : 'squares';
  return {
    collection,
    // Paid through Squares: the entries are refunded (D5). Free or organizer-collected: the board locks and draws.
    unfilled: collection === 'squares' ? 'refunded' : 'draws',
    free: pool.entryFeeCents === 0,
    splitText: describeScheme(checked.scheme),
    periods: PERIODS.map((period, i) => ({
      period,
      label: periodLabel(period),
      percent: percents[i] ?? '',
      cents: split.periodCents[i] ?? 0,
    })),
    fullPotCents: split.potCents,
    houseFeePercent: bpsPercent(pool.houseFeeBps),
    houseFeeCents: split.houseFeeCents,
    nonprofit: pool.isNonprofit
      ? { percent: bpsPercent(nonprofitBps), winnersPercent: bpsPercent(10_000 - nonprofitBps), cents: split.nonprofitCents, name: pool.nonprofitName ?? null }
      : null,
    winnersCents: split.winnersCents,
  };
}
