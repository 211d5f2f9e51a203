export { gameRoutes } from './routes';
export { getGame, listGames, seasonsAt, type ListGamesOptions } from './service';
export { toGameDto } from './presenter';
export { createGame, type CreateGameInput } from './create-game';
export { gameNotFinished, unfinishedGamesKickingOff } from './due-games';
