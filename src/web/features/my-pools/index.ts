/** My Pools (spec section 2 "My Pools", DESIGN D13): the player's totals and joined pools. */
export { MyPools } from './my-pools';
export { ALL_POOLS_QUERY_KEY, USER_POOLS_QUERY_KEY } from './my-pools-queries';
export {
  BROWSE_POOLS_TEXT,
  EMPTY_TITLE,
  myPoolsStats,
  profitLossDisplay,
  sortUserPools,
  yourSquaresText,
  type MyPoolsStats,
} from './my-pools-model';
