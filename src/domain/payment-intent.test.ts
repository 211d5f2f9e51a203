import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPaymentIntentCommand,
  createPaymentIntent,
  type PaymentIntent,
  type PaymentIntentCommand,
  type PaymentIntentStatus,
  type TransitionResult,
} from './payment-intent';
import type { CaptureMethod } from './capture-rule';
import type { CardInput } from './test-cards';

const now = new Date('2026-11-23T18:00:00.000Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const DAY = 24 * 3600 * 1000;

const card = (cardNumber: string, extra: Partial<CardInput> = {}): CardInput => ({ cardNumber, expMonth: 12, expYear: 2030, cvc: '123', ...extra });
const VISA_OK = card('4242 4242 4242 4242');
const DECLINED = card('4000 0000 0000 0002');
const NO_FUNDS = card('4000 0000 0000 9995');

function intentOf(result: TransitionResult): PaymentIntent {
  if ('refusal' in result) throw new Error(`unexpected refusal ${result.refusal.code}: ${result.refusal.message}`);
  return result.intent;
}

function fresh(captureMethod: CaptureMethod, amountCents = 1500): PaymentIntent {
  return intentOf(createPaymentIntent({ id: 'pi_1', amountCents, captureMethod }, now));
}

/** Applies commands in order, each a minute after the last, failing on any refusal. */
function run(intent: PaymentIntent, ...commands: PaymentIntentCommand[]): PaymentIntent {
  return commands.reduce((current, command, i) => intentOf(applyPaymentIntentCommand(current, command, later((i + 1) * 60_000))), intent);
}

const authorized = () => run(fresh('manual'), { type: 'confirm', card: VISA_OK });
const captured = () => run(fresh('automatic'), { type: 'confirm', card: VISA_OK });
const canceled = () => run(fresh('manual'), { type: 'cancel', reason: 'abandoned' });
const byStatus: Record<PaymentIntentStatus, () => PaymentIntent> = {
  requires_payment_method: () => fresh('manual'),
  requires_capture: authorized,
  succeeded: captured,
  canceled,
};

describe('createPaymentIntent', () => {
  it('starts in requires_payment_method with nothing captured', () => {
    expect(fresh('manual')).toEqual({
      id: 'pi_1',
      amountCents: 1500,
      captureMethod: 'manual',
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
    });
  });

  it.each([
    [0, 'parameter_invalid_integer'],
    [-100, 'parameter_invalid_integer'],
    [15.5, 'parameter_invalid_integer'],
    [49, 'amount_too_small'],
    [100_000_000, 'amount_too_large'],
  ])('refuses %s cents: %s', (amountCents, code) => {
    const result = createPaymentIntent({ id: 'pi_1', amountCents, captureMethod: 'automatic' }, now);
    expect('refusal' in result && result.refusal.code).toBe(code);
  });

  it.each([50, 99_999_999])('accepts the limit %i', (amountCents) => {
    expect(fresh('automatic', amountCents).amountCents).toBe(amountCents);
  });
});

describe('confirm', () => {
  it('manual capture: 4242 authorizes -> requires_capture, captureBefore 7 days later, nothing captured', () => {
    const intent = intentOf(applyPaymentIntentCommand(fresh('manual'), { type: 'confirm', card: VISA_OK }, now));
    expect(intent).toMatchObject({ status: 'requires_capture', amountCapturedCents: 0, authorizedAt: now, capturedAt: null, lastPaymentError: null });
    expect(intent.captureBefore?.toISOString()).toBe('2026-11-30T18:00:00.000Z');
  });

  it('automatic capture: 4242 -> succeeded, the whole amount captured', () => {
    const intent = intentOf(applyPaymentIntentCommand(fresh('automatic'), { type: 'confirm', card: VISA_OK }, now));
    expect(intent).toMatchObject({ status: 'succeeded', amountCapturedCents: 1500, authorizedAt: now, capturedAt: now, captureBefore: null });
  });

  it.each([
    ['declined card', DECLINED, { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' }],
    ['insufficient funds', NO_FUNDS, { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' }],
    ['unknown card number', card('5555 5555 5555 4444'), { code: 'card_declined', declineCode: 'test_mode_live_card', message: 'Your card was declined.' }],
    ['bad number', card('4242 4242 4242 4241'), { code: 'incorrect_number', field: 'cardNumber', message: 'Your card number is incorrect.' }],
    ['bad month', card('4242424242424242', { expMonth: 13 }), { code: 'invalid_expiry_month', field: 'expMonth', message: "Your card's expiration month is invalid." }],
    ['bad year', card('4242424242424242', { expYear: '202' }), { code: 'invalid_expiry_year', field: 'expYear', message: "Your card's expiration year is invalid." }],
    ['expired', card('4242424242424242', { expMonth: 10, expYear: 2026 }), { code: 'expired_card', field: 'expMonth', message: 'Your card has expired.' }],
    ['bad cvc', card('4242424242424242', { cvc: '1' }), { code: 'invalid_cvc', field: 'cvc', message: "Your card's security code is invalid." }],
  ] as const)('%s stays in requires_payment_method with lastPaymentError', (_label, input, error) => {
    for (const method of ['manual', 'automatic'] as const) {
      const before = fresh(method);
      const intent = intentOf(applyPaymentIntentCommand(before, { type: 'confirm', card: input }, now));
      expect(intent).toEqual({ ...before, lastPaymentError: error });
    }
  });

  it('another card after a decline succeeds and clears the error', () => {
    const intent = run(fresh('manual'), { type: 'confirm', card: NO_FUNDS }, { type: 'confirm', card: VISA_OK });
    expect(intent.status).toBe('requires_capture');
    expect(intent.lastPaymentError).toBeNull();
  });
});

describe('refusals for every command in every status it does not allow', () => {
  const table: [PaymentIntentStatus, PaymentIntentCommand['type'], string][] = [
    ['requires_capture', 'confirm', 'payment_intent_unexpected_state'],
    ['succeeded', 'confirm', 'payment_intent_unexpected_state'],
    ['canceled', 'confirm', 'payment_intent_unexpected_state'],
    ['requires_payment_method', 'capture', 'payment_intent_unexpected_state'],
    ['succeeded', 'capture', 'payment_intent_unexpected_state'],
    ['canceled', 'capture', 'payment_intent_unexpected_state'],
    ['succeeded', 'cancel', 'payment_intent_unexpected_state'],
    ['canceled', 'cancel', 'payment_intent_unexpected_state'],
    ['requires_payment_method', 'expire', 'payment_intent_unexpected_state'],
    ['succeeded', 'expire', 'payment_intent_unexpected_state'],
    ['canceled', 'expire', 'payment_intent_unexpected_state'],
    ['requires_payment_method', 'refund', 'payment_intent_unexpected_state'],
    ['requires_capture', 'refund', 'payment_intent_unexpected_state'],
    ['canceled', 'refund', 'payment_intent_unexpected_state'],
  ];
  const commandOf = (type: PaymentIntentCommand['type']): PaymentIntentCommand => (type === 'confirm' ? { type, card: VISA_OK } : { type });

  it.each(table)('%s: %s -> %s', (status, type, code) => {
    const intent = byStatus[status]();
    const result = applyPaymentIntentCommand(intent, commandOf(type), later(DAY));
    expect('refusal' in result && result.refusal.code).toBe(code);
  });

  it('names the status in Stripe\'s words', () => {
    const result = applyPaymentIntentCommand(canceled(), { type: 'capture' }, now);
    expect('refusal' in result && result.refusal.message).toBe(
      'This PaymentIntent could not be captured because it has a status of canceled. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.',
    );
  });
});

describe('capture and the hold deadline', () => {
  it.each([
    ['1 minute after authorization', 2 * 60_000, 'succeeded'],
    ['1 ms before 7 days', 7 * DAY - 1, 'succeeded'],
    ['exactly 7 days', 7 * DAY, 'charge_expired_for_capture'],
    ['8 days', 8 * DAY, 'charge_expired_for_capture'],
  ])('%s -> %s', (_label, ms, expected) => {
    const intent = intentOf(applyPaymentIntentCommand(fresh('manual'), { type: 'confirm', card: VISA_OK }, now));
    const result = applyPaymentIntentCommand(intent, { type: 'capture' }, later(ms));
    if (expected === 'succeeded') {
      expect(intentOf(result)).toMatchObject({ status: 'succeeded', amountCapturedCents: 1500, capturedAt: later(ms) });
    } else {
      expect('refusal' in result && result.refusal.code).toBe(expected);
    }
  });
});

describe('cancel and expire', () => {
  it.each(['requires_payment_method', 'requires_capture'] as const)('cancels from %s, keeping the reason', (status) => {
    const intent = intentOf(applyPaymentIntentCommand(byStatus[status](), { type: 'cancel', reason: 'abandoned' }, later(DAY)));
    expect(intent).toMatchObject({ status: 'canceled', canceledAt: later(DAY), cancellationReason: 'abandoned', amountCapturedCents: 0 });
  });

  it('a cancel without reason records none (as Stripe)', () => {
    expect(intentOf(applyPaymentIntentCommand(authorized(), { type: 'cancel' }, now)).cancellationReason).toBeNull();
  });

  it.each([
    ['before the deadline', 7 * DAY - 1, 'authorization_not_expired'],
    ['at the deadline', 7 * DAY, 'canceled'],
    ['after the deadline', 9 * DAY, 'canceled'],
  ])('expire %s -> %s', (_label, ms, expected) => {
    const intent = intentOf(applyPaymentIntentCommand(fresh('manual'), { type: 'confirm', card: VISA_OK }, now));
    const result = applyPaymentIntentCommand(intent, { type: 'expire' }, later(ms));
    if (expected === 'canceled') expect(intentOf(result)).toMatchObject({ status: 'canceled', cancellationReason: 'automatic' });
    else expect('refusal' in result && result.refusal.code).toBe(expected);
  });
});

describe('refund', () => {
  it.each([
    ['the whole amount by default', [undefined], 1500, null],
    ['in parts up to the amount', [500, 1000], 1500, null],
    ['a part', [1], 1, null],
    ['more than captured', [1501], 0, 'amount_too_large'],
    ['more than what is left', [1000, 501], 1000, 'amount_too_large'],
    ['after a full refund', [1500, undefined], 1500, 'charge_already_refunded'],
    ['zero', [0], 0, 'parameter_invalid_integer'],
    ['a fraction of a cent', [0.5], 0, 'parameter_invalid_integer'],
    ['a negative amount', [-5], 0, 'parameter_invalid_integer'],
  ] as const)('%s', (_label, amounts, refunded, lastRefusal) => {
    let intent = captured();
    let refusal: string | null = null;
    for (const amountCents of amounts) {
      const result = applyPaymentIntentCommand(intent, { type: 'refund', amountCents }, now);
      if ('refusal' in result) refusal = result.refusal.code;
      else intent = result.intent;
    }
    expect(refusal).toBe(lastRefusal);
    expect(intent.amountRefundedCents).toBe(refunded);
    expect(intent.status).toBe('succeeded');
  });

  it('refunds a manual intent once captured', () => {
    expect(run(authorized(), { type: 'capture' }, { type: 'refund' }).amountRefundedCents).toBe(1500);
  });
});

describe('property: no sequence of commands reaches an illegal state', () => {
  const cards = fc.constantFrom(VISA_OK, DECLINED, NO_FUNDS, card('5555 5555 5555 4444'), card('4242424242424242', { cvc: 'x' }));
  const command: fc.Arbitrary<PaymentIntentCommand> = fc.oneof(
    cards.map((c) => ({ type: 'confirm', card: c }) as const),
    fc.constant({ type: 'capture' } as const),
    fc.constantFrom('abandoned', 'requested_by_customer', undefined).map((reason) => ({ type: 'cancel', reason }) as const),
    fc.constant({ type: 'expire' } as const),
    // Amounts around the boundaries of the two intent amounts below, whole or not.
    fc.constantFrom(undefined, -1, 0, 0.5, 1, 49, 50, 51, 500, 1000, 1499, 1500, 1501).map((amountCents) => ({ type: 'refund', amountCents }) as const),
  );
  const step = fc.record({ command, advanceMs: fc.integer({ min: 0, max: 3 * DAY }) });
  const edges = new Set([
    'requires_payment_method>requires_payment_method',
    'requires_payment_method>requires_capture',
    'requires_payment_method>succeeded',
    'requires_payment_method>canceled',
    'requires_capture>succeeded',
    'requires_capture>canceled',
    'succeeded>succeeded',
  ]);

  function checkInvariants(intent: PaymentIntent): void {
    expect(intent.amountRefundedCents).toBeGreaterThanOrEqual(0);
    expect(intent.amountRefundedCents).toBeLessThanOrEqual(intent.amountCapturedCents);
    expect(intent.amountCapturedCents).toBe(intent.status === 'succeeded' ? intent.amountCents : 0);
    expect(intent.capturedAt !== null).toBe(intent.status === 'succeeded');
    expect(intent.canceledAt !== null).toBe(intent.status === 'canceled');
    if (intent.status === 'requires_capture') {
      expect(intent.captureMethod).toBe('manual');
      expect(intent.captureBefore).not.toBeNull();
    }
    // A success clears the last error; a cancel keeps it (it tells why the payment was given up).
    if (intent.status === 'requires_capture' || intent.status === 'succeeded') expect(intent.lastPaymentError).toBeNull();
    if (intent.status === 'succeeded' || intent.status === 'requires_capture') expect(intent.authorizedAt).not.toBeNull();
  }

  it('holds for random sequences, both capture methods', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CaptureMethod>('manual', 'automatic'),
        fc.constantFrom(50, 1500),
        fc.array(step, { maxLength: 25 }),
        (method, amountCents, steps) => {
          let intent = fresh(method, amountCents);
          let at = now.getTime();
          for (const { command, advanceMs } of steps) {
            at += advanceMs;
            const before = structuredClone(intent);
            const result = applyPaymentIntentCommand(intent, command, new Date(at));
            expect(intent).toEqual(before); // never mutated
            if ('refusal' in result) continue;
            const next = result.intent;
            expect(edges.has(`${intent.status}>${next.status}`)).toBe(true);
            // Captured once: a capture time and amount never change after they are set.
            if (intent.capturedAt) expect(next.capturedAt).toEqual(intent.capturedAt);
            expect(next.amountRefundedCents).toBeGreaterThanOrEqual(intent.amountRefundedCents);
            expect(next.amountCents).toBe(intent.amountCents);
            checkInvariants(next);
            intent = next;
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
