export { squareRoutes } from './routes';
export { listSquaresOfPool, readSquaresOfPool } from './service';
export { toSquareDto } from './presenter';
// insertIfUnchanged: the compare-and-set write alone, which is also how another process's claim looks from here.
export { claimSquares, insertIfUnchanged, squaresByIds } from './claim';
// ClaimBatcher: group commit for claims under a rush (tests drive one directly).
export { ClaimBatcher } from './claim-batch';
