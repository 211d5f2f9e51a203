/**
 * The player's ledger lines (domain/statement-movements.ts LedgerLine), selected from the ledger and the
 * payment, payout and prize-claim records only: nothing about the statement is stored. A line is the
 * player's when its payment intent is one of their payments, or when its id is one their prizes can have
 * (their payouts' current revisions and their claim records: prizeLedgerIds).
 */
import { and, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PaymentStep } from '../../../domain/ledger';
import { prizeLedgerIds, type LedgerLine, type PlayerPrize, type PrizeLedgerRef } from '../../../domain/statement-movements';
import type { StatementCursor } from '../../../domain/statement-cursor';
import type { Db } from '../../db/client';
import { games, ledgerTransactions, payments, payouts, pools, prizeClaims } from '../../db/schema';

export type LineQuery = {
  userId: string;
  /** A claim waiting for its transfer is queued for an admin (the provider pays no winner by itself). */
  manualPayout: boolean;
  /** Older than this line (the order is newest first: at, then id). */
  before?: StatementCursor | undefined;
  limit?: number | undefined;
  /** Lines at or after `start` and before `end`. */
  period?: { start: Date; end: Date } | undefined;
  /** Prize lines only (the yearly winnings). */
  prizesOnly?: boolean;
};

/** Every prize revision the player won: their payouts' current revisions, and older revisions their claim records keep. */
async function playerPrizes(db: Db, userId: string): Promise<(PlayerPrize & { transactionId?: string })[]> {
  const current = await db
    .select({
      payoutId: payouts.id,
      poolId: payouts.poolId,
      period: payouts.period,
      role: payouts.role,
      revision: payouts.revision,
      transactionId: payouts.prizeTransactionId,
    })
    .from(payouts)
    .where(and(eq(payouts.userId, userId), sql`${payouts.amountCents} > 0`));
  const claims = await db
    .select({
      payoutId: prizeClaims.payoutId,
      poolId: prizeClaims.poolId,
      revision: prizeClaims.revision,
      claimState: prizeClaims.state,
      period: payouts.period,
      role: payouts.role,
    })
    .from(prizeClaims)
    .innerJoin(payouts, eq(payouts.id, prizeClaims.payoutId))
    .where(eq(prizeClaims.userId, userId));
  const claimOf = (payoutId: number, revision: number) => claims.find((c) => c.payoutId === payoutId && c.revision === revision)?.claimState ?? null;
  const older = claims.filter((c) => !current.some((p) => p.payoutId === c.payoutId && p.revision === c.revision));
  return [...current.map((p) => ({ ...p, claimState: claimOf(p.payoutId, p.revision) })), ...older];
}

type Row = {
  id: string;
  at: Date;
  poolId: number | null;
  step: PaymentStep | null;
  amountCents: number;
  paymentSteps: PaymentStep[] | null;
  returnOwed: boolean | null;
  poolName: string;
  homeTeam: string;
  awayTeam: string;
};

function toLine(row: Row, prizes: Map<string, PrizeLedgerRef>, manualPayout: boolean): LedgerLine {
  const prize = prizes.get(row.id);
  const facts: LedgerLine['facts'] =
    row.step !== null
      ? { source: 'payment', step: row.step, paymentSteps: row.paymentSteps ?? [row.step], returnOwed: row.returnOwed === true }
      : { source: 'prize', event: prize!.event, claimState: prize!.claimState, manualPayout };
  return {
    id: row.id,
    at: row.at,
    poolId: row.poolId!,
    poolName: row.poolName,
    game: `${row.awayTeam} @ ${row.homeTeam}`,
    ledgerAmountCents: Number(row.amountCents),
    facts,
  };
}

/** The player's ledger lines, newest first (created_at, then id: a total order, so a cursor never skips or repeats a line). */
export async function playerLedgerLines(db: Db, query: LineQuery): Promise<LedgerLine[]> {
  const prizes = prizeLedgerIds(await playerPrizes(db, query.userId));
  const t = ledgerTransactions;
  const theirIntents = db.select({ id: payments.intentId }).from(payments).where(and(eq(payments.userId, query.userId), isNotNull(payments.intentId)));
  const prizeIds = [...prizes.keys()];
  const mine: (SQL | undefined)[] = [
    query.prizesOnly ? undefined : inArray(t.paymentIntentId, theirIntents),
    prizeIds.length > 0 ? and(inArray(t.id, prizeIds), sql`${t.paymentIntentId} is null`) : undefined,
  ];
  if (mine.every((condition) => condition === undefined)) return [];
  const { before, period } = query;
  const select = db
    .select({
      id: t.id,
      at: t.createdAt,
      poolId: t.poolId,
      step: t.step,
      amountCents: sql<number>`(select coalesce(sum(le.amount_cents), 0)::int from ledger_entries le where le.transaction_id = ${t.id} and le.side = 'credit')`,
      paymentSteps: sql<PaymentStep[] | null>`(select json_agg(other.step) from ledger_transactions other where other.payment_intent_id = ${t.paymentIntentId})`,
      returnOwed: sql<boolean | null>`(select pay.provider_action is not null and pay.provider_action_done_at is null from payments pay where pay.intent_id = ${t.paymentIntentId})`,
      poolName: pools.name,
      homeTeam: games.homeTeam,
      awayTeam: games.awayTeam,
    })
    .from(t)
    .innerJoin(pools, eq(pools.id, t.poolId))
    .innerJoin(games, eq(games.id, pools.gameId))
    .where(
      and(
        or(...mine),
        before ? or(lt(t.createdAt, before.at), and(eq(t.createdAt, before.at), lt(t.id, before.id))) : undefined,
        period ? and(gte(t.createdAt, period.start), lt(t.createdAt, period.end)) : undefined,
      ),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .$dynamic();
  const rows = await (query.limit === undefined ? select : select.limit(query.limit));
  return rows.map((row) => toLine(row as Row, prizes, query.manualPayout));
}
