/**
 * A pool's payout rules in numbers and words, computed from its own payout scheme and house fee (D1, D2),
 * so the rules card, the printed board and its PDF can never disagree with How to Play or with what the
 * server pays. The sentences are the rules card's: one wording wherever the rules are shown.
 */
import { formatMoney } from './money';
import { NONPROFIT_SHARE_BPS, PERIODS, describeScheme, periodLabel, splitPot, validatePayoutScheme, type Period } from './payouts';
import { describePoolRules, isStandardRules, type PoolRules } from './pool-rules';
import type { Pool } from './schemas';
import { maxPotCents } from './tiers';

export type PayoutRulesPeriod = { period: Period; label: string; percent: string; cents: number };

export type PayoutRules = {
  free: boolean;
  /** "25% / 25% / 25% / 25%" */
  splitText: string;
  periods: PayoutRulesPeriod[];
  /** Full board (the pool's own: 100 or 25 squares), before the fee. */
  fullPotCents: number;
  /** The squares of a full board: 100, or 25 on a 5x5 board. */
  boardSquares: 100 | 25;
  houseFeePercent: string;
  houseFeeCents: number;
  nonprofit: { percent: string; winnersPercent: string; cents: number; name: string | null } | null;
  winnersCents: number;
  /** Who collects the entry fees (D19); null for a free pool (no money at all). */
  collection: 'squares' | 'organizer' | null;
  /** What happens when the board is not full at kickoff (the rules contract). */
  unfilled: 'refunded' | 'draws';
  /** The pool's rule variants in words; none for the standard rules, which the winning rule says. */
  variants: string[];
};

/** The rules' words for who collects the money (D19). */
export const COLLECTION_TEXT = {
  squares: 'Through Squares: card payments held in escrow',
  organizer: 'By the organizer: Squares handles no money',
} as const;

/** The rules' words for a board not full at kickoff. */
export const UNFILLED_TEXT = {
  refunded: 'Unfilled at kickoff: refunded',
  draws: 'Unfilled at kickoff: locks and draws anyway',
} as const;

/** How a period is won (D3), in the rules' words. */
export const WINNING_RULE_TEXT =
  'Each period is won by the square whose column digit matches the last digit of the home score and whose row digit matches the last digit of the away score, at the end of Q1, halftime, Q3 and the final.';

export const OVERTIME_TEXT = 'Overtime counts toward the final score.';

/** Money in the rules: whole dollars without cents ("$225", "$22.50"). */
export const rulesMoney = (cents: number): string => formatMoney(cents, { compact: true });

/** 1000 -> "10%", 1250 -> "12.5%", 333 -> "3.33%". */
export function bpsPercent(bps: number): string {
  return `${Number((bps / 100).toFixed(2))}%`;
}

/** Null when the pool's scheme is not a valid one (never show a split we could not pay). */
export function payoutRules(
  pool: Pick<Pool, 'entryFeeCents' | 'houseFeeBps' | 'payoutScheme' | 'isNonprofit'> & Partial<Pick<Pool, 'collection' | 'nonprofitName'>> & { rules?: PoolRules },
): PayoutRules | null {
  const checked = validatePayoutScheme(pool.payoutScheme);
  if (!checked.ok) return null;
  const nonprofitBps = pool.isNonprofit ? NONPROFIT_SHARE_BPS : 0;
  const boardSquares = pool.rules?.boardSize ?? 100;
  const split = splitPot({
    potCents: maxPotCents(pool.entryFeeCents, boardSquares),
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
    boardSquares,
    houseFeePercent: bpsPercent(pool.houseFeeBps),
    houseFeeCents: split.houseFeeCents,
    nonprofit: pool.isNonprofit
      ? { percent: bpsPercent(nonprofitBps), winnersPercent: bpsPercent(10_000 - nonprofitBps), cents: split.nonprofitCents, name: pool.nonprofitName ?? null }
      : null,
    winnersCents: split.winnersCents,
    variants: variantLines(pool.rules),
  };
}

function variantLines(rules: PoolRules | undefined): string[] {
  if (!rules || isStandardRules(rules)) return [];
  const words = describePoolRules(rules);
  return [`${words.board}.`, `${words.numbers}.`, ...(rules.reverseWinners ? [`${words.winners}.`] : [])];
}

/** What the table of period prizes shows: a free pool's split, or the prizes of a full board. */
export function prizeTableCaption(rules: PayoutRules): string {
  return rules.free
    ? `Free pool: played for fun, no cash prizes. Split ${rules.splitText}.`
    : `Prize per period when all ${rules.boardSquares} squares sell (${rulesMoney(rules.fullPotCents)} pot).`;
}

/** "Nonprofit pool: 5% of the prize pool goes to Food Bank and 95% to the winners." (null: not a nonprofit pool) */
export function nonprofitText(rules: PayoutRules): string | null {
  if (!rules.nonprofit) return null;
  const { percent, name, winnersPercent } = rules.nonprofit;
  return `Nonprofit pool: ${percent} of the prize pool goes to ${name ?? 'the organization'} and ${winnersPercent} to the winners.`;
}

/** The rules card's list as plain sentences, in its order (the printed board and its PDF show these). */
export function rulesNotes(rules: PayoutRules): string[] {
  return [
    ...(rules.collection ? [`Money collected: ${COLLECTION_TEXT[rules.collection]}.`] : []),
    `Payout split: ${rules.splitText} (Q1 / halftime / Q3 / final).`,
    `${UNFILLED_TEXT[rules.unfilled]}.`,
    // A free pool has no pot to take a fee from: it is played for fun.
    ...(rules.free ? [] : [`House fee: ${rules.houseFeePercent} of the pot (${rulesMoney(rules.houseFeeCents)} on a full board).`]),
    WINNING_RULE_TEXT,
    ...rules.variants,
    OVERTIME_TEXT,
  ];
}
