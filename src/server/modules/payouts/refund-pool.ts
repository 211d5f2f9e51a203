import { and, eq, inArray, sql } from 'drizzle-orm';
import { cancelTx, refundTx } from '../../../domain/ledger-payments';
import { recordAudit } from '../../audit';
import { eachPoolApart, type PoolAttempt } from '../../core/herd';
import type { UseCase } from '../../core/use-case';
import type { Tx } from '../../db/client';
import { payments, pools, squareHolds, users, type PaymentRow } from '../../db/schema';
import { poolRefundedMail, queueMail } from '../../mail';
import { appendLedgerTransaction } from '../ledger';
import { mailPoolOf } from './mail-pool';

export type RefundReason = 'unfilled_at_kickoff' | 'admin_refund' | 'admin_refund_escrow' | 'organizer_cancel';

export interface RefundInput {
  poolId: number;
  reason: RefundReason;
  actorUserId?: string;
  /** Whether each player gets a 'pool refunded' e-mail (default true; the auto-refund setting may turn it off). */
  notifyPlayers?: boolean;
}

export type RefundOutcome = { poolId: number; paymentsRefunded: number };

const REASON_TEXT: Record<RefundReason, string> = {
  unfilled_at_kickoff: 'it did not fill before kickoff',
  admin_refund: 'it was refunded by the site',
  admin_refund_escrow: 'it was refunded by the site',
  organizer_cancel: 'its organizer cancelled it before kickoff',
};

/**
 * Gives every paid entry of a pool back (D5), in one transaction under the pool's row lock:
 * an authorization is voided (ledger cancel), a capture refunded (ledger refund), each payment marked
 * refunded and owing its provider the matching cancel or refund under its own stored idempotency key
 * (done after commit and retried by the payments ticker until done, so a crash midway resumes and never
 * doubles); checkouts still open are released; the pool is cancelled with its refund pending until the
 * provider has done every one; one notice per player is queued in the outbox (unless `notifyPlayers` is
 * false). Running it again on the same pool refunds nothing twice: only payments still 'completed' are
 * touched.
 */
export const refundPoolPayments: UseCase<RefundInput, RefundOutcome> = async ({ tx, now }, { poolId, reason, actorUserId, notifyPlayers = true }) => {
  const [pool] = await tx.select().from(pools).where(eq(pools.id, poolId)).for('update');
  if (!pool) return { poolId, paymentsRefunded: 0 };
  const due = await tx.select().from(payments).where(and(eq(payments.poolId, poolId), eq(payments.status, 'completed')));
  for (const payment of due) await refundOne(tx, now, payment);

  // Checkouts still waiting are released (their intents owe a cancel); their squares go with the pool.
  const waiting = await tx
    .update(payments)
    .set({ status: 'released', outcomeReason: 'pool_closed', releasedAt: now, providerAction: 'cancel', providerActionKey: sql`'cancel:' || ${payments.id}`, updatedAt: now })
    .where(and(eq(payments.poolId, poolId), inArray(payments.status, ['creating', 'awaiting_payment'])))
    .returning({ id: payments.id });
  if (waiting.length) await tx.delete(squareHolds).where(inArray(squareHolds.paymentId, waiting.map((w) => w.id)));

  const anyPaid = due.length > 0 || (await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.poolId, poolId), eq(payments.status, 'refunded'))).limit(1)).length > 0;
  await tx
    .update(pools)
    .set({ status: 'cancelled', refundState: anyPaid ? (pool.refundState === 'refunded' ? 'refunded' : 'pending') : null, updatedAt: now })
    .where(eq(pools.id, poolId));

  const byPlayer = new Map<string, number>();
  for (const p of due) byPlayer.set(p.userId, (byPlayer.get(p.userId) ?? 0) + p.amountCents);
  if (byPlayer.size > 0 && notifyPlayers) {
    const people = await tx.select({ id: users.id, email: users.email, firstName: users.firstName }).from(users).where(inArray(users.id, [...byPlayer.keys()]));
    const mailPool = (await mailPoolOf(tx, poolId))!;
    for (const person of people) {
      if (!person.email) continue;
      const amountCents = byPlayer.get(person.id)!;
      const mail = poolRefundedMail({ firstName: person.firstName, pool: mailPool, reason: REASON_TEXT[reason], amountCents });
      await queueMail(tx, { kind: 'pool_refunded', dedupeKey: `pool_refunded:${poolId}:${person.id}`, userId: person.id, email: person.email, ...mail, payload: { poolId, amountCents, reason }, now });
    }
  }
  if (reason !== 'unfilled_at_kickoff' || due.length > 0) {
    await recordAudit(tx, {
      action: reason === 'admin_refund_escrow' ? 'escrow_refunded' : reason === 'organizer_cancel' ? 'pool_cancelled_by_organizer' : 'pool_refunded',
      at: now,
      actorUserId: actorUserId ?? null,
      details: { poolId, reason, payments: due.length, amountCents: due.reduce((sum, p) => sum + p.amountCents, 0) },
    });
  }
  return { poolId, paymentsRefunded: due.length };
};

/**
 * A page of cancelled pools refunded in one transaction (the escrow tick's herd), each in a savepoint of
 * its own: one that fails is rolled back alone and tried again next tick.
 */
export const refundPools: UseCase<Omit<RefundInput, 'poolId'> & { poolIds: readonly number[] }, PoolAttempt<RefundOutcome>[]> = (ctx, { poolIds, ...input }) =>
  eachPoolApart(ctx, poolIds, (poolCtx, poolId) => refundPoolPayments(poolCtx, { ...input, poolId }));

async function refundOne(tx: Tx, now: Date, payment: PaymentRow): Promise<void> {
  const ref = { paymentIntentId: payment.intentId!, poolId: payment.poolId, amountCents: payment.amountCents };
  const authorized = payment.intentStatus === 'requires_capture';
  await appendLedgerTransaction(tx, authorized ? cancelTx(ref) : refundTx(ref), now);
  const action = authorized ? 'cancel' : 'refund';
  await tx
    .update(payments)
    .set({ status: 'refunded', outcomeReason: 'pool_closed', providerAction: action, providerActionKey: `pool-${action}:${payment.id}`, providerActionDoneAt: null, updatedAt: now })
    .where(eq(payments.id, payment.id));
}

/** Cancelled pools whose refunds the provider has finished: 'pending' becomes 'refunded'. */
export const markRefundsDone: UseCase<void, number> = async ({ tx, now }) => {
  const done = await tx.execute<{ id: number }>(sql`
    update pools set refund_state = 'refunded', updated_at = ${now}
    where refund_state = 'pending' and status = 'cancelled'
      and not exists (select 1 from payments p where p.pool_id = pools.id and p.status = 'completed')
      and not exists (select 1 from payments p where p.pool_id = pools.id and p.provider_action is not null and p.provider_action_done_at is null)
    returning id`);
  return ((done as { rows?: unknown[] }).rows ?? []).length;
};
