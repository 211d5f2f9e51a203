import { useEffect, useEffectEvent } from 'react';
import { coordinateKey, type Coordinate } from '../../../../domain/board';
import { toast } from '../../../lib/toast/use-toast';
import { cartDropToast, hasDrops, type CartReconciliation, type LiveBoard } from './cart-reconcile';

/**
 * Takes out of the cart what the live board says can no longer be claimed, and tells the player once:
 * the squares leave the cart's state, so the next render has nothing to drop and nothing to say.
 */
export function useCartDrops(reconciled: CartReconciliation, board: Pick<LiveBoard, 'ownedCount' | 'limit'>, remove: (squares: Coordinate[]) => void) {
  const { taken, owned, overLimit } = reconciled.drop;
  const dropped = [...taken, ...owned, ...overLimit];
  const dropNow = useEffectEvent(() => {
    if (!hasDrops(reconciled)) return;
    remove(dropped);
    const message = cartDropToast(reconciled, board);
    if (message) toast(message);
  });
  // Runs when what is to be dropped changes, not on every render of the page.
  const key = dropped.map(coordinateKey).join(' ');
  useEffect(() => dropNow(), [key]);
}
