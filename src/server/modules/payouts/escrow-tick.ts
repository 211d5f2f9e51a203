import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { HERD_BATCH, runHerd, type HerdBatch, type HerdOptions, type HerdPage, type PoolAttempt } from '../../core/herd';
import type { Db } from '../../db/client';
import { payments, pools, type PaymentRow } from '../../db/schema';
import { PaymentProviderError } from '../../payments';
import type { Workflow } from '../../core/workflow';
import { paymentsOwingProviderActions, performProviderAction, type PaymentDeps } from '../payments';
import { payOutPools } from './pay-out-pool';
import { recordCapture } from './record-capture';
import { markRefundsDone, refundPools } from './refund-pool';
import { claimsAwaitingTransfer, expirePrize, prizesToExpire, transferClaim } from './prize-claims';
import { prizesToRemind, queuePrizeReminder } from './prize-mail';
import { readAutoRefundSettings } from '../site-admin';
import type { SplitRule } from './pool-split';

/** Authorizations are captured this long before they would lapse (postponed games, D18). */
export const CAPTURE_AHEAD_MS = 24 * 3600_000;

export interface EscrowTickReport {
  captured: number;
  paidOut: number;
  refundedPools: number;
  actionsDone: number;
  prizesExpired: number;
  prizesTransferred: number;
  /** Claim reminders queued (7 days before the deadline). */
  remindersQueued: number;
  /** Transactions the pay-outs and refunds ran (a page of up to HERD_BATCH pools each). */
  batches: number;
}

/**
 * Captures one authorization at the provider (key stored: `capture:<payment>`), then posts it in the
 * ledger. A capture the provider already did (a retry after a crash) is read back and posted too.
 */
export const capturePayment: Workflow<PaymentDeps, PaymentRow, boolean> = async (deps, payment) => {
  if (!payment.intentId || payment.intentStatus !== 'requires_capture') return false;
  try {
    await deps.payments.captureIntent(payment.intentId, { idempotencyKey: `capture:${payment.id}` });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    const intent = await deps.payments.retrieveIntent(payment.intentId);
    if (intent?.status !== 'succeeded') {
      deps.log.error({ err: error, paymentId: payment.id, status: intent?.status }, 'authorization could not be captured');
      return false;
    }
  }
  await deps.run(recordCapture, { paymentId: payment.id });
  return true;
};

/**
 * Completed paid pools whose payouts changed since they were last paid out (or were never paid out), a
 * page of them in id order: the candidates only. What each is owed (fee, nonprofit share, prizes,
 * reversals) is the domain's to compute when the pool is paid out (payOutPool); the pool then records
 * the payouts revision it paid, and drops out of this list (the partial index pools_payout_owed_idx).
 */
