import { useMemo, useReducer } from 'react';
import { useLocation } from 'wouter';
import { coordinateKey, type Coordinate } from '../../../../domain/board';
import { NO_SQUARES_SELECTED } from '../../../../domain/messages';
import { buildCheckoutQuery, checkoutHref } from '../../../../domain/checkout-link';
import type { Pool, Square } from '../../../../domain/schemas';
import { guestOwnerId, type BoardCell } from '../../../components/board/board-model';
import { toast } from '../../../lib/toast/use-toast';
import { heldKeys } from '../pool-state';
import { EMPTY_CART, cartItems, cartReducer, decideSquareClick, squareClickToast } from './cart';
import { reconcileCart } from './cart-reconcile';
import { useCartDrops } from './use-cart-drops';
import { useClaimSquares } from './use-claim-squares';

type PoolCartOptions = {
  squares: readonly Square[] | undefined;
  userId: string | null;
  /** Whether squares can be picked right now (open, before kickoff). */
  selectable: boolean;
  /** The squares of the viewer's own checkout, held for their payment. */
  heldByViewer: readonly Coordinate[] | undefined;
  /** Free and organizer-collected pools claim at once; paid pools go to checkout. */
  claimsDirectly: boolean;
  paidPlayOff: boolean;
};

/**
 * The player's cart on the pool page: the picks, kept against the live board (squares claimed meanwhile
 * and picks beyond the limit leave it), what a click on a square does, and buying (a claim, or the
 * checkout hand-off).
 */
export function usePoolCart(pool: Pool, { squares, userId, selectable, heldByViewer, claimsDirectly, paidPlayOff }: PoolCartOptions) {
  const [, navigate] = useLocation();
  const [cart, dispatch] = useReducer(cartReducer, EMPTY_CART);
  const owners = useMemo(() => {
    const map = new Map<string, string>();
    for (const s of squares ?? []) {
      if (s.userId !== null) map.set(coordinateKey(s), s.userId);
      else if (s.guestName) map.set(coordinateKey(s), guestOwnerId(s.guestName));
    }
    return map;
  }, [squares]);
  const held = useMemo(() => heldKeys(pool), [pool]);
  // Held squares of the viewer's own checkout: theirs, waiting for their payment (not another player's hold).
  const heldMine = useMemo(() => new Set((heldByViewer ?? []).map(coordinateKey)), [heldByViewer]);
  const picked = cartItems(cart, pool.id);
  const ownedCount = userId === null ? 0 : (squares ?? []).filter((s) => s.userId === userId).length;
  // The cart against the live board: squares claimed meanwhile (by another player, or by this player in
  // another tab) and picks beyond the limit leave it; squares a player is paying for show as lost.
  const reconciled = reconcileCart(picked, { owners, held, heldMine, userId, ownedCount, limit: pool.maxSquaresPerPlayer });
  const { items, lost } = reconciled;
  const remove = (removed: Coordinate[]) => dispatch({ type: 'remove', poolId: pool.id, squares: removed });
  useCartDrops(reconciled, { ownedCount, limit: pool.maxSquaresPerPlayer }, remove);

  const claim = useClaimSquares(pool, {
    onClaimed: (claimed, all) => dispatch(all ? { type: 'clear' } : { type: 'remove', poolId: pool.id, squares: claimed }),
  });

  function onSquareActivate(cell: BoardCell) {
    if (claim.isPending) return;
    const outcome = decideSquareClick({
      square: cell,
      selectable,
      signedIn: userId !== null,
      userId,
      ownerId: cell.ownerId,
      held: held.has(coordinateKey(cell)),
      heldByViewer: heldMine.has(coordinateKey(cell)),
      cart: items,
      ownedByViewer: ownedCount,
      limit: pool.maxSquaresPerPlayer,
    });
    const message = squareClickToast(outcome);
    if (message) toast(message);
    if (outcome.kind === 'select') dispatch({ type: 'select', poolId: pool.id, square: cell });
    if (outcome.kind === 'deselect') dispatch({ type: 'deselect', poolId: pool.id, square: cell });
  }

  function onBuy() {
    if (items.length === 0) {
      toast({ title: NO_SQUARES_SELECTED.title, description: NO_SQUARES_SELECTED.description });
      return;
    }
    if (claimsDirectly) claim.mutate(items);
    else if (!paidPlayOff) navigate(checkoutHref(buildCheckoutQuery(pool, items)));
  }

  return {
    owners,
    items,
    lost,
    ownedCount,
    busy: claim.isPending,
    onSquareActivate,
    onBuy,
    remove,
    clear: () => dispatch({ type: 'clear' }),
  };
}
