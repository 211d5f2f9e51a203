import { eq, sql } from 'drizzle-orm';
import { holdDeadline } from '../../../domain/capture-rule';
import { authorizeTx, cancelTx, capturedPaymentTx, captureTx, refundTx, type PaymentRef } from '../../../domain/ledger-payments';
import type { UseCase } from '../../core/use-case';
import type { Tx } from '../../db/client';
import { games, payments, pools, squareHolds, squares, type PaymentRow } from '../../db/schema';
import type { ProviderIntent } from '../../payments';
import { appendLedgerTransaction } from '../ledger';
import { deleteHoldsOf } from './holds';
import { drawNumbersOf } from '../pools';
import { lockPaymentByIntent, OUTCOME_MESSAGES, squaresOf, type OutcomeReason } from './payment-record';

export type PurchaseResult = {
  outcome: 'completed' | 'rejected';
  status: 'requires_capture' | 'succeeded';
  payment: PaymentRow;
  /** Set when a rejection leaves a cancel or refund owed to the provider. */
  message?: string;
  /** The pool's digits were drawn by this purchase (it sold the last square). */
  drawn: boolean;
};

const MAX_INT4 = 2_147_483_647;

function isPaid(intent: ProviderIntent): intent is ProviderIntent & { status: 'requires_capture' | 'succeeded' } {
  return intent.status === 'requires_capture' || intent.status === 'succeeded';
}

function refOf(payment: PaymentRow): PaymentRef {
  return { paymentIntentId: payment.intentId!, poolId: payment.poolId, amountCents: payment.amountCents };
}

/**
 * A payment the provider reports as authorized or captured becomes owned squares (D7, D8), in one
 * transaction under the pool's row lock: the holds turn into squares, the ledger records the money in
 * escrow (pending for an authorization, posted for a capture), and the 100th square draws the digits.
 * Idempotent: the browser, the webhook and the reconciliation pass may all report the same payment;
 * the first records it and the others get the same answer.
 *
 * If the checkout was released (hold expired, player left) or the pool stopped taking entries, the
 * payment buys nothing: it is recorded in the ledger and straight back out (a voided authorization or
 * a refund), and the provider is owed the matching cancel or refund. Nothing is charged without squares.
 *
 * The caller has verified the intent (amount, metadata) against the payment; the status decides.
 */
export const completePurchase: UseCase<{ intent: ProviderIntent }, PurchaseResult | null> = async ({ tx, now }, { intent }) => {
  if (!isPaid(intent)) return null;
  // Metadata is the provider's word: a pool id that is no pool id names no pool (not a database error).
  const poolId = Number(intent.metadata.poolId);
  if (!Number.isInteger(poolId) || poolId < 1 || poolId > MAX_INT4) return null;
  const [pool] = await tx.select().from(pools).where(eq(pools.id, poolId)).for('update');
  const payment = await lockPaymentByIntent(tx, intent.id);
  if (!payment || !pool || payment.poolId !== pool.id) return null;

  if (payment.status === 'completed') {
    // A capture after the authorization was recorded (paying out's settlement, or Stripe's own) posts it.
    if (intent.status === 'succeeded' && payment.intentStatus === 'requires_capture') await appendLedgerTransaction(tx, captureTx(refOf(payment)), now);
    return { outcome: 'completed', status: payment.intentStatus!, payment, drawn: false };
  }
  if (payment.status === 'rejected' || payment.status === 'refunded') {
    return { outcome: 'rejected', status: payment.intentStatus!, payment, message: messageOf(payment), drawn: false };
  }

  const held = await tx
    .select({ row: squareHolds.row, column: squareHolds.column })
    .from(squareHolds)
    .where(eq(squareHolds.paymentId, payment.id));
  const wanted = squaresOf(payment);
  const [game] = await tx.select().from(games).where(eq(games.id, pool.gameId));
  const open = pool.status === 'open' && game !== undefined && now.getTime() < game.gameDate.getTime();
  const stillHeld = payment.status !== 'released' && held.length === wanted.length;
  if (!stillHeld || !open) {
    const reason: OutcomeReason = !open ? 'pool_closed' : (payment.outcomeReason ?? 'hold_expired');
    return reject(tx, now, payment, intent, reason);
  }

  await appendLedgerTransaction(tx, intent.status === 'requires_capture' ? authorizeTx(refOf(payment)) : capturedPaymentTx(refOf(payment)), now);
  await deleteHoldsOf(tx, [payment.id]);
  // The version before the squares: their event carries the version this purchase made.
  await tx.update(pools).set({ version: sql`${pools.version} + 1`, updatedAt: now }).where(eq(pools.id, pool.id));
  await tx
    .insert(squares)
    .values(wanted.map((c) => ({ poolId: pool.id, userId: payment.userId, row: c.row, column: c.column, purchasePriceCents: pool.entryFeeCents, purchasedAt: now })));
  const sold = await tx.select({ row: squares.row, column: squares.column, userId: squares.userId }).from(squares).where(eq(squares.poolId, pool.id));
  const drawn = sold.length >= pool.maxParticipants && pool.rowDigits === null;
  const numbers = drawn ? await drawNumbersOf(pool, sold) : null;
  if (numbers) await tx.update(pools).set({ ...numbers, drawnAt: now, status: 'full' }).where(eq(pools.id, pool.id));
  const [completed] = await tx
    .update(payments)
    .set({
      status: 'completed',
      intentStatus: intent.status,
      captureBefore: intent.status === 'requires_capture' ? captureDeadline(payment, intent) : null,
      completedAt: now,
      updatedAt: now,
      providerAction: null,
      providerActionKey: null,
    })
    .where(eq(payments.id, payment.id))
    .returning();
  return { outcome: 'completed', status: intent.status, payment: completed!, drawn };
};

/**
 * When the authorization must be captured by: the provider's capture_before when it reported one, else
 * 7 days from the checkout's creation — the card was authorized after that, so this is never late (D18).
 */
function captureDeadline(payment: PaymentRow, intent: ProviderIntent): Date {
  return holdDeadline(payment.createdAt, intent.captureBefore);
}

function messageOf(payment: PaymentRow): string {
  return OUTCOME_MESSAGES[payment.outcomeReason ?? 'hold_expired'];
}

async function reject(
  tx: Tx,
  now: Date,
  payment: PaymentRow,
  intent: ProviderIntent & { status: 'requires_capture' | 'succeeded' },
  reason: OutcomeReason,
): Promise<PurchaseResult> {
  const ref = refOf({ ...payment, intentId: intent.id });
  // The money came in and goes straight back: the ledger explains every cent, even of a purchase that failed.
  if (intent.status === 'requires_capture') {
    await appendLedgerTransaction(tx, authorizeTx(ref), now);
    await appendLedgerTransaction(tx, cancelTx(ref), now);
  } else {
    await appendLedgerTransaction(tx, capturedPaymentTx(ref), now);
    await appendLedgerTransaction(tx, refundTx(ref), now);
  }
  const action = intent.status === 'requires_capture' ? 'cancel' : 'refund';
  await deleteHoldsOf(tx, [payment.id]);
  const [rejected] = await tx
    .update(payments)
    .set({
      status: 'rejected',
      outcomeReason: reason,
      intentStatus: intent.status,
      providerAction: action,
      providerActionKey: `${action}:${payment.id}`,
      providerActionDoneAt: null,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id))
    .returning();
  return { outcome: 'rejected', status: intent.status, payment: rejected!, message: OUTCOME_MESSAGES[reason], drawn: false };
}

