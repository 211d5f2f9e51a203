import { describe, expect, it } from 'vitest';
import { paymentMismatches, type ReportedIntentFacts, type StoredPaymentFacts } from './payment-match';

const stored: StoredPaymentFacts = {
  paymentId: 'pay-1',
  userId: 'user-1',
  poolId: 7,
  amountCents: 1500,
  currency: 'usd',
  squares: [
    { row: 0, column: 1 },
    { row: 2, column: 3 },
    { row: 4, column: 5 },
  ],
};
const matching: ReportedIntentFacts = {
  amountCents: 1500,
  currency: 'usd',
  metadata: { paymentId: 'pay-1', userId: 'user-1', poolId: '7' },
  squares: [
    { row: 4, column: 5 },
    { row: 0, column: 1 },
    { row: 2, column: 3 },
  ],
};

describe('paymentMismatches', () => {
  it('finds nothing when the intent is the stored payment (squares in any order, currency in any case)', () => {
    expect(paymentMismatches(stored, matching)).toEqual([]);
    expect(paymentMismatches(stored, { ...matching, currency: 'USD' })).toEqual([]);
  });

  it.each<[string, Partial<ReportedIntentFacts>, string[]]>([
    ['1 cent', { amountCents: 1 }, ['amount']],
    ['one cent more', { amountCents: 1501 }, ['amount']],
    ['another currency', { currency: 'eur' }, ['currency']],
    ['no currency', { currency: '' }, ['currency']],
    ['another payment', { metadata: { ...matching.metadata, paymentId: 'pay-2' } }, ['payment']],
    ['another player', { metadata: { ...matching.metadata, userId: 'user-2' } }, ['player']],
    ['another pool', { metadata: { ...matching.metadata, poolId: '8' } }, ['pool']],
    ['a pool written otherwise', { metadata: { ...matching.metadata, poolId: '07' } }, ['pool']],
    ['no metadata at all', { metadata: {}, squares: null }, ['payment', 'player', 'pool', 'squares']],
    ['unreadable squares', { squares: null }, ['squares']],
    ['one square fewer', { squares: matching.squares!.slice(1) }, ['squares']],
    ['another square', { squares: [...matching.squares!.slice(1), { row: 9, column: 9 }] }, ['squares']],
    ['a square twice', { squares: [...matching.squares!.slice(1), matching.squares![1]!] }, ['squares']],
    ['a foreign intent for 1 cent', { amountCents: 1, metadata: {}, squares: null }, ['amount', 'payment', 'player', 'pool', 'squares']],
  ])('names what differs: %s', (_name, change, fields) => {
    expect(paymentMismatches(stored, { ...matching, ...change })).toEqual(fields);
  });
});
