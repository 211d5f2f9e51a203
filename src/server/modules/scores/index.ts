export { scoreRoutes } from './routes';
export { applyScoreUpdate, applyPeriodCorrection, type AppliedUpdate } from './apply';