export async function poolsToPayOut(db: Db, page: HerdPage): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select p.id from pools p
    -- one completed payment is enough; a lateral with a limit is looked up per candidate, never a scan of all payments
    cross join lateral (select 1 from payments pay where pay.pool_id = p.id and pay.status = 'completed' limit 1) paid
    where p.status = 'completed' and p.entry_fee_cents > 0 and p.collection = 'squares'
      and p.paid_out_revision is distinct from p.payouts_revision and p.id > ${page.afterPoolId}
    order by p.id limit ${page.limit}`);
  return ((result as { rows?: { id: number }[] }).rows ?? []).map((r) => r.id);
}

/**
 * The money side of the lifecycle, one pass (the payments job runs it after the checkout housekeeping;
 * one process at a time, and safe if two did):
 * 1. authorizations close to lapsing, or of pools that completed, are captured;
 * 2. completed paid pools are paid out of escrow (fee, nonprofit, prizes; corrections re-settled);
 * 3. cancelled pools with refunds pending are refunded (unfilled at kickoff, D5), players e-mailed unless
 *    the auto-refund setting says otherwise;
 * 4. cancels and refunds owed to the provider are done, and pools whose refunds are all done say so;
 * 5. prizes not claimed within 30 days move to unclaimed prizes; interrupted claim transfers are finished;
 * 6. prizes still unclaimed 7 days before their deadline get a reminder queued (once per payout revision).
 * Pay-outs and refunds go in herds (core/herd.ts): a page of `herdBatch` pools per transaction, each pool
 * in a savepoint of its own, so that one that cannot be done yet does not hold back the others.
 */
export async function escrowTick(
  deps: PaymentDeps,
  now: Date,
  { herdBatch = HERD_BATCH, split }: { herdBatch?: number; /** How pots are split: the domain's unless a test passes another. */ split?: SplitRule } = {},
): Promise<EscrowTickReport> {
  const { db } = deps.database;
  const report: EscrowTickReport = { captured: 0, paidOut: 0, refundedPools: 0, actionsDone: 0, prizesExpired: 0, prizesTransferred: 0, remindersQueued: 0, batches: 0 };
  const herd: HerdOptions = { batchSize: herdBatch, onBatch: () => void report.batches++ };

  const dueForCapture = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(pools, eq(pools.id, payments.poolId))
    .where(
      and(
        eq(payments.status, 'completed'),
        eq(payments.intentStatus, 'requires_capture'),
        sql`(${pools.status} = 'completed' or (${pools.status} <> 'cancelled' and ${payments.captureBefore} <= ${new Date(now.getTime() + CAPTURE_AHEAD_MS)}))`,
      ),
    )
    .limit(200);
  for (const { payment } of dueForCapture) if (await capturePayment(deps, payment)) report.captured++;

  const paidOut = await runHerd(herd, async (page) => attemptsOf(page, await poolsToPayOut(db, page), (poolIds) => deps.run(payOutPools, { poolIds, publicUrl: deps.config.publicUrl, split }, now)));
  for (const attempt of paidOut) {
    if (!attempt.ok) deps.log.warn({ err: attempt.error, poolId: attempt.poolId }, 'pool not paid out yet');
    else if (attempt.value.written > 0) report.paidOut++;
  }

  // The operator's auto-refund setting says whether players are e-mailed about these refunds.
  let notifyPlayers: boolean | undefined;
  const refunded = await runHerd(herd, async (page) => {
    const poolIds = await poolsToRefund(db, page);
    if (poolIds.length > 0) notifyPlayers ??= (await readAutoRefundSettings(db)).settings.emailPlayers;
    return attemptsOf(page, poolIds, (ids) => deps.run(refundPools, { poolIds: ids, reason: 'unfilled_at_kickoff', notifyPlayers }, now));
  });
  for (const attempt of refunded) {
    if (attempt.ok) report.refundedPools++;
    else deps.log.warn({ err: attempt.error, poolId: attempt.poolId }, 'pool not refunded yet');
  }

  for (const payment of await paymentsOwingProviderActions(db, now, 200)) {
    if (await performProviderAction(deps, payment)) report.actionsDone++;
  }
  await deps.run(markRefundsDone, undefined, now);

  for (const payoutId of await prizesToExpire(db, now)) {
    // One prize that cannot expire (its pool being re-settled) must not stop the others.
    try {
      if (await deps.run(expirePrize, { payoutId }, now)) report.prizesExpired++;
    } catch (error) {
      deps.log.warn({ err: error, payoutId }, 'prize not expired yet');
    }
  }
  if (deps.payments.name === 'sandbox') {
    // A claim whose transfer a crash interrupted is paid now (Stripe's stay for an admin's manual payout).
    for (const claim of await claimsAwaitingTransfer(db)) if ((await transferClaim(deps, claim)).state === 'paid') report.prizesTransferred++;
  }

  for (const payoutId of await prizesToRemind(db, now)) {
    if (await deps.run(queuePrizeReminder, { payoutId, publicUrl: deps.config.publicUrl }, now)) report.remindersQueued++;
  }
  return report;
}

/** Cancelled pools with paid entries (or checkouts) still to give back, a page of them in id order. */
async function poolsToRefund(db: Db, page: HerdPage): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: pools.id })
    .from(pools)
    .innerJoin(payments, eq(payments.poolId, pools.id))
    .where(and(eq(pools.status, 'cancelled'), isNotNull(pools.refundState), inArray(payments.status, ['completed', 'creating', 'awaiting_payment']), gt(pools.id, page.afterPoolId)))
    .orderBy(asc(pools.id))
    .limit(page.limit);
  return rows.map((r) => r.id);
}

/** A herd page of per-pool attempts: one transaction for the page's pools, none when it has none. */
async function attemptsOf<T>(page: HerdPage, poolIds: number[], run: (poolIds: number[]) => Promise<PoolAttempt<T>[]>): Promise<HerdBatch<PoolAttempt<T>>> {
  const results = poolIds.length === 0 ? [] : await run(poolIds);
  return { results, pools: poolIds.length, lastPoolId: poolIds.at(-1) ?? page.afterPoolId };
}

/** For the admin release: every authorization of the pool captured now. */
export const captureAllOfPool: Workflow<PaymentDeps, number, number> = async (deps, poolId) => {
  const due = await deps.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.poolId, poolId), eq(payments.status, 'completed'), eq(payments.intentStatus, 'requires_capture')));
  let captured = 0;
  for (const payment of due) if (await capturePayment(deps, payment)) captured++;
  return captured;
};
