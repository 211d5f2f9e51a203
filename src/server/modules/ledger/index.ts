export { appendLedgerTransaction, loadPoolLedger, type AppendOutcome } from './append';
export { escrowFromStored, ledgerFromStored, poolLedgerJson, type StoredTransaction } from './stored';
