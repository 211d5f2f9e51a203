/** The 10x10 squares board: its pure model (states, labels, keyboard) and the accessible grid. */
export { BoardGrid, type BoardGridProps, type BoardTeam } from './board-grid';
export { BoardLegend } from './board-legend';
export { nextSquareIndex, type GridKey } from './board-keyboard';
export {
  PERIOD_TAGS,
  buildBoardCells,
  squareAriaLabel,
  squareShortName,
  type BoardCell,
  type BoardModelInput,
  type BoardSquare,
  type SquareState,
} from './board-model';
