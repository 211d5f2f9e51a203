export { gameRoutes } from './routes';
export { getGame, listGames } from './service';
export { toGameDto } from './presenter';
