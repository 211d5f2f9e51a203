import { eq, sql } from 'drizzle-orm';
import { notFound } from '../../../domain/errors';
import { balances } from '../../../domain/ledger';
import { poolEscrow } from '../../../domain/ledger-escrow';
import type { PoolLedgerResponse } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { pools } from '../../db/schema';
import { ledgerFromStored, type StoredTransaction } from '../ledger';

type StoredWithTime = StoredTransaction & { createdAtMs: number | string };

/**
 * The pool's ledger transactions in order of application, with their entries and when each was
 * written (epoch milliseconds: JSON text of a timestamp would follow the session's time zone). Read in
 * the same statement as the pool, so a missing pool and an empty ledger are told apart on one snapshot.
 */
const ledgerWithTimes = (poolId: number) => sql<StoredWithTime[]>`coalesce((
  select json_agg(json_build_object(
    'id', lt.id, 'phase', lt.phase, 'pendingId', lt.pending_id, 'paymentIntentId', lt.payment_intent_id, 'step', lt.step,
    'createdAtMs', (extract(epoch from lt.created_at) * 1000)::bigint,
    'entries', (select json_agg(json_build_array(le.side, le.account, le.amount_cents) order by le.id)
                from ledger_entries le where le.transaction_id = lt.id)
  ) order by lt.seq)
  from ledger_transactions lt where lt.pool_id = ${poolId}), '[]'::json)`;

/**
 * GET /api/admin/pools/{id}/ledger (the payment tester): a pool's ledger lines as stored, and the
 * balances and escrow the domain model computes from them (the same replay every append is checked
 * against, so what the tester shows is what the ledger enforces). A read: no use case.
 */
export async function poolLedger(db: Db, poolId: number): Promise<PoolLedgerResponse> {
  const [row] = await db.select({ id: pools.id, ledger: ledgerWithTimes(poolId) }).from(pools).where(eq(pools.id, poolId));
  if (!row) throw notFound(`Pool ${poolId} not found`);
  const stored = row.ledger ?? [];
  const ledger = ledgerFromStored(stored);
  return {
    poolId,
    transactions: stored.map((tx) => ({
      id: tx.id,
      phase: tx.phase,
      paymentIntentId: tx.paymentIntentId,
      step: tx.step,
      createdAt: new Date(Number(tx.createdAtMs)).toISOString(),
      entries: tx.entries.map(([side, account, amountCents]) => ({ side, account, amountCents: Number(amountCents) })),
    })),
    balances: [...balances(ledger)].map(([account, balance]) => ({ account, ...balance })),
    escrow: poolEscrow(ledger, poolId),
  };
}
