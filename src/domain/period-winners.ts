/**
 * Who wins a period under a pool's rules (D3 for the standard rules). Columns carry the HOME
 * team's digits, rows the AWAY team's. The forward square is where the column holds the last digit of
 * the home score and the row the last digit of the away score; with reverse winners, the square where
 * the two are swapped wins too, and the period's prize is split between them: half each, the odd cent
 * to the forward square, all of it to one square that is both. Settlement, the ledger, the board's
 * highlight and the verification view all come here.
 */
import type { Coordinate } from './board';
import { boardGeometry, headerCellOf } from './board-geometry';
import type { PoolRules } from './pool-rules';
import { assertDigits, assertScore, type Digits, type Score } from './scoring';

export type WinRole = 'forward' | 'reverse';

export interface WinningSquare extends Coordinate {
  role: WinRole;
}

export interface PrizeShare extends Coordinate {
  /** 'forward' also when one square is both winners. */
  role: WinRole;
  cents: number;
}

function squareFor(rules: Pick<PoolRules, 'boardSize'>, digits: Digits, rowDigit: number, columnDigit: number): Coordinate {
  assertDigits(digits);
  const geometry = boardGeometry(rules.boardSize);
  return { row: headerCellOf(digits.rows, rowDigit, geometry), column: headerCellOf(digits.columns, columnDigit, geometry) };
}

/** The period's winning squares: the forward one, and the reverse one when the rules have it and it is another square. */
export function winningSquares(rules: Pick<PoolRules, 'boardSize' | 'reverseWinners'>, digits: Digits, score: Score): WinningSquare[] {
  assertScore(score);
  const forward = squareFor(rules, digits, score.away % 10, score.home % 10);
  if (!rules.reverseWinners) return [{ ...forward, role: 'forward' }];
  const reverse = squareFor(rules, digits, score.home % 10, score.away % 10);
  const same = reverse.row === forward.row && reverse.column === forward.column;
  return same ? [{ ...forward, role: 'forward' }] : [{ ...forward, role: 'forward' }, { ...reverse, role: 'reverse' }];
}

/** A period's prize among its winning squares: whole cents, nothing created or lost. */
export function splitPeriodPrize(prizeCents: number, winners: readonly WinningSquare[]): PrizeShare[] {
  if (!Number.isSafeInteger(prizeCents) || prizeCents < 0) throw new RangeError(`A prize must be a non-negative whole number of cents, got ${String(prizeCents)}`);
  const [forward, reverse] = winners;
  if (!forward || forward.role !== 'forward' || winners.length > 2 || (reverse && reverse.role !== 'reverse')) {
    throw new RangeError('A period has one forward winning square and at most one reverse one');
  }
  if (!reverse) return [{ row: forward.row, column: forward.column, role: 'forward', cents: prizeCents }];
  const half = Math.floor(prizeCents / 2);
  return [
    { row: forward.row, column: forward.column, role: 'forward', cents: prizeCents - half },
    { row: reverse.row, column: reverse.column, role: 'reverse', cents: half },
  ];
}
