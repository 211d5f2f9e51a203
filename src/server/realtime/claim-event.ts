import type { Square } from '../../domain/schemas';
import { toSquareDto } from '../modules/squares';
import type { PoolNotification } from './notify';

type ClaimEvent = Extract<PoolNotification, { type: 'squares' }>;

/**
 * A claim event's squares as the API shows them (the presenter's own DTO, from the row the event
 * carries), made once per event object: the read model and every stream of the pool share them.
 */
const dtos = new WeakMap<ClaimEvent, Square[]>();
export function squareDtosOf(event: ClaimEvent): Square[] {
  let made = dtos.get(event);
  if (!made) {
    made = (event.squares ?? []).map(({ priceCents, purchasedAtMs, ...square }) =>
      toSquareDto({ ...square, poolId: event.poolId, purchasePriceCents: priceCents, purchasedAt: new Date(purchasedAtMs) }),
    );
    dtos.set(event, made);
  }
  return made;
}
