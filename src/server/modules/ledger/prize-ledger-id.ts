import { sql, type SQL } from 'drizzle-orm';

/**
 * A payout's ledger transaction id in SQL, as domain/ledger-settlement.ts's periodPrizeTxId makes it:
 * `pool:<pool>:settle:<slot>:r<revision>`, the slot being the period, or `<period>-reverse` for a
 * reverse winner's share (issue 20). `payout` is the payouts row's alias in the query; `pool` its pool
 * id expression (defaults to the payout's own).
 */
export function prizeSlotSql(payout: string): SQL {
  return sql.raw(`${payout}.period || case when ${payout}.role = 'reverse' then '-reverse' else '' end`);
}

export function prizeLedgerIdSql(payout: string, pool = `${payout}.pool_id`): SQL {
  return sql.raw(`'pool:' || ${pool} || ':settle:' || ${payout}.period || case when ${payout}.role = 'reverse' then '-reverse' else '' end || ':r' || ${payout}.revision`);
}
