/**
 * The pool page (spec section 2): board, cart, pool details with the fair-draw verification (D4),
 * live score, winners, the player's squares, rules and warnings, kept current by the pool event
 * stream (D15), which also announces each period settled while watching.
 *
 * The page (pool-page.tsx, loaded-pool.tsx, its layout and state) sits here; its parts by concern:
 * board/ (the board and the player's squares), cart/ (picks, claims and the checkout hand-off),
 * draw/ (the fair-draw check), money/ (escrow, winners, payout rules, odds), organizer/ (the private
 * pool's organizer panel), live/ (the event stream, live score, winner news).
 */
export { PoolPage } from './pool-page';
export { parsePoolId, poolExitPath } from './pool-id';
export { usePool, usePoolSquares } from './pool-queries';
export { poolEventsUrl, usePoolEvents, type LiveStatus, type PoolEventsOptions } from './live/use-pool-events';
export { buildOwners, drawVerdict, VERDICT_FAILED, VERDICT_OK } from './draw/draw-check';
export { winnerToast } from './live/winner-news';
