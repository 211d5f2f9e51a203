/**
 * What is known about a cancel or refund the provider refused (table provider_action_queue, keyed by the
 * action's idempotency key): how often it was tried, when the next try is due (backoff, bounded:
 * domain/provider-action-retry.ts), and, once a person must settle it, why — the operator queue the
 * console's System tab shows. Marking one handled records that an operator settled it by hand: the
 * payment owes its provider nothing more.
 */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { notFound } from '../../../domain/errors';
import { nextProviderActionAttempt } from '../../../domain/provider-action-retry';
import { recordAudit } from '../../audit';
import type { UseCase } from '../../core/use-case';
import type { Db, Tx } from '../../db/client';
import { payments, pools, providerActionQueue, users, type ProviderActionQueueRow } from '../../db/schema';
import { lockPayment } from './payment-record';

export type OperatorReason = NonNullable<ProviderActionQueueRow['operatorReason']>;

type ActionRef = { paymentId: string; key: string; action: ProviderActionQueueRow['action'] };

async function rowOf(tx: Tx | Db, key: string): Promise<ProviderActionQueueRow | undefined> {
  const [row] = await tx.select().from(providerActionQueue).where(eq(providerActionQueue.actionKey, key));
  return row;
}

/** The queue's row for an action key, if it ever failed. */
export function providerActionStateOf(db: Db, key: string): Promise<ProviderActionQueueRow | undefined> {
  return rowOf(db, key);
}

/**
 * Under the payment's row lock: the action must still be the one owed (a rejection may have replaced a
 * cancel with a refund meanwhile, or it was done), else nothing is recorded.
 */
async function stillOwed(tx: Tx, { paymentId, key }: ActionRef): Promise<boolean> {
  const payment = await lockPayment(tx, paymentId);
  return payment !== undefined && payment.providerActionKey === key && payment.providerActionDoneAt === null;
}

async function save(tx: Tx, now: Date, ref: ActionRef, existing: ProviderActionQueueRow | undefined, values: Partial<ProviderActionQueueRow>): Promise<void> {
  if (existing) {
    await tx.update(providerActionQueue).set({ ...values, updatedAt: now }).where(eq(providerActionQueue.id, existing.id));
  } else {
    await tx.insert(providerActionQueue).values({ actionKey: ref.key, paymentId: ref.paymentId, action: ref.action, createdAt: now, updatedAt: now, ...values });
  }
}

export type FailureOutcome = { state: 'retry'; attempts: number; nextAttemptAt: Date } | { state: 'operator'; attempts: number } | { state: 'stale' };

/** One failed attempt: the next is due after the backoff, or, the attempts used up, an operator takes over. */
export const recordProviderActionFailure: UseCase<ActionRef & { error: string }, FailureOutcome> = async ({ tx, now }, input) => {
  if (!(await stillOwed(tx, input))) return { state: 'stale' };
  const existing = await rowOf(tx, input.key);
  if (existing?.operatorReason) return { state: 'operator', attempts: existing.attempts };
  const attempts = (existing?.attempts ?? 0) + 1;
  const next = nextProviderActionAttempt(attempts, now);
  const lastError = input.error.slice(0, 1000);
  if (next) {
    await save(tx, now, input, existing, { attempts, nextAttemptAt: next, lastError });
    return { state: 'retry', attempts, nextAttemptAt: next };
  }
  await save(tx, now, input, existing, {
    attempts,
    nextAttemptAt: null,
    lastError,
    operatorReason: 'attempts_exhausted',
    operatorDetail: `The provider refused this ${input.action} ${attempts} times; it is no longer retried automatically.`,
    operatorSince: now,
  });
  return { state: 'operator', attempts };
};

/** An action the app cannot complete by itself: no more automatic attempts, an operator settles it. */
export const handProviderActionToOperator: UseCase<ActionRef & { reason: OperatorReason; detail: string; error?: string }, boolean> = async (
  { tx, now },
  input,
) => {
  if (!(await stillOwed(tx, input))) return false;
  const existing = await rowOf(tx, input.key);
  if (existing?.operatorReason) return false;
  await save(tx, now, input, existing, {
    attempts: (existing?.attempts ?? 0) + 1,
    nextAttemptAt: null,
    ...(input.error ? { lastError: input.error.slice(0, 1000) } : {}),
    operatorReason: input.reason,
    operatorDetail: input.detail,
    operatorSince: now,
  });
  return true;
};

/** A user as people read them: e-mail, else name (as the audit log names them). */
const playerLabel = sql<string | null>`coalesce(${users.email}, nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), ''))`;

export type OperatorQueueItem = Awaited<ReturnType<typeof operatorQueue>>[number];

/** The operator queue, oldest first: actions waiting for a person, each with its payment, pool and player. */
export async function operatorQueue(db: Db, options: { id?: number; limit?: number } = {}) {
  return db
    .select({
      id: providerActionQueue.id,
      action: providerActionQueue.action,
      reason: providerActionQueue.operatorReason,
      detail: providerActionQueue.operatorDetail,
      lastError: providerActionQueue.lastError,
      attempts: providerActionQueue.attempts,
      since: providerActionQueue.operatorSince,
      handledAt: providerActionQueue.handledAt,
      paymentId: payments.id,
      intentId: payments.intentId,
      provider: payments.provider,
      amountCents: payments.amountCents,
      paymentStatus: payments.status,
      poolId: pools.id,
      poolName: pools.name,
      playerId: users.id,
      playerLabel,
    })
    .from(providerActionQueue)
    .innerJoin(payments, eq(payments.id, providerActionQueue.paymentId))
    .innerJoin(pools, eq(pools.id, payments.poolId))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(
      options.id === undefined
        ? and(isNotNull(providerActionQueue.operatorReason), isNull(providerActionQueue.handledAt))
        : and(isNotNull(providerActionQueue.operatorReason), eq(providerActionQueue.id, options.id)),
    )
    .orderBy(asc(providerActionQueue.operatorSince), asc(providerActionQueue.id))
    .limit(options.limit ?? 200);
}

/**
 * An operator settled a queued action by hand (a refund in the provider's dashboard, say): the payment
 * owes its provider nothing more, so the tickers stop and a pool's refund can finish. Audited; marking
 * one already handled changes nothing.
 */
export const markProviderActionHandled: UseCase<{ id: number; actorUserId: string; ip?: string | null }, void> = async ({ tx, now }, input) => {
  const [row] = await tx.select().from(providerActionQueue).where(eq(providerActionQueue.id, input.id)).for('update');
  if (!row || !row.operatorReason) throw notFound(`No payment action ${input.id} is waiting for an operator`);
  if (row.handledAt) return;
  await tx.update(providerActionQueue).set({ handledAt: now, handledBy: input.actorUserId, updatedAt: now }).where(eq(providerActionQueue.id, row.id));
  await tx
    .update(payments)
    .set({ providerActionDoneAt: now, updatedAt: now })
    .where(and(eq(payments.id, row.paymentId), eq(payments.providerActionKey, row.actionKey), isNull(payments.providerActionDoneAt)));
  const [payment] = await tx.select({ userId: payments.userId, intentId: payments.intentId }).from(payments).where(eq(payments.id, row.paymentId));
  await recordAudit(tx, {
    action: 'provider_action_handled',
    at: now,
    actorUserId: input.actorUserId,
    subjectUserId: payment?.userId ?? null,
    ip: input.ip ?? null,
    details: { queueId: row.id, paymentId: row.paymentId, intentId: payment?.intentId ?? null, action: row.action, reason: row.operatorReason },
  });
};
