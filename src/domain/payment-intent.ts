/**
 * The sandbox provider's payment intent: Stripe's state machine, pure (DESIGN D7, D18). The sandbox
 * persists what this returns; the Stripe mode gets the same states from Stripe itself.
 *
 *   requires_payment_method --confirm--> requires_capture (manual) | succeeded (automatic)
 *   requires_payment_method --confirm, declined--> requires_payment_method (lastPaymentError set)
 *   requires_payment_method | requires_capture --cancel--> canceled
 *   requires_capture --capture--> succeeded         (before the hold deadline)
 *   requires_capture --expire--> canceled           (the deadline passed: the authorization lapsed)
 *   succeeded --refund--> succeeded                  (amountRefundedCents grows, never past the capture)
 *
 * Capture is always of the whole amount: a pool never charges less than the squares it sells, it
 * cancels or refunds instead. Client secrets and ids are made by the server (randomness is I/O).
 */
import { holdDeadline, type CaptureMethod } from './capture-rule';
import { isCents, type Cents } from './money';
import { testCardOutcome, validateCard, type CardField, type CardInput } from './test-cards';

export type PaymentIntentStatus = 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled';
export type CancellationReason = 'abandoned' | 'requested_by_customer' | 'duplicate' | 'automatic';

/** Why the last confirm failed, shaped like Stripe's `last_payment_error`. */
export type PaymentError = { code: string; declineCode?: string; field?: CardField; message: string };

export type PaymentIntent = {
  id: string;
  amountCents: Cents;
  captureMethod: CaptureMethod;
  status: PaymentIntentStatus;
  amountCapturedCents: Cents;
  amountRefundedCents: Cents;
  lastPaymentError: PaymentError | null;
  createdAt: Date;
  authorizedAt: Date | null;
  /** Manual capture only: capture must happen before this (provider's capture_before, or 7 days). */
  captureBefore: Date | null;
  capturedAt: Date | null;
  canceledAt: Date | null;
  cancellationReason: CancellationReason | null;
};

export type PaymentIntentCommand =
  | { type: 'confirm'; card: CardInput }
  | { type: 'capture' }
  | { type: 'cancel'; reason?: Exclude<CancellationReason, 'automatic'> }
  | { type: 'expire' }
  | { type: 'refund'; amountCents?: Cents };

/** Stripe's error codes where Stripe has one; `authorization_not_expired` is ours (the sandbox's ticker). */
export type RefusalCode =
  | 'payment_intent_unexpected_state'
  | 'charge_expired_for_capture'
  | 'authorization_not_expired'
  | 'charge_already_refunded'
  | 'amount_too_large'
  | 'amount_too_small'
  | 'parameter_invalid_integer';

export type Refusal = { code: RefusalCode; message: string };
export type TransitionResult = { intent: PaymentIntent } | { refusal: Refusal };

/** Stripe's limits for USD: at least $0.50, at most $999,999.99. */
export const MIN_AMOUNT_CENTS = 50;
export const MAX_AMOUNT_CENTS = 99_999_999;

export type NewPaymentIntent = { id: string; amountCents: Cents; captureMethod: CaptureMethod };

export function createPaymentIntent(input: NewPaymentIntent, now: Date): TransitionResult {
  const { amountCents } = input;
  if (!isCents(amountCents) || amountCents === 0) return refuse('parameter_invalid_integer', 'Invalid positive integer');
  if (amountCents < MIN_AMOUNT_CENTS) return refuse('amount_too_small', 'Amount must be at least $0.50 usd');
  if (amountCents > MAX_AMOUNT_CENTS) return refuse('amount_too_large', 'Amount must be no more than $999,999.99');
  return {
    intent: {
      ...input,
      status: 'requires_payment_method',
      amountCapturedCents: 0,
      amountRefundedCents: 0,
      lastPaymentError: null,
      createdAt: now,
      authorizedAt: null,
      captureBefore: null,
      capturedAt: null,
      canceledAt: null,
      cancellationReason: null,
    },
  };
}

function refuse(code: RefusalCode, message: string): TransitionResult {
  return { refusal: { code, message } };
}

