/**
 * Every number How to Play states, computed from src/domain so the page can never disagree with a
 * pool's rules card, the server's settlement or the landing page (DESIGN D1, D2, D3, D5, D14).
 */
import { BOARD_SIZE, SQUARE_COUNT } from '../../../domain/board';
import { boardGeometry, headerDigits } from '../../../domain/board-geometry';
import { DRAW_DOMAIN } from '../../../domain/draw';
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
import { splitPeriodPrize, winningSquares, type WinRole } from '../../../domain/period-winners';
import { describePoolRules } from '../../../domain/pool-rules';
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

/*
 * Ways to play a private pool: every example below is worked out by the functions the
 * server settles with (domain/period-winners, domain/board-geometry), never written in by hand.
 */

/** The rules a private pool can change, in the words of the pool's rules card. */
export const VARIANT_WORDS = describePoolRules({ numbers: 'period', reverseWinners: true, boardSize: 25 });

/** The example period prizes: an even one ($250) and one with an odd cent ($225.01). */
export const REVERSE_PRIZE_CENTS = 25_000;
export const ODD_CENT_PRIZE_CENTS = 22_501;
/** A score whose digits are the same both ways round: one square is both winners. */
export const SAME_DIGIT_SCORE: Score = { home: 21, away: 31 };

export type ReverseWinnerShare = {
  role: WinRole;
  row: number;
  column: number;
  /** The digits of the square's column (home team) and row (away team). */
  homeDigit: number;
  awayDigit: number;
  cents: number;
  amount: string;
};

/** A period's prize under reverse winners on the example 10x10 board: who wins and what each square gets. */
export function reverseWinnersExample(prizeCents = REVERSE_PRIZE_CENTS, score: Score = EXAMPLE_SCORE, digits: Digits = EXAMPLE_DIGITS): ReverseWinnerShare[] {
  const winners = winningSquares({ boardSize: 100, reverseWinners: true }, digits, score);
  return splitPeriodPrize(prizeCents, winners).map((share) => ({
    ...share,
    homeDigit: digits.columns[share.column] ?? -1,
    awayDigit: digits.rows[share.row] ?? -1,
    amount: money(share.cents),
  }));
}

export const SMALL_BOARD = boardGeometry(25);

/**
 * The example digits on a 5x5 board: each header carries two of the drawn digits (positions 2i and
 * 2i+1), and the example score's winning square is where the home digit's column meets the away
 * digit's row. That square wins for all four pairings of its two column and two row digits.
 */
export function smallBoardExample(digits: Digits = EXAMPLE_DIGITS, score: Score = EXAMPLE_SCORE) {
  const columns = headerDigits(digits.columns, SMALL_BOARD);
  const rows = headerDigits(digits.rows, SMALL_BOARD);
  const [winner] = winningSquares({ boardSize: SMALL_BOARD.size, reverseWinners: false }, digits, score);
  if (!winner) throw new Error('A period always has a winning square');
  const columnDigits = columns[winner.column] ?? [];
  const rowDigits = rows[winner.row] ?? [];
  return {
    columns,
    rows,
    row: winner.row,
    column: winner.column,
    homeDigit: score.home % 10,
    awayDigit: score.away % 10,
    columnDigits,
    rowDigits,
    /** The last-digit pairings the winning square covers, home first: "7-9", "7-4", ... */
    covers: columnDigits.flatMap((home) => rowDigits.map((away) => ({ home, away }))),
  };
}

/** The HMAC domain text of each period's number set when a pool draws new numbers each period (D4). */
export function periodDrawDomains(): { period: string; domain: string }[] {
  return PERIODS.map((period, index) => ({ period: periodLabel(period), domain: `${DRAW_DOMAIN}/period/${index + 1}` }));
}
