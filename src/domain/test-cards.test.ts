import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardDigits, passesLuhn, testCardOutcome, validateCard, type CardInput } from './test-cards';

const now = new Date('2026-11-23T18:00:00.000Z');
const good: CardInput = { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const codes = (card: Partial<CardInput>, at: Date = now) => validateCard({ ...good, ...card }, at).map((i) => [i.code, i.field]);

describe('validateCard: each field', () => {
  it('accepts a good card', () => {
    expect(validateCard(good, now)).toEqual([]);
  });

  it.each([
    ['4242424242424242', []],
    ['4242 4242 4242 4242', []],
    ['4242-4242-4242-4242', [['incorrect_number', 'cardNumber']]],
    ['4242 4242 4242 4241', [['incorrect_number', 'cardNumber']]],
    ['42424242424', [['incorrect_number', 'cardNumber']]],
    ['', [['incorrect_number', 'cardNumber']]],
    ['    ', [['incorrect_number', 'cardNumber']]],
    ['4242 4242 4242 424x', [['incorrect_number', 'cardNumber']]],
    ['42424242424242424242', [['incorrect_number', 'cardNumber']]],
  ])('number %j', (cardNumber, expected) => {
    expect(codes({ cardNumber })).toEqual(expected);
  });

  it.each([
    [1, []],
    ['01', []],
    ['12', []],
    [0, [['invalid_expiry_month', 'expMonth']]],
    [13, [['invalid_expiry_month', 'expMonth']]],
    ['1.5', [['invalid_expiry_month', 'expMonth']]],
    [1.5, [['invalid_expiry_month', 'expMonth']]],
    ['', [['invalid_expiry_month', 'expMonth']]],
    ['012', [['invalid_expiry_month', 'expMonth']]],
  ])('month %j', (expMonth, expected) => {
    expect(codes({ expMonth })).toEqual(expected);
  });

  it.each([
    ['30', []],
    [30, []],
    ['2030', []],
    ['230', [['invalid_expiry_year', 'expYear']]],
    ['3', [['invalid_expiry_year', 'expYear']]],
    [20300, [['invalid_expiry_year', 'expYear']]],
    ['', [['invalid_expiry_year', 'expYear']]],
  ])('year %j', (expYear, expected) => {
    expect(codes({ expYear })).toEqual(expected);
  });

  it.each([
    ['123', []],
    ['1234', []],
    ['12', [['invalid_cvc', 'cvc']]],
    ['12345', [['invalid_cvc', 'cvc']]],
    ['12a', [['invalid_cvc', 'cvc']]],
  ])('cvc %j', (cvc, expected) => {
    expect(codes({ cvc })).toEqual(expected);
  });

  it('lists every problem at once, in field order, with Stripe\'s messages', () => {
    expect(validateCard({ cardNumber: '1234', expMonth: 13, expYear: '9', cvc: '' }, now)).toEqual([
      { code: 'incorrect_number', field: 'cardNumber', message: 'Your card number is incorrect.' },
      { code: 'invalid_expiry_month', field: 'expMonth', message: "Your card's expiration month is invalid." },
      { code: 'invalid_expiry_year', field: 'expYear', message: "Your card's expiration year is invalid." },
      { code: 'invalid_cvc', field: 'cvc', message: "Your card's security code is invalid." },
    ]);
  });
});

describe('validateCard: expiry against now (UTC month)', () => {
  it.each([
    ['this month is still valid', 11, 2026, []],
    ['this month, 2-digit year', 11, '26', []],
    ['next month', 12, 2026, []],
    ['last month', 10, 2026, [['expired_card', 'expMonth']]],
    ['last year', 12, 2025, [['expired_card', 'expYear']]],
    ['last year, 2-digit', 12, '25', [['expired_card', 'expYear']]],
  ] as const)('%s', (_label, expMonth, expYear, expected) => {
    expect(codes({ expMonth, expYear })).toEqual(expected);
  });

  it('reads the month in UTC: 1 Dec 00:30 UTC is December even where it is still November', () => {
    expect(codes({ expMonth: 11, expYear: 2026 }, new Date('2026-12-01T00:30:00.000Z'))).toEqual([['expired_card', 'expMonth']]);
    expect(codes({ expMonth: 11, expYear: 2026 }, new Date('2026-11-30T23:59:59.999Z'))).toEqual([]);
  });

  it('an expired card with a bad month reports the month, not an expiry it cannot judge', () => {
    expect(codes({ expMonth: 0, expYear: 2020 })).toEqual([['invalid_expiry_month', 'expMonth']]);
  });
});

describe('Luhn', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4000000000009995', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['79927398713', true],
    ['79927398710', false],
  ])('%s -> %s', (digits, ok) => {
    expect(passesLuhn(digits)).toBe(ok);
  });

  it('changing any single digit of a valid number breaks it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, delta) => {
        const digits = '4242424242424242'.split('');
        digits[position] = String((Number(digits[position]) + delta) % 10);
        return !passesLuhn(digits.join(''));
      }),
    );
  });

  it('cardDigits drops spaces and refuses anything else', () => {
    expect(cardDigits(' 4242 4242 4242 4242 ')).toBe('4242424242424242');
    expect(cardDigits('4242\t4242 4242 4242')).toBeNull();
  });
});

describe('test cards', () => {
  it.each([
    ['4242 4242 4242 4242', { ok: true }],
    ['4242424242424242', { ok: true }],
    ['4000 0000 0000 0002', { ok: false, decline: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' } }],
    [
      '4000 0000 0000 9995',
      { ok: false, decline: { code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' } },
    ],
    // A real-looking card (passes Luhn) is not a test card: declined, as in Stripe's test mode.
    ['5555 5555 5555 4444', { ok: false, decline: { code: 'card_declined', declineCode: 'test_mode_live_card', message: 'Your card was declined.' } }],
  ])('%s', (cardNumber, outcome) => {
    expect(testCardOutcome(cardNumber)).toEqual(outcome);
  });

  it('no number other than 4242... succeeds', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12,19}$/), (digits) => testCardOutcome(digits).ok === (digits === '4242424242424242')),
    );
  });
});