function unexpectedState(intent: PaymentIntent, verb: string, allowed: PaymentIntentStatus[]): TransitionResult {
  return refuse(
    'payment_intent_unexpected_state',
    `This PaymentIntent could not be ${verb} because it has a status of ${intent.status}. ` +
      `Only a PaymentIntent with one of the following statuses may be ${verb}: ${allowed.join(', ')}.`,
  );
}

function confirm(intent: PaymentIntent, card: CardInput, now: Date): TransitionResult {
  if (intent.status !== 'requires_payment_method') {
    if (intent.status === 'succeeded' || intent.status === 'requires_capture') {
      return refuse('payment_intent_unexpected_state', 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.');
    }
    return unexpectedState(intent, 'confirmed', ['requires_payment_method']);
  }
  // A bad card or a decline is not a refusal: the intent records it and waits for another card.
  const [problem] = validateCard(card, now);
  if (problem) return { intent: { ...intent, lastPaymentError: { code: problem.code, field: problem.field, message: problem.message } } };
  const outcome = testCardOutcome(card.cardNumber);
  if (!outcome.ok) return { intent: { ...intent, lastPaymentError: { ...outcome.decline } } };

  const authorized = { ...intent, lastPaymentError: null, authorizedAt: now };
  if (intent.captureMethod === 'manual') {
    return { intent: { ...authorized, status: 'requires_capture', captureBefore: holdDeadline(now) } };
  }
  return { intent: { ...authorized, status: 'succeeded', amountCapturedCents: intent.amountCents, capturedAt: now } };
}

function capture(intent: PaymentIntent, now: Date): TransitionResult {
  if (intent.status !== 'requires_capture') return unexpectedState(intent, 'captured', ['requires_capture']);
  if (intent.captureBefore && now.getTime() >= intent.captureBefore.getTime()) {
    return refuse('charge_expired_for_capture', 'The charge cannot be captured as the authorization has expired.');
  }
  return { intent: { ...intent, status: 'succeeded', amountCapturedCents: intent.amountCents, capturedAt: now } };
}

function cancel(intent: PaymentIntent, reason: CancellationReason | null, now: Date): TransitionResult {
  if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_capture') {
    return unexpectedState(intent, 'canceled', ['requires_payment_method', 'requires_capture']);
  }
  return { intent: { ...intent, status: 'canceled', canceledAt: now, cancellationReason: reason } };
}

/** The provider lets an uncaptured authorization lapse at its deadline, as Stripe does. */
function expire(intent: PaymentIntent, now: Date): TransitionResult {
  if (intent.status !== 'requires_capture') return unexpectedState(intent, 'expired', ['requires_capture']);
  if (intent.captureBefore && now.getTime() < intent.captureBefore.getTime()) {
    return refuse('authorization_not_expired', `The authorization can be captured until ${intent.captureBefore.toISOString()}.`);
  }
  return cancel(intent, 'automatic', now);
}

function refund(intent: PaymentIntent, amountCents: Cents | undefined): TransitionResult {
  if (intent.status !== 'succeeded') return unexpectedState(intent, 'refunded', ['succeeded']);
  const refundable = intent.amountCapturedCents - intent.amountRefundedCents;
  if (refundable === 0) return refuse('charge_already_refunded', `PaymentIntent ${intent.id} has already been refunded.`);
  const amount = amountCents ?? refundable;
  if (!isCents(amount) || amount === 0) return refuse('parameter_invalid_integer', 'Invalid positive integer');
  if (amount > refundable) {
    return refuse('amount_too_large', `Refund amount (${amount} cents) is greater than unrefunded amount on charge (${refundable} cents)`);
  }
  return { intent: { ...intent, amountRefundedCents: intent.amountRefundedCents + amount } };
}

/** One command applied at `now`. Never mutates `intent`; a refusal leaves it exactly as it was. */
export function applyPaymentIntentCommand(intent: PaymentIntent, command: PaymentIntentCommand, now: Date): TransitionResult {
  switch (command.type) {
    case 'confirm':
      return confirm(intent, command.card, now);
    case 'capture':
      return capture(intent, now);
    case 'cancel':
      return cancel(intent, command.reason ?? null, now);
    case 'expire':
      return expire(intent, now);
    case 'refund':
      return refund(intent, command.amountCents);
  }
}
