/**
 * Every number How to Play states, computed from src/domain so the page can never disagree with a
 * pool's rules card, the server's settlement or the landing page (DESIGN D1, D2, D3, D5, D14).
 */
import { BOARD_SIZE, SQUARE_COUNT } from '../../../domain/board';
import { formatMoney } from '../../../domain/money';
import {
  BPS_TOTAL,
  DEFAULT_HOUSE_FEE_BPS,
  NONPROFIT_SHARE_BPS,
  PAYOUT_SCHEMES,
  PERIODS,
  PUBLIC_POOL_SCHEME,
  describeScheme,
  periodLabel,
  splitPot,
} from '../../../domain/payouts';
import { winningSquare, type Digits, type Score } from '../../../domain/scoring';
import {
  PRIVATE_MAX_SQUARES_RANGE,
  PUBLIC_MAX_SQUARES_PER_PLAYER,
  TIER_ENTRY_FEES_CENTS,
  tierLabel,
} from '../../../domain/tiers';

const money = (cents: number) => formatMoney(cents, { compact: true });

/** "$0, $1, $5, $10 or $25" */
export function tierListText(): string {
  const labels = TIER_ENTRY_FEES_CENTS.map(tierLabel);
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1) ?? ''}`;
}

export const HOUSE_FEE_TEXT = `${DEFAULT_HOUSE_FEE_BPS / 100}%`;
export const NONPROFIT_SHARE_TEXT = `${NONPROFIT_SHARE_BPS / 100}%`;
export const NONPROFIT_WINNERS_SHARE_TEXT = `${(BPS_TOTAL - NONPROFIT_SHARE_BPS) / 100}%`;
export const PUBLIC_SPLIT = describeScheme(PUBLIC_POOL_SCHEME);
export const HALFTIME_HEAVY_SPLIT = describeScheme(PAYOUT_SCHEMES['halftime-heavy']);
export const PUBLIC_SQUARE_LIMIT = PUBLIC_MAX_SQUARES_PER_PLAYER;
export const PRIVATE_SQUARE_LIMITS = PRIVATE_MAX_SQUARES_RANGE;
export { BOARD_SIZE, SQUARE_COUNT };

/** The four scoring periods with their share of a public pool's prize: "1st Quarter" 25%, ... */
export function periodShares(): { period: string; share: string }[] {
  return PERIODS.map((period, index) => ({
    period: periodLabel(period),
    share: `${(PUBLIC_POOL_SCHEME.periodBps[index] ?? 0) / 100}%`,
  }));
}

export type PayoutStep = { label: string; value: string; emphasis?: boolean };

/** The spec's worked example: a $1,000 pot -> $100 fee, $900 prize, $225 per period. */
export function workedExampleSteps(potCents = 100_000): PayoutStep[] {
  const split = splitPot({ potCents, houseFeeBps: DEFAULT_HOUSE_FEE_BPS, scheme: PUBLIC_POOL_SCHEME });
  return [
    { label: 'Full pot', value: money(split.potCents) },
    { label: `${HOUSE_FEE_TEXT} house fee`, value: `−${money(split.houseFeeCents)}` },
    { label: 'Prize pool', value: money(split.prizePoolCents) },
    { label: 'Each period', value: money(split.periodCents[0]), emphasis: true },
  ];
}

/** An illustrative drawn board and score for "Reading the board" (any permutations would do). */
export const EXAMPLE_DIGITS: Digits = {
  columns: [3, 8, 0, 5, 7, 1, 9, 2, 6, 4],
  rows: [6, 1, 9, 4, 0, 7, 2, 8, 5, 3],
};
export const EXAMPLE_SCORE: Score = { home: 17, away: 24 };

/** Where the example score wins, by the one scoring rule the server and boards use (D3). */
export function exampleWinner(digits: Digits = EXAMPLE_DIGITS, score: Score = EXAMPLE_SCORE) {
  const square = winningSquare(digits, score);
  return { ...square, homeDigit: score.home % 10, awayDigit: score.away % 10 };
}
