import { describe, expect, it } from 'vitest';
import type { PurchaseSquaresResponse } from '../../../domain/schemas';
import { INITIAL_PHASE, checkoutReducer, phaseIntent, releasesOnLeave, type CheckoutEvent, type CheckoutPhase, type Intent } from './checkout-flow';

const intent: Intent = {
  clientSecret: 'pi_1_secret',
  paymentIntentId: 'pi_1',
  amount: 1500,
  holdExpiresAt: '2026-11-20T15:10:00.000Z',
  holdSecondsLeft: 600,
  holdEndsAt: Date.parse('2026-11-20T15:10:00.000Z'),
  captureMethod: 'manual',
  provider: 'sandbox',
};
const result: PurchaseSquaresResponse = {
  outcome: 'completed',
  status: 'requires_capture',
  poolId: 67,
  paymentIntentId: 'pi_1',
  squares: [{ row: 1, column: 2 }],
  amountCents: 1500,
};
const problem = { title: 'Payment Failed', message: 'Your card was declined.' };

function run(...events: CheckoutEvent[]): CheckoutPhase {
  return events.reduce(checkoutReducer, INITIAL_PHASE);
}

describe('checkoutReducer', () => {
  it('opens, pays, and records a completed purchase', () => {
    expect(run({ type: 'opened', intent })).toEqual({ kind: 'ready', intent, problem: null });
    expect(run({ type: 'opened', intent }, { type: 'pay' })).toEqual({ kind: 'paying', intent });
    expect(run({ type: 'opened', intent }, { type: 'pay' }, { type: 'confirmed' })).toEqual({ kind: 'recording', intent });
    expect(run({ type: 'opened', intent }, { type: 'pay' }, { type: 'confirmed' }, { type: 'recorded', result })).toEqual({ kind: 'done', result });
  });

  it('a decline returns to the form with the problem; the next attempt clears it', () => {
    const declined = run({ type: 'opened', intent }, { type: 'pay' }, { type: 'declined', problem });
    expect(declined).toEqual({ kind: 'ready', intent, problem });
    expect(checkoutReducer(declined, { type: 'pay' })).toEqual({ kind: 'paying', intent });
  });

  it('a rejected purchase keeps its message', () => {
    const rejected = { ...result, outcome: 'rejected' as const, message: 'Gone.' };
    expect(run({ type: 'opened', intent }, { type: 'pay' }, { type: 'confirmed' }, { type: 'recorded', result: rejected })).toEqual({
      kind: 'rejected',
      intent,
      message: 'Gone.',
    });
  });

  it('a failed record can be recorded again', () => {
    const failed = run({ type: 'opened', intent }, { type: 'pay' }, { type: 'confirmed' }, { type: 'record-failed', message: 'x' });
    expect(failed).toEqual({ kind: 'record-failed', intent, message: 'x' });
    expect(checkoutReducer(failed, { type: 'confirmed' })).toEqual({ kind: 'recording', intent });
  });

  it('the hold expires only while nobody is paying; a cancelled payment ends the hold too', () => {
    expect(run({ type: 'opened', intent }, { type: 'expired' })).toEqual({ kind: 'expired', intent });
    const paying = run({ type: 'opened', intent }, { type: 'pay' });
    expect(checkoutReducer(paying, { type: 'expired' })).toBe(paying);
    expect(checkoutReducer(paying, { type: 'canceled' })).toEqual({ kind: 'expired', intent });
    const recording = checkoutReducer(paying, { type: 'confirmed' });
    expect(checkoutReducer(recording, { type: 'expired' })).toBe(recording);
  });

  it('ignores events that do not fit the phase', () => {
    expect(run({ type: 'pay' })).toBe(INITIAL_PHASE);
    expect(run({ type: 'declined', problem })).toBe(INITIAL_PHASE);
    const ready = run({ type: 'opened', intent });
    expect(checkoutReducer(ready, { type: 'opened', intent: { ...intent, paymentIntentId: 'pi_2' } })).toBe(ready);
    expect(checkoutReducer(ready, { type: 'recorded', result })).toBe(ready);
  });
});

describe('releasesOnLeave', () => {
  it('only while the form waits for a card', () => {
    const ready = run({ type: 'opened', intent });
    expect(releasesOnLeave(ready)).toBe(true);
    expect(releasesOnLeave(INITIAL_PHASE)).toBe(false);
    expect(releasesOnLeave(checkoutReducer(ready, { type: 'pay' }))).toBe(false);
    expect(releasesOnLeave(checkoutReducer(ready, { type: 'expired' }))).toBe(false);
    expect(releasesOnLeave(run({ type: 'opened', intent }, { type: 'pay' }, { type: 'confirmed' }, { type: 'record-failed', message: 'x' }))).toBe(false);
  });

  it('phaseIntent', () => {
    expect(phaseIntent(INITIAL_PHASE)).toBeNull();
    expect(phaseIntent(run({ type: 'opened', intent }))).toBe(intent);
  });
});
