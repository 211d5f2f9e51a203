export { periodScoresOf, settlePeriods, type Settlement } from './settle';
