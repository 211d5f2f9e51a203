export { squareRoutes } from './routes';
export { readSquaresOfPool } from './service';
export { toSquareDto } from './presenter';
// insertIfUnchanged: the compare-and-set write alone, which is also how another process's claim looks from here.
export { claimSquares, insertIfUnchanged, squaresByIds, type ClaimPath } from './claim';
// ClaimBatcher: group commit for claims under a rush (tests drive one directly). The claim path's
// objects are made by the composition root (context.ts).
export { ClaimBatcher } from './claim-batch';
export { BoardCache } from './board-cache';
export { PoolTurns } from './pool-turns';
