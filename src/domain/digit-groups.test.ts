import { describe, expect, it } from 'vitest';
import { boardGeometry } from './board-geometry';
import { boardHeaders, digitGroupText, digitGroupWords } from './digit-groups';

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
