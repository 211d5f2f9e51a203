export { squareRoutes } from './routes';
export { listSquaresOfPool } from './service';
export { toSquareDto } from './presenter';
export { claimSquares, squaresByIds } from './claim';
