export { gamesMissingPayouts, periodScoresOf, settleEndedPeriods, settlePeriods, type Settlement } from './settle';
export { payoutRoutes, prizeRoutes } from './routes';
export { escrowTick, poolsToPayOut, type EscrowTickReport } from './escrow-tick';
export { splitOfPool, type SplitRule } from './pool-split';
export { refundPoolPayments } from './refund-pool';
export { payOutPool } from './pay-out-pool';
