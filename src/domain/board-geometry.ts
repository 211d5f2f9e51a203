/**
 * A board of either size. The header digits are always a shuffle of 0-9 per axis (the same
 * draw, D4); a 10x10 board gives each row and column one of them, a 5x5 board two neighbours: header
 * cell i carries the digits at positions 2i and 2i+1, so a square covers 2 x 2 = 4 score combinations.
 */
import type { Coordinate } from './board';
import type { BoardSize } from './pool-rules';

export interface BoardGeometry {
  size: BoardSize;
  /** Rows (and columns) on the board. */
  side: number;
  /** Digits each row and column header carries. */
  digitsPerHeader: number;
}

export function boardGeometry(size: BoardSize): BoardGeometry {
  if (size === 100) return { size, side: 10, digitsPerHeader: 1 };
  if (size === 25) return { size, side: 5, digitsPerHeader: 2 };
  throw new RangeError(`Unknown board size: ${String(size)} (use 100 or 25 squares)`);
}

/** Each header cell's digits, in board order: [[7], [2], …] or [[7, 2], [9, 0], …]. */
export function headerDigits(axis: readonly number[], geometry: BoardGeometry): number[][] {
  if (axis.length !== 10) throw new RangeError(`A header axis holds the 10 digits, got ${axis.length}`);
  return Array.from({ length: geometry.side }, (_, cell) => axis.slice(cell * geometry.digitsPerHeader, (cell + 1) * geometry.digitsPerHeader));
}

/** The header cell that carries `digit` on an axis. */
export function headerCellOf(axis: readonly number[], digit: number, geometry: BoardGeometry): number {
  const position = axis.indexOf(digit);
  if (position < 0) throw new RangeError(`The digit ${digit} is not on this axis`);
  return Math.floor(position / geometry.digitsPerHeader);
}

export function isSquareOf(geometry: BoardGeometry, c: Coordinate): boolean {
  const inside = (n: number) => Number.isInteger(n) && n >= 0 && n < geometry.side;
  return inside(c.row) && inside(c.column);
}

/** Index row * side + column: the canonical order of a board's squares (ownership lists, storage). */
export function squareIndexOn(geometry: BoardGeometry, c: Coordinate): number {
  if (!isSquareOf(geometry, c)) {
    throw new RangeError(`Not a square of a ${geometry.side}x${geometry.side} board: ${JSON.stringify(c)} (row and column must be whole numbers 0-${geometry.side - 1})`);
  }
  return c.row * geometry.side + c.column;
}

export function coordinateOn(geometry: BoardGeometry, index: number): Coordinate {
  if (!Number.isInteger(index) || index < 0 || index >= geometry.size) {
    throw new RangeError(`Square index must be a whole number 0-${geometry.size - 1}, got ${index}`);
  }
  return { row: Math.floor(index / geometry.side), column: index % geometry.side };
}
