import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { replayLedger, type Ledger, type LedgerTransaction, type PaymentStep } from '../../../domain/ledger';
import { poolEscrow, type PoolEscrow } from '../../../domain/ledger-escrow';

/** A ledger transaction as the database returns it (json_build_object below). */
export type StoredTransaction = {
  id: string;
  phase: LedgerTransaction['phase'];
  pendingId: string | null;
  paymentIntentId: string | null;
  step: PaymentStep | null;
  entries: [LedgerTransaction['entries'][number]['side'], string, number][];
};

/**
 * A pool's ledger transactions with their entries, in the order they were applied, as one JSON value:
 * read in the same statement as the pool, so the escrow shown is the escrow of that snapshot.
 */
export function poolLedgerJson(poolId: SQL | AnyColumn | number): SQL<StoredTransaction[]> {
  return sql<StoredTransaction[]>`coalesce((
    select json_agg(json_build_object(
      'id', lt.id, 'phase', lt.phase, 'pendingId', lt.pending_id, 'paymentIntentId', lt.payment_intent_id, 'step', lt.step,
      'entries', (select json_agg(json_build_array(le.side, le.account, le.amount_cents) order by le.id)
                  from ledger_entries le where le.transaction_id = lt.id)
    ) order by lt.seq)
    from ledger_transactions lt where lt.pool_id = ${poolId}), '[]'::json)`;
}

export function toLedgerTransaction(row: StoredTransaction): LedgerTransaction {
  const entries = row.entries.map(([side, account, amountCents]) => ({ side, account, amountCents: Number(amountCents) }));
  const payment = row.paymentIntentId && row.step ? { paymentIntentId: row.paymentIntentId, step: row.step } : undefined;
  const base = { id: row.id, entries, ...(payment ? { payment } : {}) };
  if (row.phase === 'post_pending' || row.phase === 'void_pending') return { ...base, phase: row.phase, pendingId: row.pendingId ?? '' };
  return { ...base, phase: row.phase };
}

/**
 * The stored transactions replayed through the model (domain/ledger.ts). A stored ledger the model
 * refuses is corruption, never a state to show: it throws, loudly.
 */
export function ledgerFromStored(rows: readonly StoredTransaction[]): Ledger {
  const replayed = replayLedger(rows.map(toLedgerTransaction));
  if (!replayed.ok) throw new Error(`Stored ledger does not replay: ${replayed.message}`);
  return replayed.ledger;
}

export function escrowFromStored(poolId: number, rows: readonly StoredTransaction[]): PoolEscrow {
  return poolEscrow(ledgerFromStored(rows), poolId);
}
