import { describe, expect, it } from 'vitest';
import { describeScheme, PUBLIC_POOL_SCHEME } from '../../../domain/payouts';
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
  exampleWinner,
  periodShares,
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
