/**
 * Roving focus over a board's squares (10x10, or 5x5 on a 25-square pool; WAI-ARIA grid pattern): arrows
 * move one square and stop at the edges, Home/End go to the ends of the row, Ctrl+Home/End to the first
 * and last square, PageUp/PageDown to the top and bottom of the column. Header cells are never focus targets.
 */
import { BOARD_SIZE } from '../../../domain/board';

export type GridKey = { key: string; ctrlKey?: boolean; metaKey?: boolean };

/** The index focus moves to on a board of `side` x `side` squares, or null when the key is not a grid navigation key. */
export function nextSquareIndex(index: number, { key, ctrlKey = false, metaKey = false }: GridKey, side: number = BOARD_SIZE): number | null {
  const row = Math.floor(index / side);
  const column = index % side;
  const last = side - 1;
  const at = (r: number, c: number) => r * side + c;
  switch (key) {
    case 'ArrowRight':
      return at(row, Math.min(last, column + 1));
    case 'ArrowLeft':
      return at(row, Math.max(0, column - 1));
    case 'ArrowDown':
      return at(Math.min(last, row + 1), column);
    case 'ArrowUp':
      return at(Math.max(0, row - 1), column);
    case 'Home':
      return ctrlKey || metaKey ? 0 : at(row, 0);
    case 'End':
      return ctrlKey || metaKey ? side * side - 1 : at(row, last);
    case 'PageUp':
      return at(0, column);
    case 'PageDown':
      return at(last, column);
    default:
      return null;
  }
}
