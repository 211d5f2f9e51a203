/** Payout presentation shared by the landing page, How to Play and pool rules cards. */
export { PayoutTable } from './payout-table';
export {
  HOUSE_FEE_PERCENT,
  PERIOD_COUNT,
  PUBLIC_SPLIT_TEXT,
  tierPayoutRows,
  workedExample,
  type TierPayoutRow,
} from './tier-payouts';
