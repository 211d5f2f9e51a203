/**
 * Ledger transactions for a card payment's life (DESIGN D7, D17). Each id is the payment intent id and
 * the step, so the webhook and the browser recording the same fact produce the same id and the second
 * one is a no-op. A payment is either authorized (kickoff within the hold window) then captured or
 * cancelled, or captured at once; a captured payment may be refunded, whole.
 *
 * Bad input here is a programming error (the server computed these values), hence RangeError; what
 * can legitimately happen out of order (a capture after a cancel, a webhook replay) is left to
 * applyTransaction's typed refusals.
 */
import { PLAYER_PAYMENTS, REFUNDS, poolEscrowAccount } from './ledger-accounts';
import type { LedgerEntry, LedgerTransaction, PaymentStep } from './ledger';
import { isCents, type Cents } from './money';

export type PaymentRef = { paymentIntentId: string; poolId: number; amountCents: Cents };

/** Stripe's `pi_...` and the sandbox's ids fit; a colon would make derived ids ambiguous. */
const PAYMENT_INTENT_ID = /^[A-Za-z0-9_-]{1,200}$/;

function checked(p: PaymentRef): PaymentRef {
  if (!PAYMENT_INTENT_ID.test(p.paymentIntentId)) {
    throw new RangeError(`Payment intent id must be 1-200 letters, digits, '_' or '-', got ${JSON.stringify(p.paymentIntentId)}`);
  }
  if (!isCents(p.amountCents) || p.amountCents === 0) {
    throw new RangeError(`Payment amount must be a positive whole number of cents, got ${String(p.amountCents)}`);
  }
  poolEscrowAccount(p.poolId); // validates the pool id
  return p;
}

export function paymentTransactionId(paymentIntentId: string, step: PaymentStep): string {
  return `${paymentIntentId}:${step}`;
}

function intoEscrow(p: PaymentRef): LedgerEntry[] {
  return [
    { side: 'debit', account: PLAYER_PAYMENTS, amountCents: p.amountCents },
    { side: 'credit', account: poolEscrowAccount(p.poolId), amountCents: p.amountCents },
  ];
}

function cause(p: PaymentRef, step: PaymentStep) {
  return { id: paymentTransactionId(p.paymentIntentId, step), payment: { paymentIntentId: p.paymentIntentId, step } };
}

/** Card authorized, not captured: the amount is reserved in escrow as pending. */
export function authorizeTx(payment: PaymentRef): LedgerTransaction {
  const p = checked(payment);
  return { ...cause(p, 'authorize'), phase: 'pending', entries: intoEscrow(p) };
}

/** The hold is captured: the whole pending authorization is posted. */
export function captureTx(payment: PaymentRef): LedgerTransaction {
  const p = checked(payment);
  return { ...cause(p, 'capture'), phase: 'post_pending', pendingId: paymentTransactionId(p.paymentIntentId, 'authorize'), entries: intoEscrow(p) };
}

/** The hold is cancelled (checkout abandoned, hold expired, pool cancelled): the pending is voided. */
export function cancelTx(payment: PaymentRef): LedgerTransaction {
  const p = checked(payment);
  return { ...cause(p, 'cancel'), phase: 'void_pending', pendingId: paymentTransactionId(p.paymentIntentId, 'authorize'), entries: intoEscrow(p) };
}

/** Kickoff beyond the hold window: captured at once, posted straight into escrow. */
export function capturedPaymentTx(payment: PaymentRef): LedgerTransaction {
  const p = checked(payment);
  return { ...cause(p, 'captured'), phase: 'posted', entries: intoEscrow(p) };
}

/** A captured payment goes back to the card, whole. */
export function refundTx(payment: PaymentRef): LedgerTransaction {
  const p = checked(payment);
  return {
    ...cause(p, 'refund'),
    phase: 'posted',
    entries: [
      { side: 'debit', account: poolEscrowAccount(p.poolId), amountCents: p.amountCents },
      { side: 'credit', account: REFUNDS, amountCents: p.amountCents },
    ],
  };
}
