/**
 * The buy flow (spec sections 7-8), as the routes call it: workflows (core/workflow.ts). Each step that changes our state is
 * one use case in one transaction; calls to the provider happen between them, never inside one (a
 * transaction is not held open across the network), and every call carries an idempotency key stored
 * before it was made.
 */
import { randomUUID } from 'node:crypto';
import type { Coordinate } from '../../../domain/board';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../domain/errors';
import { centsToDecimalString } from '../../../domain/money';
import { eq } from 'drizzle-orm';
import { payments, type PaymentRow } from '../../db/schema';
import { encodeSquaresMetadata, PaymentProviderError, type ProviderIntent } from '../../payments';
import { intentMismatches } from './intent-check';
import { abandonCreation, attachIntent } from './attach-intent';
import { takeCheckoutStart } from './checkout-throttle';
import { completePurchase, type PurchaseResult } from './complete-purchase';
import { sameSquares, squaresOf } from './payment-record';
import type { Workflow } from '../../core/workflow';
import type { PaymentDeps } from './ports';
import { performProviderAction } from './provider-actions';
import { releasePayment } from './release-payment';
import { reserveSquares } from './reserve-squares';
import { holdSecondsLeft } from './my-checkout';
import type { CreateEscrowPaymentResponse } from '../../../domain/schemas';

export const PAID_PLAY_OFF_MESSAGE = 'Paid squares are not available on this site. Free pools are open to everyone.';

export interface EscrowPaymentResult {
  payment: PaymentRow;
  intent: ProviderIntent;
}

/** Who starts a checkout and what for; `ip` is the client's address (the start is throttled per account and per address). */
export interface CheckoutStart {
  userId: string;
  ip: string;
  poolId: number;
  squares: Coordinate[];
  amountCents: number;
}

export const createEscrowPayment: Workflow<PaymentDeps, CheckoutStart, EscrowPaymentResult> = async (deps, { ip, ...input }) => {
  if (!deps.config.payments.paidPlay) throw forbidden(PAID_PLAY_OFF_MESSAGE, 'paid_play_off');
  await takeCheckoutStart(deps.database.db, { userId: input.userId, ip }, deps.clock());
  const reserved = await deps.run(reserveSquares, {
    ...input,
    paymentId: randomUUID(),
    provider: deps.payments.name,
    compliance: deps.config.compliance,
    maxHeldSquares: deps.config.payments.maxHeldSquares,
  });
  if (reserved.kind === 'existing') {
    const intent = await deps.payments.retrieveIntent(reserved.payment.intentId!);
    if (intent) return { payment: reserved.payment, intent };
  }
  const { payment } = reserved;
  let intent: ProviderIntent;
  try {
    intent = await deps.payments.createIntent({
      amountCents: payment.amountCents,
      captureMethod: payment.captureMethod,
      idempotencyKey: payment.createKey,
      metadata: { paymentId: payment.id, poolId: String(payment.poolId), userId: payment.userId, squares: encodeSquaresMetadata(squaresOf(payment)) },
      description: `Squares pool ${payment.poolId}: ${payment.squares.length} square(s)`,
    });
  } catch (error) {
    await deps.run(abandonCreation, { paymentId: payment.id });
    if (error instanceof PaymentProviderError) {
      deps.log.warn({ err: error, paymentId: payment.id }, 'payment intent creation failed');
      throw new AppError('provider_error', `The payment could not be started: ${error.message}`);
    }
    throw error;
  }
  const attached = await deps.run(attachIntent, { paymentId: payment.id, intent });
  return { payment: attached, intent };
};

/**
 * The browser reports a confirmed payment. The intent is read back from the provider and must match the
 * payment exactly (owner, pool, squares, amount) before anything is recorded; a repeat answers the same.
 */
export const purchaseSquares: Workflow<PaymentDeps, { userId: string; poolId: number; squares: Coordinate[]; paymentIntentId: string }, PurchaseResult> = async (deps, input) => {
  const [payment] = await deps.database.db.select().from(payments).where(eq(payments.intentId, input.paymentIntentId));
  if (!payment || payment.userId !== input.userId) throw notFound(`Payment ${input.paymentIntentId} not found`);
  if (payment.poolId !== input.poolId) throw badRequest(`poolId ${input.poolId} is not the pool of payment ${input.paymentIntentId}`, 'payment_mismatch');
  if (!sameSquares(squaresOf(payment), input.squares)) {
    throw badRequest(`squares do not match the squares of payment ${input.paymentIntentId}`, 'payment_mismatch');
  }
  const intent = await deps.payments.retrieveIntent(input.paymentIntentId);
  if (!intent) throw notFound(`Payment ${input.paymentIntentId} not found at the payment provider`);
  // The same check as the webhook's and the housekeeping's: amount, currency, payment, player, pool, squares.
  const mismatched = intentMismatches(payment, intent);
  if (mismatched.length > 0) {
    deps.log.error({ paymentId: payment.id, intentId: intent.id, mismatched }, 'payment intent does not match its payment');
    throw badRequest(`Payment ${intent.id} does not match this purchase (${centsToDecimalString(intent.amountCents)})`, 'payment_mismatch');
  }
  if (intent.status !== 'requires_capture' && intent.status !== 'succeeded') {
    throw conflict(`The payment has not been completed (status ${intent.status})`, 'payment_not_completed');
  }
  const result = await deps.run(completePurchase, { intent });
  if (!result) throw conflict(`The payment has not been completed (status ${intent.status})`, 'payment_not_completed');
  if (result.outcome === 'rejected') await settleProviderAction(deps, result.payment);
  return result;
};

/** 'Back to Pool' from checkout: the held squares are free again at once, and the intent is cancelled. */
export const cancelEscrowPayment: Workflow<PaymentDeps, { userId: string; paymentIntentId: string }, PaymentRow> = async (deps, input) => {
  const payment = await deps.run(releasePayment, { intentId: input.paymentIntentId, userId: input.userId, reason: 'abandoned' });
  await settleProviderAction(deps, payment);
  return payment;
};

/** Best effort now; the payments ticker retries whatever is still owed. */
async function settleProviderAction(deps: PaymentDeps, payment: PaymentRow): Promise<void> {
  try {
    await performProviderAction(deps, payment);
  } catch (error) {
    deps.log.warn({ err: error, paymentId: payment.id }, 'payment provider action deferred to the ticker');
  }
}

/** The answer of create-escrow-payment (and of the payment tester's create-payment-intent). */
export const startCheckoutAnswer: Workflow<PaymentDeps, CheckoutStart, CreateEscrowPaymentResponse> = async (deps, input) => {
  const { payment, intent } = await createEscrowPayment(deps, input);
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: payment.amountCents,
    holdExpiresAt: payment.holdExpiresAt.toISOString(),
    holdSecondsLeft: holdSecondsLeft(payment.holdExpiresAt, deps.clock()),
    captureMethod: payment.captureMethod,
    provider: deps.payments.name,
  };
};
