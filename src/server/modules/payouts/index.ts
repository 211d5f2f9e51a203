export { gamesMissingPayouts, periodScoresOf, settleEndedPeriods, settlePeriods, type Settlement } from './settle';
export { payoutRoutes, prizeRoutes } from './routes';
export { escrowTick, type EscrowTickReport } from './escrow-tick';
export { refundPoolPayments } from './refund-pool';
export { payOutPool } from './pay-out-pool';
