/**
 * The 10x10 board. A square is addressed by its row and column (0-9); its index row*10+column is the
 * canonical order used everywhere a board is listed (ownership lists for the fair draw, storage, UI).
 */

export const BOARD_SIZE = 10;
export const SQUARE_COUNT = BOARD_SIZE * BOARD_SIZE;

export type Coordinate = { row: number; column: number };

function isBoardAxis(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < BOARD_SIZE;
}

/** Guards untrusted input (request bodies, query strings already parsed to JSON). */
export function isValidCoordinate(value: unknown): value is Coordinate {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return isBoardAxis(candidate.row) && isBoardAxis(candidate.column);
}

function assertCoordinate(c: Coordinate): void {
  if (!isValidCoordinate(c)) {
    throw new RangeError(`Not a board square: ${JSON.stringify(c)} (row and column must be whole numbers 0-9)`);
  }
}

export function squareIndex(c: Coordinate): number {
  assertCoordinate(c);
  return c.row * BOARD_SIZE + c.column;
}

export function coordinateAt(index: number): Coordinate {
  if (!Number.isInteger(index) || index < 0 || index >= SQUARE_COUNT) {
    throw new RangeError(`Square index must be a whole number 0-${SQUARE_COUNT - 1}, got ${index}`);
  }
  return { row: Math.floor(index / BOARD_SIZE), column: index % BOARD_SIZE };
}

/** A stable string key, for Sets and Maps (objects compare by reference). */
export function coordinateKey(c: Coordinate): string {
  return `${c.row},${c.column}`;
}

/**
 * Each coordinate that appears more than once, reported once, in the order its second occurrence
 * is met. A cart or purchase naming the same square twice must be rejected, not charged twice.
 */
export function findDuplicateCoordinates(list: Coordinate[]): Coordinate[] {
  const seen = new Set<string>();
  const reported = new Set<string>();
  const duplicates: Coordinate[] = [];
  for (const c of list) {
    const key = coordinateKey(c);
    if (seen.has(key) && !reported.has(key)) {
      reported.add(key);
      duplicates.push({ row: c.row, column: c.column });
    }
    seen.add(key);
  }
  return duplicates;
}

export function allCoordinates(): Coordinate[] {
  return Array.from({ length: SQUARE_COUNT }, (_, index) => coordinateAt(index));
}
