/**
 * The pool page (spec section 2): board, cart, pool details with the fair-draw verification (D4),
 * live score, winners, the player's squares, rules and warnings, kept current by the pool event
 * stream (D15), which also announces each period settled while watching.
 */
export { PoolPage } from './pool-page';
export { parsePoolId, poolExitPath } from './pool-id';
export { usePool, usePoolSquares } from './pool-queries';
export { poolEventsUrl, usePoolEvents, type LiveStatus, type PoolEventsOptions } from './use-pool-events';
export { buildOwners, drawVerdict, VERDICT_FAILED, VERDICT_OK } from './draw-check';
export { winnerToast } from './winner-news';
