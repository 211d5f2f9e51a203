/**
 * Player protection (D23): spend limits, time-outs and self-exclusion. Other modules enforce them through
 * the checks exported here: checkout (payments), private pools, claims (squares) and the e-mail settings.
 */
export { responsiblePlayRoutes } from './routes';
export { assertNotRestricted, restrictionError, restrictionOf, toRestrictionState } from './restrictions';
export { assertWithinSpendLimit } from './spend-limits';
