import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allCoordinates } from './board';
import {
  cumulativePeriodScores,
  isDigitPermutation,
  periodWinners,
  winningSquare,
  type Digits,
} from './scoring';

// Rows (away) and columns (home) deliberately different, so a swapped axis fails the tests.
const DIGITS: Digits = {
  rows: [7, 3, 0, 9, 1, 4, 8, 2, 6, 5],
  columns: [2, 8, 5, 0, 6, 1, 9, 4, 3, 7],
};

describe('isDigitPermutation', () => {
  it.each([[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]], [[9, 8, 7, 6, 5, 4, 3, 2, 1, 0]], [DIGITS.rows]])('accepts %j', (a) => {
    expect(isDigitPermutation(a)).toBe(true);
  });

  it.each([
    ['a repeated digit', [0, 1, 2, 3, 4, 5, 6, 7, 8, 8]],
    ['nine digits', [0, 1, 2, 3, 4, 5, 6, 7, 8]],
    ['eleven digits', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0]],
    ['10 instead of 0', [10, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ['a negative digit', [-1, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ['a fraction', [0.5, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
    ['strings', ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']],
    ['null', null],
    ['a string', '0123456789'],
  ])('rejects %s', (_, a) => {
    expect(isDigitPermutation(a)).toBe(false);
  });
});

describe('winningSquare', () => {
  it.each([
    // [home, away] -> column where columns[c] = home % 10, row where rows[r] = away % 10
    [{ home: 0, away: 0 }, { row: 2, column: 3 }],
    [{ home: 7, away: 3 }, { row: 1, column: 9 }],
    [{ home: 3, away: 7 }, { row: 0, column: 8 }],
    [{ home: 24, away: 17 }, { row: 0, column: 7 }],
    [{ home: 100, away: 109 }, { row: 3, column: 3 }],
    [{ home: 145, away: 132 }, { row: 7, column: 2 }],
  ])('%o wins %o', (score, square) => {
    expect(winningSquare(DIGITS, score)).toEqual(square);
    expect(DIGITS.columns[square.column]).toBe(score.home % 10);
    expect(DIGITS.rows[square.row]).toBe(score.away % 10);
  });

  it('reads home from the columns and away from the rows (D3), not the other way round', () => {
    const identity: Digits = { rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], columns: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] };
    expect(winningSquare(identity, { home: 21, away: 14 })).toEqual({ row: 4, column: 1 });
  });

  it.each([
    ['negative home', { home: -3, away: 0 }],
    ['fractional away', { home: 3, away: 1.5 }],
    ['NaN', { home: Number.NaN, away: 0 }],
  ])('throws for %s', (_, score) => {
    expect(() => winningSquare(DIGITS, score)).toThrow(RangeError);
  });

  it('throws when the digits are not permutations', () => {
    expect(() => winningSquare({ rows: DIGITS.rows, columns: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] }, { home: 1, away: 1 })).toThrow(
      RangeError,
    );
    expect(() => winningSquare({ rows: [], columns: DIGITS.columns }, { home: 0, away: 0 })).toThrow(RangeError);
  });

  it('property: exactly one square matches the scores, and it is the one returned', () => {
    const permutation = fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], { minLength: 10, maxLength: 10 });
    const points = fc.integer({ min: 0, max: 300 });
    fc.assert(
      fc.property(permutation, permutation, points, points, (rows, columns, home, away) => {
        const digits = { rows, columns };
        const matching = allCoordinates().filter(
          (c) => columns[c.column] === home % 10 && rows[c.row] === away % 10,
        );
        expect(matching).toHaveLength(1);
        expect(winningSquare(digits, { home, away })).toEqual(matching[0]);
      }),
    );
  });
});

