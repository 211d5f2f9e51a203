/**
 * The pool page (spec section 2): board, cart, pool details, live score, the player's squares, rules
 * and warnings, kept current by the pool event stream (D15).
 */
export { PoolPage } from './pool-page';
export { parsePoolId, poolExitPath } from './pool-id';
export { poolQueryKey, poolSquaresQueryKey, usePool, usePoolSquares } from './pool-queries';
export { applyPoolEvent, mergeSquares, poolEventsUrl } from './pool-events';
export { usePoolEvents, type LiveStatus } from './use-pool-events';
export {
  buildCheckoutData,
  checkoutDataSchema,
  checkoutHref,
  parseCheckoutData,
  type CheckoutData,
} from './checkout-link';
