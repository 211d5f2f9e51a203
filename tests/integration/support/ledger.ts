import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { ledgerEntries, ledgerTransactions } from '../../../src/server/db/schema';

/**
 * Every ledger transaction with its number of entries and its net (debits minus credits, in cents):
 * a balanced ledger has at least two entries and a net of 0 in each.
 */
export function ledgerTransactionSums(db: Db): Promise<{ id: string; entries: number; net: number }[]> {
  return db
    .select({
      id: ledgerTransactions.id,
      entries: sql<number>`count(${ledgerEntries.id})`.mapWith(Number),
      net: sql<number>`coalesce(sum(case when ${ledgerEntries.side} = 'debit' then ${ledgerEntries.amountCents} else -${ledgerEntries.amountCents} end), 0)`.mapWith(Number),
    })
    .from(ledgerTransactions)
    .leftJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .groupBy(ledgerTransactions.id);
}