describe('cumulativePeriodScores', () => {
  it.each([
    {
      name: 'Super Bowl LVIII (KC home, SF away), won in overtime: OT counts toward the final',
      home: [0, 3, 10, 6, 6],
      away: [0, 10, 0, 9, 3],
      expected: {
        q1: { home: 0, away: 0 },
        q2: { home: 3, away: 10 },
        q3: { home: 13, away: 10 },
        final: { home: 25, away: 22 },
      },
    },
    {
      name: 'Super Bowl LI (ATL home, NE away), overtime',
      home: [0, 21, 7, 0, 0],
      away: [0, 3, 6, 19, 6],
      expected: {
        q1: { home: 0, away: 0 },
        q2: { home: 21, away: 3 },
        q3: { home: 28, away: 9 },
        final: { home: 28, away: 34 },
      },
    },
    {
      name: 'Super Bowl LIX (PHI home, KC away), regulation',
      home: [7, 17, 10, 6],
      away: [0, 0, 6, 16],
      expected: {
        q1: { home: 7, away: 0 },
        q2: { home: 24, away: 0 },
        q3: { home: 34, away: 6 },
        final: { home: 40, away: 22 },
      },
    },
    {
      name: 'game in progress: two quarters ended',
      home: [7, 3],
      away: [0, 14],
      expected: { q1: { home: 7, away: 0 }, q2: { home: 10, away: 14 }, q3: null, final: null },
    },
    {
      name: 'game in progress: three quarters ended, final still open',
      home: [7, 3, 0],
      away: [0, 14, 3],
      expected: { q1: { home: 7, away: 0 }, q2: { home: 10, away: 14 }, q3: { home: 10, away: 17 }, final: null },
    },
    { name: 'not started', home: [], away: [], expected: { q1: null, q2: null, q3: null, final: null } },
    {
      name: 'scoreless game',
      home: [0, 0, 0, 0],
      away: [0, 0, 0, 0],
      expected: {
        q1: { home: 0, away: 0 },
        q2: { home: 0, away: 0 },
        q3: { home: 0, away: 0 },
        final: { home: 0, away: 0 },
      },
    },
    {
      name: 'basketball-sized scores over 100, two overtimes',
      home: [30, 28, 25, 27, 10, 12],
      away: [25, 31, 27, 27, 10, 9],
      expected: {
        q1: { home: 30, away: 25 },
        q2: { home: 58, away: 56 },
        q3: { home: 83, away: 83 },
        final: { home: 132, away: 129 },
      },
    },
  ])('$name', ({ home, away, expected }) => {
    expect(cumulativePeriodScores(home, away)).toEqual(expected);
  });

  it('throws when the teams have different numbers of periods', () => {
    expect(() => cumulativePeriodScores([7, 0], [3])).toThrow(RangeError);
  });

  it.each([
    [[7, -3], [0, 0]],
    [[7, 3], [0, 1.5]],
  ])('throws for bad points %j / %j', (home, away) => {
    expect(() => cumulativePeriodScores(home, away)).toThrow(RangeError);
  });
});

describe('periodWinners', () => {
  it('gives the winner of every period of Super Bowl LVIII, overtime in the final', () => {
    const scores = cumulativePeriodScores([0, 3, 10, 6, 6], [0, 10, 0, 9, 3]);
    expect(periodWinners(DIGITS, scores)).toEqual([
      { period: 'Q1', row: 2, column: 3, score: { home: 0, away: 0 } },
      { period: 'Q2', row: 2, column: 8, score: { home: 3, away: 10 } },
      { period: 'Q3', row: 2, column: 8, score: { home: 13, away: 10 } },
      // 25-22: home digit 5 is column 2, away digit 2 is row 7. At the end of regulation (19-19)
      // it would have been column 6, row 3: the overtime points decide the final.
      { period: 'FINAL', row: 7, column: 2, score: { home: 25, away: 22 } },
    ]);
  });

  it('lists only the periods that have ended, in order', () => {
    const scores = cumulativePeriodScores([7, 3], [0, 14]);
    expect(periodWinners(DIGITS, scores).map((w) => w.period)).toEqual(['Q1', 'Q2']);
    expect(periodWinners(DIGITS, cumulativePeriodScores([], []))).toEqual([]);
  });

  it('rejects invalid digits even before any period has ended', () => {
    expect(() => periodWinners({ rows: [1], columns: [2] }, cumulativePeriodScores([], []))).toThrow(RangeError);
  });
});
