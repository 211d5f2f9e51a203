export { poolRoutes } from './routes';
export { getPool, listAllPools, listPoolsOfGame, listPublicPools, type PoolFilters } from './service';
export { toPoolDto, type PoolWithGame } from './presenter';
export { createTierPools } from './tier-pools';
export { createGamePools, type CreateGamePoolsInput } from './create-game-pools';
export { newDrawSecret } from './draw-secret';
export { listUserPools } from './user-pools';
export { gamesDueForKickoff, kickOff, kickOffGame, lockPoolsAtKickoff, type KickoffOutcome } from './kickoff';
export { assertCanSeePool, isMember, type Viewer } from './visibility';
