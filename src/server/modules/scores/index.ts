export { scoreRoutes } from './routes';
export { correctGamePeriod, scoreGame, scoreGameByHand, snapshotChangesGame, type AppliedUpdate, type GameUpdate } from './apply';
export { applyInHerds, applyScoreUpdate, correctPeriodScore, enterManualScore, type RunAt } from './herds';
export { assignReplaysAtKickoff, startReplay } from './replays';
