import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardGeometry, headerDigits } from './board-geometry';
import { splitPeriodPrize, winningSquares, type WinningSquare } from './period-winners';
import type { BoardSize, PoolRules } from './pool-rules';
import { winningSquare, type Digits, type Score } from './scoring';

const permutation = fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 10, maxLength: 10 });
const digitsArb = fc.record({ rows: permutation, columns: permutation });
const scoreArb = fc.record({ home: fc.nat(80), away: fc.nat(80) });
const rulesArb = fc.record({ boardSize: fc.constantFrom<BoardSize>(100, 25), reverseWinners: fc.boolean() });

/** Every square of the board, checked by its header digits: the winners by definition, no index arithmetic. */
function bruteForce(rules: Pick<PoolRules, 'boardSize' | 'reverseWinners'>, digits: Digits, score: Score): WinningSquare[] {
  const geometry = boardGeometry(rules.boardSize);
  const rows = headerDigits(digits.rows, geometry);
  const columns = headerDigits(digits.columns, geometry);
  const found: WinningSquare[] = [];
  for (let row = 0; row < geometry.side; row++) {
    for (let column = 0; column < geometry.side; column++) {
      const forward = rows[row]!.includes(score.away % 10) && columns[column]!.includes(score.home % 10);
      const reverse = rows[row]!.includes(score.home % 10) && columns[column]!.includes(score.away % 10);
      if (forward) found.unshift({ row, column, role: 'forward' });
      else if (rules.reverseWinners && reverse) found.push({ row, column, role: 'reverse' });
    }
  }
  return found;
}

describe('winning squares under every rule', () => {
  it('agree with a brute force over all 100 or 25 squares', () => {
    fc.assert(
      fc.property(rulesArb, digitsArb, scoreArb, (rules, digits, score) => {
        expect(winningSquares(rules, digits, score)).toEqual(bruteForce(rules, digits, score));
      }),
      { numRuns: 2000 },
    );
  });

  it('the standard rules give the one square of D3', () => {
    fc.assert(
      fc.property(digitsArb, scoreArb, (digits, score) => {
        expect(winningSquares({ boardSize: 100, reverseWinners: false }, digits, score)).toEqual([{ ...winningSquare(digits, score), role: 'forward' }]);
      }),
    );
  });

  it('a 25-square board: the header cell holding the digit, and one square holding both winners when the digits share cells', () => {
    const digits = { rows: [3, 8, 0, 1, 2, 4, 5, 6, 7, 9], columns: [8, 3, 0, 1, 2, 4, 5, 6, 7, 9] };
    // Home 13 (3), away 28 (8): forward row of 8 = cell 0, column of 3 = cell 0; reversed: row of 3 = 0, column of 8 = 0.
    expect(winningSquares({ boardSize: 25, reverseWinners: true }, digits, { home: 13, away: 28 })).toEqual([{ row: 0, column: 0, role: 'forward' }]);
    expect(winningSquares({ boardSize: 25, reverseWinners: true }, digits, { home: 14, away: 7 })).toEqual([
      { row: 4, column: 2, role: 'forward' },
      { row: 2, column: 4, role: 'reverse' },
    ]);
  });
});

describe('splitting a period prize', () => {
  it('pays exactly the prize: half each, the odd cent to the forward square, all to one square that is both', () => {
    expect(splitPeriodPrize(2_251, [{ row: 1, column: 2, role: 'forward' }, { row: 2, column: 1, role: 'reverse' }])).toEqual([
      { row: 1, column: 2, role: 'forward', cents: 1_126 },
      { row: 2, column: 1, role: 'reverse', cents: 1_125 },
    ]);
    expect(splitPeriodPrize(2_251, [{ row: 4, column: 4, role: 'forward' }])).toEqual([{ row: 4, column: 4, role: 'forward', cents: 2_251 }]);
    fc.assert(
      fc.property(rulesArb, digitsArb, scoreArb, fc.nat(10_000_000), (rules, digits, score, prize) => {
        const shares = splitPeriodPrize(prize, winningSquares(rules, digits, score));
        expect(shares.reduce((sum, share) => sum + share.cents, 0)).toBe(prize);
        expect(shares.every((share) => Number.isSafeInteger(share.cents) && share.cents >= 0)).toBe(true);
        if (shares.length === 2) expect([0, 1]).toContain(shares[0]!.cents - shares[1]!.cents);
      }),
      { numRuns: 1000 },
    );
  });

  it('refuses what is not a period\'s winners or a prize', () => {
    expect(() => splitPeriodPrize(-1, [{ row: 0, column: 0, role: 'forward' }])).toThrow(/non-negative whole number of cents/);
    expect(() => splitPeriodPrize(10, [])).toThrow(/one forward winning square/);
    expect(() => splitPeriodPrize(10, [{ row: 0, column: 0, role: 'reverse' }])).toThrow(/one forward winning square/);
  });
});
