import { describe, expect, it } from 'vitest';
import { boardGeometry } from './board-geometry';
import { boardHeaders, digitGroupText, digitGroupWords, digitGroupsLine, squareDigitGroups } from './digit-groups';

const DIGITS = { rows: [1, 8, 5, 4, 7, 3, 0, 9, 2, 6], columns: [6, 5, 0, 4, 1, 2, 7, 8, 3, 9] };

describe('boardHeaders', () => {
  it('none before the draw', () => {
    expect(boardHeaders(null)).toBeNull();
  });
  it('one digit per header on a 10x10 board, two on a 5x5 board', () => {
    expect(boardHeaders(DIGITS)?.rows).toEqual(DIGITS.rows.map((d) => [d]));
    expect(boardHeaders(DIGITS, boardGeometry(25))).toEqual({
      rows: [[1, 8], [5, 4], [7, 3], [0, 9], [2, 6]],
      columns: [[6, 5], [0, 4], [1, 2], [7, 8], [3, 9]],
    });
  });
});

describe('digit group texts', () => {
  it('shows and says one or two digits, or nothing yet', () => {
    expect([[7], [7, 2], undefined].map(digitGroupText)).toEqual(['7', '7 2', '']);
    expect([[7], [7, 2], undefined, []].map(digitGroupWords)).toEqual(['digit 7', 'digits 7 and 2', 'digit not drawn yet', 'digit not drawn yet']);
  });
});

describe('a square’s digit groups and an axis in one line', () => {
  it('gives the row and column groups of a square once drawn', () => {
    expect(squareDigitGroups(boardHeaders(DIGITS), { row: 3, column: 7 })).toEqual({ row: [4], column: [8] });
    expect(squareDigitGroups(boardHeaders(DIGITS, boardGeometry(25)), { row: 1, column: 4 })).toEqual({ row: [5, 4], column: [3, 9] });
    expect(squareDigitGroups(null, { row: 0, column: 0 })).toBeNull();
    expect(squareDigitGroups(boardHeaders(DIGITS, boardGeometry(25)), { row: 5, column: 0 })).toBeNull();
  });

  it('reads an axis left to right, grouping a 5x5 board’s pairs', () => {
    expect(digitGroupsLine(boardHeaders(DIGITS)!.columns)).toBe('6 5 0 4 1 2 7 8 3 9');
    expect(digitGroupsLine(boardHeaders(DIGITS, boardGeometry(25))!.columns)).toBe('6 5 · 0 4 · 1 2 · 7 8 · 3 9');
  });
});
