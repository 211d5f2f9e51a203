export { scoreRoutes } from './routes';
export { applyScoreUpdate, correctPeriodScore, enterManualScore, snapshotChangesGame, type AppliedUpdate } from './apply';
export { assignReplaysAtKickoff, startReplay } from './replays';
