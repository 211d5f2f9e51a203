/** The printable board: its one-page PDF, made on the server from the pool as the viewer may see it. */
export { boardPrintRoutes } from './routes';
