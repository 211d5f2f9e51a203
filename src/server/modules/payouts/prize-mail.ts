import { eq, sql } from 'drizzle-orm';
import { PRIZE_CLAIM_DAYS, claimDeadline } from '../../../domain/ledger-settlement';
import type { UseCase } from '../../core/use-case';
import type { Db, Tx } from '../../db/client';
import { payouts, users, type PayoutRow, type PoolRow } from '../../db/schema';
import { periodWonMail, prizeClaimReminderMail, queueMail } from '../../mail';
import { mailPoolOf } from './mail-pool';

/** The claim reminder goes out this many days before the claim deadline. */
export const REMINDER_DAYS_BEFORE_DEADLINE = 7;

async function winnerOf(tx: Tx, payout: PayoutRow): Promise<{ email: string; firstName: string | null } | null> {
  if (!payout.userId) return null;
  const [winner] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, payout.userId));
  return winner?.email ? { email: winner.email, firstName: winner.firstName } : null;
}

/**
 * 'You won a period': queued in the transaction that paid the period's prize out of escrow (pay-out-pool),
 * once per payout revision (a correction that changes the winner tells the new one).
 */
export async function queuePeriodWonMail(tx: Tx, input: { pool: Pick<PoolRow, 'id'>; payout: PayoutRow; publicUrl: string; now: Date }): Promise<void> {
  const { payout } = input;
  const winner = await winnerOf(tx, payout);
  if (!winner || payout.amountCents <= 0) return;
  const pool = await mailPoolOf(tx, input.pool.id);
  if (!pool) return;
  const mail = periodWonMail({
    publicUrl: input.publicUrl,
    firstName: winner.firstName,
    pool,
    period: payout.period,
    amountCents: payout.amountCents,
    claimDeadline: claimDeadline(payout.settledAt),
  });
  await queueMail(tx, {
    kind: 'period_won',
    dedupeKey: `period_won:${payout.id}:r${payout.revision}`,
    userId: payout.userId,
    email: winner.email,
    ...mail,
    payload: { poolId: input.pool.id, payoutId: payout.id, revision: payout.revision, period: payout.period, amountCents: payout.amountCents },
    now: input.now,
  });
}

/**
 * Prizes paid out of escrow, not claimed, whose deadline is at most 7 days away and not passed, and
 * whose reminder (one per payout revision) was not queued yet.
 */
export async function prizesToRemind(db: Db, now: Date): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select p.id from payouts p
    where p.amount_cents > 0 and p.user_id is not null
      and p.settled_at + interval '${sql.raw(String(PRIZE_CLAIM_DAYS - REMINDER_DAYS_BEFORE_DEADLINE))} days' <= ${now}
      and p.settled_at + interval '${sql.raw(String(PRIZE_CLAIM_DAYS))} days' >= ${now}
      and not exists (select 1 from prize_claims c where c.payout_id = p.id and c.revision = p.revision)
      and exists (select 1 from ledger_transactions lt where lt.id = p.prize_transaction_id)
      and not exists (select 1 from outbox o where o.dedupe_key = 'prize_claim_reminder:' || p.id || ':r' || p.revision)
    order by p.id limit 200`);
  return ((result as { rows?: { id: number }[] }).rows ?? []).map((r) => r.id);
}

/** Queues the claim reminder of one prize (the payments ticker, escrow-tick.ts); false if there was nothing to remind. */
export const queuePrizeReminder: UseCase<{ payoutId: number; publicUrl: string }, boolean> = async ({ tx, now }, input) => {
  const [payout] = await tx.select().from(payouts).where(eq(payouts.id, input.payoutId));
  if (!payout) return false;
  const deadline = claimDeadline(payout.settledAt);
  if (now.getTime() > deadline.getTime()) return false;
  const winner = await winnerOf(tx, payout);
  const pool = await mailPoolOf(tx, payout.poolId);
  if (!winner || !pool) return false;
  const mail = prizeClaimReminderMail({
    publicUrl: input.publicUrl,
    firstName: winner.firstName,
    pool,
    period: payout.period,
    amountCents: payout.amountCents,
    claimDeadline: deadline,
  });
  const id = await queueMail(tx, {
    kind: 'prize_claim_reminder',
    dedupeKey: `prize_claim_reminder:${payout.id}:r${payout.revision}`,
    userId: payout.userId,
    email: winner.email,
    ...mail,
    payload: { poolId: payout.poolId, payoutId: payout.id, revision: payout.revision, period: payout.period, amountCents: payout.amountCents },
    now,
  });
  return id !== null;
};
