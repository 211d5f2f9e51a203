export { gameRoutes } from './routes';
export { getGame, listGames } from './service';
export { toGameDto } from './presenter';
export { createGame, type CreateGameInput } from './create-game';
export { gameNotFinished, unfinishedGamesKickingOff } from './due-games';
