import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../../domain/test-cards';
import { SANDBOX_TEST_CARDS, cardField, digitsOnly, formatCardNumber } from './sandbox-card';

describe('the sandbox card inputs', () => {
  it('groups card numbers in fours, digits only, 19 at most', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
    expect(formatCardNumber('')).toBe('');
  });

  it('keeps digits only in the short fields', () => {
    expect(digitsOnly('1a2/', 2)).toBe('12');
    expect(digitsOnly('20301', 4)).toBe('2030');
  });

  it('knows its own field names only', () => {
    expect(cardField('cvc')).toBe('cvc');
    expect(cardField('expYear')).toBe('expYear');
    expect(cardField('amount')).toBeNull();
    expect(cardField(undefined)).toBeNull();
  });

  it('hints exactly the test cards the sandbox knows', () => {
    const hinted = SANDBOX_TEST_CARDS.map((card) => card.number.replace(/ /g, '')).sort();
    expect(hinted).toEqual(Object.keys(TEST_CARDS).sort());
  });
});
