import { eq, sql, type SQL } from 'drizzle-orm';
import { balances } from '../../src/domain/ledger';
import { poolEscrowAccount } from '../../src/domain/ledger-accounts';
import { poolEscrow } from '../../src/domain/ledger-escrow';
import type { Db } from '../../src/server/db/client';
import { pools } from '../../src/server/db/schema';
import { ledgerFromStored, poolLedgerJson, type StoredTransaction } from '../../src/server/modules/ledger';

/** The one row a raw aggregate query answers (node-postgres and PGlite both answer `{ rows }`). */
export async function firstRow<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T> {
  const result = (await db.execute<T>(query)) as unknown as { rows: T[] };
  return result.rows[0]!;
}

export interface PaymentsAudit {
  /** Every broken invariant, in words (empty when all hold). */
  problems: string[];
  /** Squares owned twice, pools over their size, players over a pool's limit. */
  oversold: number;
  /** Squares sold in paid pools. */
  sold: number;
  /** Paid squares owned without a completed payment for them, plus completed payments' squares not owned. */
  unpaid: number;
  /** Paid pools sold out (status full). */
  full: number;
  /** Payments authorized or captured at the provider (and not refunded) that bought nothing. */
  chargedWithoutSquares: number;
  /** Every ledger transaction sums to zero and, per pool, escrow = completed payments. */
  ledgerBalanced: boolean;
  /** Holds and checkouts still open. */
  holdsLeft: number;
  /** Webhook events marked delivered that the webhook route never recorded. */
  unhandledWebhooks: number;
}

/** Oversold boards in the whole database: squares owned twice, pools over their size, players over a pool's limit. */
export function oversoldSquares(db: Db): Promise<{ doubled: number; overfull: number; overlimit: number }> {
  return firstRow(db, sql`select
    (select count(*)::int from (select 1 from squares group by pool_id, row, col having count(*) > 1) d) as doubled,
    (select count(*)::int from (select 1 from squares s join pools p on p.id = s.pool_id group by s.pool_id, p.max_participants
       having count(*) > p.max_participants) f) as overfull,
    (select count(*)::int from (select 1 from squares s join pools p on p.id = s.pool_id group by s.pool_id, s.user_id, p.max_squares_per_player
       having count(*) > p.max_squares_per_player) l) as overlimit`);
}

/**
 * The money and board invariants of paid entries, checked on the whole database after a
 * run in which every checkout has ended and nothing was captured or settled later: boards not oversold,
 * paid squares and completed payments one to one, nothing charged without squares, the ledger balanced
 * and, for each of `poolIds`, its escrow (authorized and captured) = its completed payments.
 */
