import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOARD_SIZE,
  SQUARE_COUNT,
  allCoordinates,
  coordinateAt,
  coordinateKey,
  findDuplicateCoordinates,
  isValidCoordinate,
  squareIndex,
} from './board';

describe('board constants', () => {
  it('is a 10x10 board of 100 squares', () => {
    expect(BOARD_SIZE).toBe(10);
    expect(SQUARE_COUNT).toBe(100);
  });
});

describe('isValidCoordinate', () => {
  it.each([
    { row: 0, column: 0 },
    { row: 9, column: 9 },
    { row: 3, column: 7 },
    { row: 0, column: 9, extra: 'ignored' },
  ])('accepts %o', (value) => {
    expect(isValidCoordinate(value)).toBe(true);
  });

  it.each([
    ['NaN row', { row: Number.NaN, column: 0 }],
    ['fractional column', { row: 1, column: 1.5 }],
    ['string row', { row: '3', column: 3 }],
    ['negative row', { row: -1, column: 0 }],
    ['row 10', { row: 10, column: 0 }],
    ['column 10', { row: 0, column: 10 }],
    ['Infinity', { row: Number.POSITIVE_INFINITY, column: 0 }],
    ['missing column', { row: 1 }],
    ['null', null],
    ['undefined', undefined],
    ['a number', 5],
    ['an array', [1, 2]],
  ])('rejects %s', (_, value) => {
    expect(isValidCoordinate(value)).toBe(false);
  });
});

describe('squareIndex / coordinateAt', () => {
  it.each([
    [{ row: 0, column: 0 }, 0],
    [{ row: 0, column: 9 }, 9],
    [{ row: 1, column: 0 }, 10],
    [{ row: 5, column: 7 }, 57],
    [{ row: 9, column: 9 }, 99],
  ])('%o is square %i', (c, index) => {
    expect(squareIndex(c)).toBe(index);
    expect(coordinateAt(index)).toEqual(c);
  });

  it('round-trips every index', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), (index) => squareIndex(coordinateAt(index)) === index),
    );
  });

  it.each([-1, 100, 1.5, Number.NaN])('coordinateAt(%s) throws RangeError', (index) => {
    expect(() => coordinateAt(index)).toThrow(RangeError);
  });

  it('squareIndex rejects squares off the board', () => {
    expect(() => squareIndex({ row: 10, column: 0 })).toThrow(RangeError);
    expect(() => squareIndex({ row: 0, column: -1 })).toThrow(RangeError);
  });
});

describe('coordinateKey', () => {
  it('is "row,column"', () => {
    expect(coordinateKey({ row: 3, column: 7 })).toBe('3,7');
    expect(coordinateKey({ row: 0, column: 0 })).toBe('0,0');
  });

  it('is distinct for distinct squares', () => {
    expect(new Set(allCoordinates().map(coordinateKey)).size).toBe(100);
  });
});

describe('findDuplicateCoordinates', () => {
  it('finds nothing in a list of distinct squares', () => {
    expect(findDuplicateCoordinates([{ row: 1, column: 2 }, { row: 2, column: 1 }])).toEqual([]);
    expect(findDuplicateCoordinates([])).toEqual([]);
  });

  it('reports each repeated square once, in the order the repeat is met', () => {
    const list = [
      { row: 1, column: 1 },
      { row: 2, column: 2 },
      { row: 2, column: 2 },
      { row: 1, column: 1 },
      { row: 2, column: 2 },
      { row: 3, column: 3 },
    ];
    expect(findDuplicateCoordinates(list)).toEqual([
      { row: 2, column: 2 },
      { row: 1, column: 1 },
    ]);
  });

  it('agrees with a count-based definition on random lists', () => {
    const coordinate = fc.record({ row: fc.integer({ min: 0, max: 9 }), column: fc.integer({ min: 0, max: 9 }) });
    fc.assert(
      fc.property(fc.array(coordinate, { maxLength: 30 }), (list) => {
        const counts = new Map<string, number>();
        for (const c of list) counts.set(coordinateKey(c), (counts.get(coordinateKey(c)) ?? 0) + 1);
        const expected = [...counts].filter(([, n]) => n > 1).map(([key]) => key).sort();
        const actual = findDuplicateCoordinates(list).map(coordinateKey).sort();
        expect(actual).toEqual(expected);
      }),
    );
  });
});

describe('allCoordinates', () => {
  it('lists the 100 squares in index order', () => {
    const all = allCoordinates();
    expect(all).toHaveLength(100);
    all.forEach((c, index) => expect(squareIndex(c)).toBe(index));
    expect(all[0]).toEqual({ row: 0, column: 0 });
    expect(all[10]).toEqual({ row: 1, column: 0 });
    expect(all[99]).toEqual({ row: 9, column: 9 });
  });
});
