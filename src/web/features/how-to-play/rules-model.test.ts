import { describe, expect, it } from 'vitest';
import { describeScheme, PUBLIC_POOL_SCHEME } from '../../../domain/payouts';
import { boardGeometry, headerCellOf } from '../../../domain/board-geometry';
import { splitPeriodPrize, winningSquares } from '../../../domain/period-winners';
import { winningSquare } from '../../../domain/scoring';
import { tierPayoutRows } from '../../components/payouts/tier-payouts';
import {
  EXAMPLE_DIGITS,
  EXAMPLE_SCORE,
  HALFTIME_HEAVY_SPLIT,
  HOUSE_FEE_TEXT,
  NONPROFIT_SHARE_TEXT,
  NONPROFIT_WINNERS_SHARE_TEXT,
  PUBLIC_SPLIT,
  ODD_CENT_PRIZE_CENTS,
  REVERSE_PRIZE_CENTS,
  SAME_DIGIT_SCORE,
  SMALL_BOARD,
  VARIANT_WORDS,
  exampleWinner,
  periodDrawDomains,
  periodShares,
  reverseWinnersExample,
  smallBoardExample,
  tierListText,
  workedExampleSteps,
} from './rules-model';

describe('How to Play numbers', () => {
  it('the spec worked example: $1,000 pot -> $100 fee, $900 prize, $225 per period', () => {
    expect(workedExampleSteps().map((step) => step.value)).toEqual(['$1,000', '−$100', '$900', '$225']);
    expect(workedExampleSteps()[1]?.label).toBe('10% house fee');
  });

  it('public pools split 25% per period, the same scheme the pool rules card shows', () => {
    expect(PUBLIC_SPLIT).toBe(describeScheme(PUBLIC_POOL_SCHEME));
    expect(PUBLIC_SPLIT).toBe('25% / 25% / 25% / 25%');
    expect(periodShares()).toEqual([
      { period: '1st Quarter', share: '25%' },
      { period: 'Halftime', share: '25%' },
      { period: '3rd Quarter', share: '25%' },
      { period: 'Final Score', share: '25%' },
    ]);
    expect(HALFTIME_HEAVY_SPLIT).toBe('20% / 30% / 20% / 30%');
  });

  it('house fee, nonprofit share and tiers', () => {
    expect(HOUSE_FEE_TEXT).toBe('10%');
    expect(NONPROFIT_SHARE_TEXT).toBe('5%');
    expect(NONPROFIT_WINNERS_SHARE_TEXT).toBe('95%');
    expect(tierListText()).toBe('$0, $1, $5, $10 or $25');
    expect(tierPayoutRows().filter((row) => !row.free).map((row) => row.maxPrizeCents)).toEqual([9000, 45_000, 90_000, 225_000]);
  });

  it('the board example lights the square the scoring rule picks: column = home digit, row = away digit (D3)', () => {
    const winner = exampleWinner();
    expect(winner).toMatchObject({ homeDigit: 7, awayDigit: 4 });
    expect(EXAMPLE_DIGITS.columns[winner.column]).toBe(EXAMPLE_SCORE.home % 10);
    expect(EXAMPLE_DIGITS.rows[winner.row]).toBe(EXAMPLE_SCORE.away % 10);
    expect(winningSquare(EXAMPLE_DIGITS, EXAMPLE_SCORE)).toEqual({ row: winner.row, column: winner.column });
  });
});

describe('Ways to play a private pool', () => {
  it('reverse winners, 17-24: the forward square is home 7 / away 4, the reverse home 4 / away 7, $250 split $125 / $125', () => {
    const shares = reverseWinnersExample();
    expect(shares.map(({ role, homeDigit, awayDigit, amount }) => ({ role, homeDigit, awayDigit, amount }))).toEqual([
      { role: 'forward', homeDigit: 7, awayDigit: 4, amount: '$125' },
      { role: 'reverse', homeDigit: 4, awayDigit: 7, amount: '$125' },
    ]);
    // The very squares and shares settlement computes.
    const winners = winningSquares({ boardSize: 100, reverseWinners: true }, EXAMPLE_DIGITS, EXAMPLE_SCORE);
    expect(shares.map(({ row, column, role, cents }) => ({ row, column, role, cents }))).toEqual(splitPeriodPrize(REVERSE_PRIZE_CENTS, winners));
  });

  it('the odd cent goes to the forward square; one square holding both takes it all', () => {
    expect(reverseWinnersExample(ODD_CENT_PRIZE_CENTS).map((s) => [s.role, s.amount])).toEqual([
      ['forward', '$112.51'],
      ['reverse', '$112.50'],
    ]);
    expect(reverseWinnersExample(REVERSE_PRIZE_CENTS, SAME_DIGIT_SCORE).map((s) => [s.role, s.homeDigit, s.awayDigit, s.amount])).toEqual([
      ['forward', 1, 1, '$250'],
    ]);
  });

  it('the 5x5 board: two digits per header (positions 2i and 2i+1) and the square the scoring rule picks', () => {
    const small = smallBoardExample();
    expect(small.columns).toEqual([[3, 8], [0, 5], [7, 1], [9, 2], [6, 4]]);
    expect(small.rows).toEqual([[6, 1], [9, 4], [0, 7], [2, 8], [5, 3]]);
    expect(small).toMatchObject({ row: 1, column: 2, homeDigit: 7, awayDigit: 4, columnDigits: [7, 1], rowDigits: [9, 4] });
    expect(small.covers).toEqual([
      { home: 7, away: 9 },
      { home: 7, away: 4 },
      { home: 1, away: 9 },
      { home: 1, away: 4 },
    ]);
    const geometry = boardGeometry(25);
    expect(SMALL_BOARD).toEqual(geometry);
    expect(small.column).toBe(headerCellOf(EXAMPLE_DIGITS.columns, 7, geometry));
    expect(small.row).toBe(headerCellOf(EXAMPLE_DIGITS.rows, 4, geometry));
    // Every score the square covers wins on it, and no other square wins those.
    for (const { home, away } of small.covers) {
      expect(winningSquares({ boardSize: 25, reverseWinners: false }, EXAMPLE_DIGITS, { home: home + 10, away: away + 20 })).toEqual([
        { row: small.row, column: small.column, role: 'forward' },
      ]);
    }
  });

  it('per-period numbers: the period index is mixed into the HMAC domain', () => {
    expect(periodDrawDomains()).toEqual([
      { period: '1st Quarter', domain: 'squares/draw/v1/period/1' },
      { period: 'Halftime', domain: 'squares/draw/v1/period/2' },
      { period: '3rd Quarter', domain: 'squares/draw/v1/period/3' },
      { period: 'Final Score', domain: 'squares/draw/v1/period/4' },
    ]);
    expect(VARIANT_WORDS.numbers).toBe('New numbers are drawn for each period');
  });
});
