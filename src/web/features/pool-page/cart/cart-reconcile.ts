/**
 * The cart against the live board. The board changes under a player's cart: another player claims a
 * picked square, the player's own other tab buys squares, someone starts paying for one. The cart never
 * shows more than the player may still claim (owned + cart within the pool's limit), drops squares that
 * can no longer be claimed and says so once, and keeps showing squares held for a checkout (a hold
 * ends within minutes, so they may come back).
 */
import { coordinateKey, type Coordinate } from '../../../../domain/board';
import type { ToastInput } from '../../../lib/toast/use-toast';
import type { LostSquare } from './cart-card';

export type LiveBoard = {
  /** Owner of every owned square, by coordinateKey. */
  owners: ReadonlyMap<string, string>;
  /** Squares held for a checkout, and those of them held for the viewer's own. */
  held: ReadonlySet<string>;
  heldMine: ReadonlySet<string>;
  userId: string | null;
  /** Squares the viewer owns on this board. */
  ownedCount: number;
  /** The pool's maxSquaresPerPlayer. */
  limit: number;
};

export type CartReconciliation = {
  /** Squares the viewer can still claim, in the order they were picked. */
  items: Coordinate[];
  /** Squares held for a checkout: shown struck through, kept in case the hold lapses. */
  lost: LostSquare[];
  /** Squares to take out of the cart, and why. */
  drop: { taken: Coordinate[]; owned: Coordinate[]; overLimit: Coordinate[] };
};

export function reconcileCart(picked: readonly Coordinate[], board: LiveBoard): CartReconciliation {
  const claimable: Coordinate[] = [];
  const lost: LostSquare[] = [];
  const drop: CartReconciliation['drop'] = { taken: [], owned: [], overLimit: [] };
  for (const square of picked) {
    const key = coordinateKey(square);
    const owner = board.owners.get(key);
    if (owner !== undefined) drop[owner === board.userId ? 'owned' : 'taken'].push(square);
    else if (board.held.has(key)) lost.push({ row: square.row, column: square.column, reason: board.heldMine.has(key) ? 'held-mine' : 'held' });
    else claimable.push(square);
  }
  // Squares bought elsewhere (another tab) count toward the limit: the latest picks beyond it go.
  const room = Math.max(0, board.limit - board.ownedCount);
  drop.overLimit = claimable.slice(room);
  return { items: claimable.slice(0, room), lost, drop };
}

export const hasDrops = ({ drop }: CartReconciliation): boolean => drop.taken.length + drop.owned.length + drop.overLimit.length > 0;

const squaresText = (n: number) => (n === 1 ? '1 square' : `${n} squares`);

/**
 * The one message for what left the cart (null when only squares the viewer now owns left it: the
 * board shows them as theirs).
 */
export function cartDropToast({ drop }: CartReconciliation, board: Pick<LiveBoard, 'ownedCount' | 'limit'>): ToastInput | null {
  const parts: string[] = [];
  if (drop.taken.length > 0) {
    parts.push(`${squaresText(drop.taken.length)} in your cart ${drop.taken.length === 1 ? 'was' : 'were'} just taken by another player.`);
  }
  if (drop.overLimit.length > 0) {
    parts.push(
      `You now own ${squaresText(board.ownedCount)} of the ${board.limit} allowed on this board, so ${squaresText(drop.overLimit.length)} ${drop.overLimit.length === 1 ? 'was' : 'were'} taken out of your cart.`,
    );
  }
  if (parts.length === 0) return null;
  return { title: 'Your cart was updated', description: parts.join(' ') };
}
