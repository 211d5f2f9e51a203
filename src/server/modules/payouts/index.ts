export { gamesMissingPayouts, periodScoresOf, settleEndedPeriods, settlePeriods, type Settlement } from './settle';
