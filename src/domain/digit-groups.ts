/**
 * The digits each row and column header of a board carries (D3): one per header on a 10x10 board, two
 * on a 5x5 board. The pool page's grid and the printed board take these groups, so they draw
 * any board the geometry describes, and say the digits in the same words.
 */
import { boardGeometry, headerDigits, type BoardGeometry } from './board-geometry';
import type { Digits } from './scoring';

export type DigitGroup = readonly number[];
export type BoardHeaders = { rows: readonly DigitGroup[]; columns: readonly DigitGroup[] };

/** The header groups of drawn digits; null before the draw. */
export function boardHeaders(digits: Digits | null, geometry: BoardGeometry = boardGeometry(100)): BoardHeaders | null {
  if (!digits) return null;
  return { rows: headerDigits(digits.rows, geometry), columns: headerDigits(digits.columns, geometry) };
}

/** What a header cell shows: "7", or "7 2" for a two-digit header; empty before the draw. */
export function digitGroupText(group: DigitGroup | undefined): string {
  return group ? group.join(' ') : '';
}

/** What a screen reader says: "digit 7", "digits 7 and 2", "digit not drawn yet". */
export function digitGroupWords(group: DigitGroup | undefined): string {
  if (!group || group.length === 0) return 'digit not drawn yet';
  if (group.length === 1) return `digit ${group[0]}`;
  return `digits ${group.slice(0, -1).join(', ')} and ${group.at(-1)}`;
}

/** The digit groups of a square's row (away) and column (home); null before the draw or off the board. */
export function squareDigitGroups(headers: BoardHeaders | null, square: { row: number; column: number }): { row: DigitGroup; column: DigitGroup } | null {
  const row = headers?.rows[square.row];
  const column = headers?.columns[square.column];
  return row && column ? { row, column } : null;
}

/** An axis as its header cells read, left to right: "6 5 0 4 1 2 7 8 3 9", or "6 5 · 0 4 · 1 2 · 7 8 · 3 9" on a 5x5 board. */
export function digitGroupsLine(groups: readonly DigitGroup[]): string {
  return groups.map(digitGroupText).join(groups.some((group) => group.length > 1) ? ' · ' : ' ');
}
