import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, providerActionQueue, type PaymentRow } from '../../db/schema';
import { PaymentProviderError, type ProviderIntent } from '../../payments';
import type { UseCase } from '../../core/use-case';
import { completePurchase } from './complete-purchase';
import { auditPaymentMismatch, intentMismatches } from './intent-check';
import type { Workflow } from '../../core/workflow';
import type { PaymentDeps } from './ports';
import {
  handProviderActionToOperator,
  providerActionStateOf,
  recordProviderActionFailure,
  type OperatorReason,
} from './provider-action-queue';

const markDone: UseCase<{ paymentId: string; key: string }, void> = async ({ tx, now }, { paymentId, key }) => {
  // Only the action this key belongs to: a rejection may have queued a different one meanwhile.
  await tx
    .update(payments)
    .set({ providerActionDoneAt: now, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.providerActionKey, key)));
};

/**
 * Settling the purchase may turn an owed cancel into a refund (the player paid as the hold ended): two
 * steps. One call never takes more than this, whatever the provider answers.
 */
const MAX_STEPS = 3;

type Step =
  | { kind: 'done' }
  /** In the operator queue: not attempted until an operator marks it handled. */
  | { kind: 'waiting' }
  /** Settling the purchase changed what is owed: do that next. */
  | { kind: 'next'; payment: PaymentRow }
  | { kind: 'retry'; error: string }
  | { kind: 'operator'; reason: OperatorReason; detail: string; error?: string };

const DONE: Step = { kind: 'done' };

function describe(error: PaymentProviderError): string {
  return `${error.code ?? 'provider_error'}: ${error.message}`;
}

/**
 * Does what a payment owes its provider (a cancel of an intent nobody paid, a cancel or refund of a
 * payment that bought nothing), with the idempotency key stored when the debt was recorded (D8). If a
 * cancel finds the intent already authorized or captured (the player paid just as the hold ended), the
 * purchase is settled first (complete-purchase rejects it: the checkout was released) and the refund or
 * cancel that decides is done next. Returns true when nothing is owed any more.
 *
 * Bounded: a refusal is recorded and retried later with a growing wait (provider-action-queue.ts), a
 * bounded number of times; an action the provider can never perform (a cancel of an intent captured
 * outside the app, an intent that is not this payment) goes straight to the operator queue.
 */
export const performProviderAction: Workflow<PaymentDeps, PaymentRow, boolean> = async (deps, payment) => {
  let current = payment;
  for (let step = 1; ; step++) {
    const outcome = await attempt(deps, current);
    switch (outcome.kind) {
      case 'done':
        return true;
      case 'waiting':
        return false;
      case 'retry':
        return retryLater(deps, current, outcome.error);
      case 'operator':
        return toOperator(deps, current, outcome);
      case 'next':
        if (step >= MAX_STEPS) {
          return toOperator(deps, outcome.payment, { reason: 'impossible', detail: 'Settling the purchase kept changing what the provider is owed.' });
        }
        current = outcome.payment;
    }
  }
};

async function attempt(deps: PaymentDeps, payment: PaymentRow): Promise<Step> {
  const { providerAction: action, providerActionKey: key, intentId } = payment;
  if (!action || !key || payment.providerActionDoneAt) return DONE;
  if ((await providerActionStateOf(deps.database.db, key))?.operatorReason) return { kind: 'waiting' };
  if (!intentId) {
    await deps.run(markDone, { paymentId: payment.id, key });
    return DONE;
  }
  try {
    if (action === 'cancel') await deps.payments.cancelIntent(intentId, { idempotencyKey: key });
    else await deps.payments.refundIntent(intentId, { idempotencyKey: key });
    await deps.run(markDone, { paymentId: payment.id, key });
    return DONE;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    return afterRefusal(deps, payment, { action, key, intentId }, error);
  }
}

