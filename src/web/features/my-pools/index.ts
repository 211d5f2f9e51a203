/** My Pools (spec section 2 "My Pools", DESIGN D13): the player's totals and joined pools. */
export { MyPools } from './my-pools';
export {
  BROWSE_POOLS_TEXT,
  EMPTY_TITLE,
  myPoolsStats,
  profitLossDisplay,
  sortUserPools,
  yourSquaresText,
  type MyPoolsStats,
} from './my-pools-model';
