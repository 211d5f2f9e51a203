/**
 * Keyboard model of the board grid (WAI-ARIA grid pattern, roving tabindex): arrows move one square,
 * Home/End go to the row's ends, Ctrl+Home/End to the board's corners; Enter and Space activate.
 */
import { BOARD_SIZE, type Coordinate } from '../../../domain/board';

export type GridKeyResult = { kind: 'move'; to: Coordinate } | { kind: 'activate' } | null;

function clamp(n: number): number {
  return Math.max(0, Math.min(BOARD_SIZE - 1, n));
}

export function gridKey(from: Coordinate, key: string, ctrlKey = false): GridKeyResult {
  const last = BOARD_SIZE - 1;
  switch (key) {
    case 'ArrowUp':
      return { kind: 'move', to: { row: clamp(from.row - 1), column: from.column } };
    case 'ArrowDown':
      return { kind: 'move', to: { row: clamp(from.row + 1), column: from.column } };
    case 'ArrowLeft':
      return { kind: 'move', to: { row: from.row, column: clamp(from.column - 1) } };
    case 'ArrowRight':
      return { kind: 'move', to: { row: from.row, column: clamp(from.column + 1) } };
    case 'Home':
      return { kind: 'move', to: ctrlKey ? { row: 0, column: 0 } : { row: from.row, column: 0 } };
    case 'End':
      return { kind: 'move', to: ctrlKey ? { row: last, column: last } : { row: from.row, column: last } };
    case 'PageUp':
      return { kind: 'move', to: { row: 0, column: from.column } };
    case 'PageDown':
      return { kind: 'move', to: { row: last, column: from.column } };
    case 'Enter':
    case ' ':
    case 'Spacebar':
      return { kind: 'activate' };
    default:
      return null;
  }
}
