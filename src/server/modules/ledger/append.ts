import { eq } from 'drizzle-orm';
import { applyTransaction, classify, emptyLedger, type Ledger, type LedgerTransaction } from '../../../domain/ledger';
import { parseAccount } from '../../../domain/ledger-accounts';
import type { Tx } from '../../db/client';
import { ledgerEntries, ledgerTransactions, pools } from '../../db/schema';
import { ledgerFromStored, poolLedgerJson, type StoredTransaction } from './stored';

export type AppendOutcome = 'applied' | 'duplicate';

/**
 * The pool whose ledger a transaction belongs to: the pool of its escrow, else of any per-pool account
 * (a prize claimed out of prizes payable), else the one the caller names (an unclaimed prize paid).
 */
function poolOf(transaction: LedgerTransaction, named: number | undefined): number | null {
  const shape = classify(transaction.entries);
  if (shape && shape.kind !== 'no_escrow') return shape.poolId;
  for (const entry of transaction.entries) {
    const parsed = parseAccount(entry.account);
    if (parsed && 'poolId' in parsed) return parsed.poolId;
  }
  return named ?? null;
}

export async function loadPoolLedger(tx: Tx, poolId: number): Promise<Ledger> {
  const [row] = await tx.select({ ledger: poolLedgerJson(poolId) }).from(pools).where(eq(pools.id, poolId));
  return ledgerFromStored((row?.ledger ?? []) as StoredTransaction[]);
}

/**
 * Appends one transaction to the ledger, checked by the model first (domain/ledger.ts: balanced, legal
 * for the payment's state, never more out of escrow than is in it). The same transaction again is a
 * no-op ('duplicate'): ids come from causes, so a webhook and the browser recording one purchase write
 * it once. A refusal is a bug in the caller and throws. The caller holds the pool's row lock, so the
 * pool's ledger cannot change between the check and the insert.
 */
export async function appendLedgerTransaction(tx: Tx, transaction: LedgerTransaction, now: Date, namedPool?: number): Promise<AppendOutcome> {
  const poolId = poolOf(transaction, namedPool);
  const ledger = poolId === null ? emptyLedger : await loadPoolLedger(tx, poolId);
  const result = applyTransaction(ledger, transaction);
  if (!result.ok) throw new Error(`Ledger refused ${transaction.id} (${result.reason}): ${result.message}`);
  if (result.outcome === 'duplicate') return 'duplicate';
  await tx.insert(ledgerTransactions).values({
    id: transaction.id,
    phase: transaction.phase,
    pendingId: 'pendingId' in transaction ? transaction.pendingId : null,
    poolId,
    paymentIntentId: transaction.payment?.paymentIntentId ?? null,
    step: transaction.payment?.step ?? null,
    createdAt: now,
  });
  await tx.insert(ledgerEntries).values(
    transaction.entries.map((e) => ({ transactionId: transaction.id, side: e.side, account: e.account, amountCents: e.amountCents })),
  );
  return 'applied';
}