/** The provider refused: its intent says whether the action is moot, must change, can never be done, or waits. */
async function afterRefusal(
  deps: PaymentDeps,
  payment: PaymentRow,
  { action, key, intentId }: { action: string; key: string; intentId: string },
  refusal: PaymentProviderError,
): Promise<Step> {
  let intent: ProviderIntent | null;
  try {
    intent = await deps.payments.retrieveIntent(intentId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    return { kind: 'retry', error: describe(refusal) };
  }
  if (!intent || intent.status === 'canceled' || (action === 'refund' && intent.amountRefundedCents >= intent.amountCapturedCents && intent.amountCapturedCents > 0)) {
    await deps.run(markDone, { paymentId: payment.id, key });
    return DONE;
  }
  if (action === 'cancel' && (intent.status === 'requires_capture' || intent.status === 'succeeded')) {
    const fields = intentMismatches(payment, intent);
    if (fields.length > 0) {
      const paid = intent;
      await deps.run(({ tx, now }) => auditPaymentMismatch(tx, now, { payment, intent: paid, fields, source: 'provider_action' }), undefined);
      return {
        kind: 'operator',
        reason: 'intent_mismatch',
        detail: `The provider's intent does not match this payment (${fields.join(', ')}): nothing was settled automatically.`,
        error: describe(refusal),
      };
    }
    const settled = (await deps.run(completePurchase, { intent }))?.payment;
    if (settled && (!settled.providerAction || settled.providerActionDoneAt)) return DONE;
    if (settled && settled.providerActionKey !== key) return { kind: 'next', payment: settled };
    if (intent.status === 'succeeded') {
      return {
        kind: 'operator',
        reason: 'impossible',
        detail:
          'The payment was captured outside the app (e.g. in the provider dashboard) after its purchase was refused, so it can no longer be cancelled: refund it at the provider, then mark this handled.',
        error: describe(refusal),
      };
    }
  }
  return { kind: 'retry', error: describe(refusal) };
}

async function retryLater(deps: PaymentDeps, payment: PaymentRow, error: string): Promise<false> {
  const outcome = await deps.run(recordProviderActionFailure, { paymentId: payment.id, key: payment.providerActionKey!, action: payment.providerAction!, error });
  if (outcome.state === 'retry') {
    deps.log.warn({ paymentId: payment.id, action: payment.providerAction, error, attempts: outcome.attempts, nextAttemptAt: outcome.nextAttemptAt }, 'payment provider action failed; will retry');
  } else if (outcome.state === 'operator') {
    deps.log.error({ paymentId: payment.id, action: payment.providerAction, error, attempts: outcome.attempts }, 'payment provider action failed too often; handed to an operator');
  }
  return false;
}

async function toOperator(deps: PaymentDeps, payment: PaymentRow, input: { reason: OperatorReason; detail: string; error?: string }): Promise<false> {
  const queued = await deps.run(handProviderActionToOperator, { paymentId: payment.id, key: payment.providerActionKey!, action: payment.providerAction!, ...input });
  if (queued) deps.log.error({ paymentId: payment.id, intentId: payment.intentId, action: payment.providerAction, reason: input.reason }, `payment provider action handed to an operator: ${input.detail}`);
  return false;
}

/**
 * Provider actions still owed and due, oldest first (the tickers' retry list): not yet refused, or
 * refused and past their backoff; never one waiting in the operator queue.
 */
export async function paymentsOwingProviderActions(db: Db, now: Date, limit = 50): Promise<PaymentRow[]> {
  const rows = await db
    .select({ payment: payments })
    .from(payments)
    .leftJoin(providerActionQueue, eq(providerActionQueue.actionKey, payments.providerActionKey))
    .where(
      and(
        isNotNull(payments.providerAction),
        isNull(payments.providerActionDoneAt),
        or(isNull(providerActionQueue.id), and(isNull(providerActionQueue.operatorReason), lte(providerActionQueue.nextAttemptAt, now))),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(limit);
  return rows.map((row) => row.payment);
}

/**
 * Right after a pool's refund commits: the cancels and refunds its payments owe the provider, done now so
 * the console shows the money on its way back. One that fails is left to the ticker, which retries it.
 */
export const performPoolProviderActions: Workflow<PaymentDeps, number, void> = async (deps, poolId) => {
  const owed = await deps.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.poolId, poolId), isNotNull(payments.providerAction), isNull(payments.providerActionDoneAt)));
  for (const payment of owed) {
    await performProviderAction(deps, payment).catch((error: unknown) => deps.log.warn({ err: error, paymentId: payment.id }, 'refund deferred to the ticker'));
  }
};