export async function auditPayments(db: Db, poolIds: readonly number[]): Promise<PaymentsAudit> {
  const problems: string[] = [];
  const one = <T extends Record<string, unknown>>(query: SQL) => firstRow<T>(db, query);

  const oversold = await oversoldSquares(db);
  const oversoldCount = oversold.doubled + oversold.overfull + oversold.overlimit;
  if (oversoldCount > 0) problems.push(`oversold: ${JSON.stringify(oversold)}`);

  // Paid squares and completed payments match one to one.
  const paid = await one<{ sold: number; unpaid: number; paidSquares: number; missing: number; full: number; undrawn: number }>(sql`select
    (select count(*)::int from squares s join pools p on p.id = s.pool_id where p.entry_fee_cents > 0) as sold,
    (select count(*)::int from squares s join pools p on p.id = s.pool_id where p.entry_fee_cents > 0 and not exists (
       select 1 from payments pm where pm.pool_id = s.pool_id and pm.user_id = s.user_id and pm.status = 'completed'
         and pm.squares @> jsonb_build_array(jsonb_build_array(s.row, s.col)))) as unpaid,
    (select coalesce(sum(jsonb_array_length(squares)), 0)::int from payments where status = 'completed') as "paidSquares",
    (select count(*)::int from payments pm cross join lateral jsonb_array_elements(pm.squares) sq
       where pm.status = 'completed' and not exists (select 1 from squares s where s.pool_id = pm.pool_id and s.user_id = pm.user_id
         and s.row = (sq->>0)::int and s.col = (sq->>1)::int)) as missing,
    (select count(*)::int from pools where status = 'full' and entry_fee_cents > 0) as full,
    (select count(*)::int from pools p where p.entry_fee_cents > 0 and p.row_digits is null
       and (select count(*) from squares s where s.pool_id = p.id) >= p.max_participants) as undrawn`);
  if (paid.unpaid > 0) problems.push(`${paid.unpaid} paid square(s) owned without a completed payment for them`);
  if (paid.missing > 0) problems.push(`${paid.missing} square(s) of completed payments not owned by the payer`);
  if (paid.paidSquares !== paid.sold) problems.push(`completed payments cover ${paid.paidSquares} squares, ${paid.sold} are owned`);
  if (paid.undrawn > 0) problems.push(`${paid.undrawn} sold-out pool(s) without digits`);

  // Money in at the provider (authorized or captured, not refunded) only for completed purchases.
  const charged = await one<{ n: number }>(sql`select count(*)::int as n from sandbox_payment_intents i
    join payments pm on pm.intent_id = i.id
    where i.intent->>'status' in ('requires_capture', 'succeeded') and coalesce((i.intent->>'amountRefundedCents')::int, 0) = 0
      and pm.status <> 'completed'`);
  if (charged.n > 0) problems.push(`${charged.n} payment(s) authorized or captured at the provider without squares`);

  // Ledger: every transaction has entries and sums to zero; per pool, escrow = completed payments.
  const ledger = await one<{ unbalanced: number; empty: number }>(sql`select
    (select count(*)::int from (select transaction_id from ledger_entries group by transaction_id
       having sum(case when side = 'debit' then amount_cents else 0 end) <> sum(case when side = 'credit' then amount_cents else 0 end)) u) as unbalanced,
    (select count(*)::int from ledger_transactions lt where not exists (select 1 from ledger_entries le where le.transaction_id = lt.id)) as empty`);
  let ledgerBalanced = ledger.unbalanced === 0 && ledger.empty === 0;
  if (!ledgerBalanced) problems.push(`ledger: ${ledger.unbalanced} unbalanced transaction(s), ${ledger.empty} without entries`);
  for (const poolId of poolIds) {
    const [row] = await db
      .select({
        ledger: poolLedgerJson(poolId),
        authorized: sql<number>`(select coalesce(sum(amount_cents), 0)::int from payments
          where pool_id = ${poolId} and status = 'completed' and intent_status = 'requires_capture')`,
        captured: sql<number>`(select coalesce(sum(amount_cents), 0)::int from payments
          where pool_id = ${poolId} and status = 'completed' and intent_status = 'succeeded')`,
      })
      .from(pools)
      .where(eq(pools.id, poolId));
    try {
      const stored = ledgerFromStored((row?.ledger ?? []) as StoredTransaction[]);
      const e = poolEscrow(stored, poolId);
      const account = balances(stored).get(poolEscrowAccount(poolId)) ?? { postedCents: 0, pendingCents: 0 };
      const completed = row!.authorized + row!.captured;
      const inEscrow = e.collectedCents - e.refundedCents - e.houseFeeCents - e.nonprofitCents - e.prizesCents;
      // Nothing is captured later in this run: authorizations stay pending, direct captures are posted.
      if (
        inEscrow !== completed ||
        account.postedCents + account.pendingCents !== completed ||
        e.authorizedCents !== row!.authorized ||
        e.capturedCents !== row!.captured
      ) {
        ledgerBalanced = false;
        problems.push(
          `pool ${poolId}: escrow ${inEscrow} (${JSON.stringify(e)}; account ${JSON.stringify(account)}) ` +
            `but completed payments authorized ${row!.authorized} + captured ${row!.captured}`,
        );
      }
    } catch (error) {
      ledgerBalanced = false;
      problems.push(`pool ${poolId}: ${(error as Error).message}`);
    }
  }

  // Every delivered event was handled once by the webhook route (recorded by event id, D8).
  const webhooks = await one<{ unhandled: number }>(sql`select count(*)::int as unhandled from sandbox_events se
    where se.delivered_at is not null and not exists (select 1 from webhook_events we where we.id = se.id)`);
  if (webhooks.unhandled > 0) problems.push(`${webhooks.unhandled} webhook event(s) marked delivered but not recorded by the webhook route`);

  const holds = await one<{ holds: number; open: number }>(sql`select
    (select count(*)::int from square_holds) as holds,
    (select count(*)::int from payments where status in ('creating', 'awaiting_payment')) as open`);
  const holdsLeft = holds.holds + holds.open;
  if (holdsLeft > 0) problems.push(`${holds.holds} hold(s) and ${holds.open} open checkout(s) left after every checkout ended`);

  return {
    problems,
    oversold: oversoldCount,
    sold: paid.sold,
    unpaid: paid.unpaid + paid.missing,
    full: paid.full,
    chargedWithoutSquares: charged.n,
    ledgerBalanced,
    holdsLeft,
    unhandledWebhooks: webhooks.unhandled,
  };
}
