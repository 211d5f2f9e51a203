import type { PaymentIntentResult } from '@stripe/stripe-js';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api';
import { sandboxOutcome, settleConfirm, thrownOutcome } from './confirm-outcome';
import { stripeOutcome } from './stripe-outcome';

describe('sandboxOutcome', () => {
  it('authorized or captured is confirmed; cancelled ends the hold', () => {
    expect(sandboxOutcome({ status: 'requires_capture' })).toEqual({ kind: 'confirmed' });
    expect(sandboxOutcome({ status: 'succeeded' })).toEqual({ kind: 'confirmed' });
    expect(sandboxOutcome({ status: 'canceled' })).toEqual({ kind: 'canceled' });
  });

  it("a decline or a bad field is the provider's message, with the field", () => {
    const error = { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' };
    expect(sandboxOutcome({ status: 'requires_payment_method', error })).toEqual({ kind: 'declined', message: 'Your card has insufficient funds.', field: undefined });
    const bad = { code: 'incorrect_number', field: 'cardNumber', message: 'Your card number is incorrect.' };
    expect(sandboxOutcome({ status: 'requires_payment_method', error: bad })).toEqual({ kind: 'declined', message: bad.message, field: 'cardNumber' });
    expect(sandboxOutcome({ status: 'requires_payment_method' })).toEqual({ kind: 'error', message: 'An error occurred during payment' });
  });
});

describe('thrown confirms', () => {
  it("use the server's message, else the spec's fallback", async () => {
    const forbidden = new ApiRequestError(403, 'Forbidden', JSON.stringify({ message: 'Not your payment.', code: 'forbidden' }));
    expect(thrownOutcome(forbidden)).toEqual({ kind: 'error', message: 'Not your payment.' });
    expect(thrownOutcome(new ApiRequestError(502, 'Bad Gateway', '<html>'))).toEqual({ kind: 'error', message: 'An error occurred during payment' });
    expect(thrownOutcome(new TypeError('Failed to fetch'))).toEqual({ kind: 'error', message: 'An error occurred during payment' });
    expect(await settleConfirm(() => Promise.reject(new TypeError('x')))).toEqual({ kind: 'error', message: 'An error occurred during payment' });
  });
});

describe('stripeOutcome', () => {
  const intent = (status: string) => ({ paymentIntent: { status } }) as unknown as PaymentIntentResult;
  const failure = (type: string, message?: string) => ({ error: { type, message } }) as unknown as PaymentIntentResult;

  it('maps Stripe.js confirmPayment results', () => {
    expect(stripeOutcome(intent('requires_capture'))).toEqual({ kind: 'confirmed' });
    expect(stripeOutcome(intent('succeeded'))).toEqual({ kind: 'confirmed' });
    expect(stripeOutcome(intent('canceled'))).toEqual({ kind: 'canceled' });
    expect(stripeOutcome(intent('processing'))).toEqual({ kind: 'error', message: 'An error occurred during payment' });
    expect(stripeOutcome(failure('card_error', 'Your card was declined.'))).toEqual({ kind: 'declined', message: 'Your card was declined.' });
    expect(stripeOutcome(failure('validation_error', 'Your card number is incomplete.'))).toEqual({ kind: 'declined', message: 'Your card number is incomplete.' });
    expect(stripeOutcome(failure('api_connection_error'))).toEqual({ kind: 'error', message: 'An error occurred during payment' });
  });
});
