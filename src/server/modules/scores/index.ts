export { scoreRoutes } from './routes';
export { correctGamePeriod, periodScoreColumns, scoreGame, scoreGameByHand, snapshotChangesGame, type AppliedUpdate, type GameUpdate } from './apply';
export { applyInHerds, correctPeriodScore, type RunAt } from './herds';
export { assignReplaysAtKickoff, startReplay } from './replays';
