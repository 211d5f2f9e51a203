import { coordinateKey, type Coordinate } from '../../../../domain/board';
import { boardGeometry } from '../../../../domain/board-geometry';
import type { Pool, Square } from '../../../../domain/schemas';
import { buildBoardCells } from '../../../components/board/board-model';
import { currentWinningSquares, settledWinners } from '../pool-state';
import { useBoardNumbers } from './use-board-numbers';

type BoardViewOptions = {
  squares: readonly Square[] | undefined;
  userId: string | null;
  /** Each sold square's owner by coordinate key. */
  owners: ReadonlyMap<string, string>;
  /** The squares shown as picked (the cart while buying). */
  selected: readonly Coordinate[];
  heldByViewer: readonly Coordinate[] | undefined;
  /** Mark the squares the organizer recorded as paid. */
  showPaid: boolean;
};

function ownerKind(owner: string | undefined, userId: string | null): 'you' | 'taken' | 'open' {
  if (owner === undefined) return 'open';
  return owner === userId ? 'you' : 'taken';
}

/** What the board shows: the numbers of the chosen period, its squares, and the winning squares. */
export function useBoardView(pool: Pool, { squares, userId, owners, selected, heldByViewer, showPaid }: BoardViewOptions) {
  const geometry = boardGeometry(pool.rules.boardSize);
  // New numbers each period: the board shows the period in play unless the viewer picks another.
  const numbers = useBoardNumbers(pool);
  // "Winning now" (score card, your squares) is the period in play's; the board's glow follows the numbers it shows.
  const winning = currentWinningSquares(pool, numbers.livePeriod);
  const boardWinning = numbers.period === numbers.livePeriod ? winning : currentWinningSquares(pool, numbers.period);
  const winners = settledWinners(pool);
  const cells = squares
    ? buildBoardCells({
        squares,
        userId,
        selected,
        held: pool.held,
        heldByViewer,
        digits: numbers.digits,
        geometry,
        winning: boardWinning,
        periodWinners: winners,
        showPaid,
      })
    : null;
  const winningNow = winning.map((square) => ({ ...square, owner: ownerKind(owners.get(coordinateKey(square)), userId) }));
  return { numbers, cells, winning, winners, winningNow };
}
