import { describe, expect, it } from 'vitest';
import type { CreateEscrowPaymentResponse } from '../../../domain/schemas';
import { makePool } from '../../test-support/fixtures';
import { ACTIVITY_LIMIT, EMPTY_ACTIVITY, activityReducer, activityTime } from './activity';
import {
  BAD_POOL_ID,
  MISSING_POOL_ID,
  accountLabel,
  computedAmount,
  escrowHeldCents,
  paidPools,
  parsePoolId,
  paymentStage,
  sortSquares,
  squareName,
  testCardExpiry,
  toggleSquare,
  type TestPayment,
} from './tester-model';

describe('parsePoolId', () => {
  it.each([
    ['12', { ok: true, value: 12 }],
    [' 7 ', { ok: true, value: 7 }],
    ['2147483647', { ok: true, value: 2_147_483_647 }],
    ['', { ok: false, message: MISSING_POOL_ID }],
    ['   ', { ok: false, message: MISSING_POOL_ID }],
    ['0', { ok: false, message: BAD_POOL_ID }],
    ['-4', { ok: false, message: BAD_POOL_ID }],
    ['1.5', { ok: false, message: BAD_POOL_ID }],
    ['12a', { ok: false, message: BAD_POOL_ID }],
    ['2147483648', { ok: false, message: BAD_POOL_ID }],
  ])('%j', (input, expected) => {
    expect(parsePoolId(input)).toEqual(expected);
  });
});

describe('paidPools', () => {
  const pools = [
    makePool({ id: 1, name: 'Free Pool', entryFeeCents: 0 }),
    makePool({ id: 2, name: '$5 Tier', entryFeeCents: 500, status: 'open' }),
    makePool({ id: 3, name: '$10 Tier', entryFeeCents: 1000, status: 'completed' }, { homeTeam: 'Green Bay Packers', awayTeam: 'Chicago Bears' }),
  ];

  it('lists only pools whose squares cost money, open ones first, then by status in the order given', () => {
    expect(paidPools(pools).map((p) => p.id)).toEqual([2, 3]);
    const mixed = [
      makePool({ id: 10, entryFeeCents: 500, status: 'cancelled' }),
      makePool({ id: 11, entryFeeCents: 500, status: 'completed' }),
      makePool({ id: 12, entryFeeCents: 500, status: 'open' }),
      makePool({ id: 13, entryFeeCents: 500, status: 'active' }),
      makePool({ id: 14, entryFeeCents: 500, status: 'open' }),
      makePool({ id: 15, entryFeeCents: 500, status: 'full' }),
    ];
    expect(paidPools(mixed).map((p) => p.id)).toEqual([12, 14, 15, 13, 11, 10]);
  });

  it('filters by every word, across id, name, status and teams, ignoring case', () => {
    expect(paidPools(pools, 'packers').map((p) => p.id)).toEqual([3]);
    expect(paidPools(pools, 'COMPLETED bears').map((p) => p.id)).toEqual([3]);
    expect(paidPools(pools, '#2').map((p) => p.id)).toEqual([2]);
    expect(paidPools(pools, 'free').map((p) => p.id)).toEqual([]);
    expect(paidPools(pools, '  ').map((p) => p.id)).toEqual([2, 3]);
  });
});

describe('toggleSquare', () => {
  it('adds a square, removes it again, and never holds more than 5', () => {
    let picked = toggleSquare([], { row: 1, column: 2 });
    expect(picked).toEqual([{ row: 1, column: 2 }]);
    picked = toggleSquare(picked, { row: 1, column: 2 });
    expect(picked).toEqual([]);
    for (let column = 0; column < 7; column += 1) picked = toggleSquare(picked, { row: 0, column });
    expect(picked).toHaveLength(5);
    expect(picked.at(-1)).toEqual({ row: 0, column: 4 });
    // At the limit, removing still works.
    expect(toggleSquare(picked, { row: 0, column: 0 })).toHaveLength(4);
  });

  it('sorts in board order and names squares from 1', () => {
    expect(sortSquares([{ row: 4, column: 4 }, { row: 1, column: 9 }, { row: 1, column: 2 }])).toEqual([
      { row: 1, column: 2 },
      { row: 1, column: 9 },
      { row: 4, column: 4 },
    ]);
    expect(squareName({ row: 0, column: 9 })).toBe('R1 · C10');
  });
});

describe('computedAmount', () => {
  it.each([
    [500, 3, '15.00'],
    [2500, 1, '25.00'],
    [1999, 2, '39.98'],
    [500, 0, '0.00'],
  ])('%i cents x %i = %s', (fee, count, expected) => {
    expect(computedAmount(fee, count)).toBe(expected);
  });
});

describe('paymentStage', () => {
  const intent: CreateEscrowPaymentResponse = {
    clientSecret: 'pi_1_secret',
    paymentIntentId: 'pi_1',
    amount: 1000,
    holdExpiresAt: '2026-11-21T15:10:00.000Z',
    holdSecondsLeft: 600,
    captureMethod: 'manual',
    provider: 'sandbox',
  };
  const base: TestPayment = { poolId: 2, squares: [{ row: 0, column: 0 }], intent, confirm: null, purchase: null, released: false };

  it('goes create -> confirm -> record -> done; a declined card stays on confirm; releasing ends it', () => {
    expect(paymentStage(null)).toBe('create');
    expect(paymentStage(base)).toBe('confirm');
    const declined = { status: 'requires_payment_method' as const, error: { code: 'card_declined', message: 'Your card was declined.' } };
    expect(paymentStage({ ...base, confirm: declined })).toBe('confirm');
    expect(paymentStage({ ...base, confirm: { status: 'requires_capture' } })).toBe('record');
    expect(paymentStage({ ...base, confirm: { status: 'succeeded' } })).toBe('record');
    expect(paymentStage({ ...base, confirm: { status: 'canceled' } })).toBe('confirm');
    const purchase = { outcome: 'completed' as const, status: 'requires_capture' as const, poolId: 2, paymentIntentId: 'pi_1', squares: [], amountCents: 1000 };
    expect(paymentStage({ ...base, confirm: { status: 'requires_capture' }, purchase })).toBe('done');
    expect(paymentStage({ ...base, released: true })).toBe('done');
  });
});

describe('accountLabel', () => {
  it.each([
    ['player_payments', 'Player payments (cards)'],
    ['house_fees', 'House fees'],
    ['refunds', 'Refunds to cards'],
    ['prizes_paid', 'Prizes paid'],
    ['unclaimed_prizes', 'Unclaimed prizes'],
    ['pool_escrow:12', 'Escrow, pool #12'],
    ['prizes_payable:7', 'Prizes payable, pool #7'],
    ['nonprofit:3', 'Nonprofit share, pool #3'],
    ['something_new:3', 'something_new:3'],
    ['mystery', 'mystery'],
  ])('%s', (account, label) => {
    expect(accountLabel(account)).toBe(label);
  });
});

describe('escrowHeldCents', () => {
  it('is what was collected less what left escrow', () => {
    const escrow = { collectedCents: 10_000, authorizedCents: 2000, capturedCents: 8000, refundedCents: 500, houseFeeCents: 950, nonprofitCents: 0, prizesCents: 8550 };
    expect(escrowHeldCents(escrow)).toBe(0);
    expect(escrowHeldCents({ ...escrow, prizesCents: 0 })).toBe(8550);
  });
});

it('test card expiry is December, four years on, so it never reads as expired', () => {
  expect(testCardExpiry(new Date(2026, 10, 21))).toEqual({ expMonth: 12, expYear: 2030 });
});

describe('activity log', () => {
  const entry = { at: '2026-11-21T15:00:05.000Z', action: 'Create payment intent', method: 'POST' as const, url: '/api/create-payment-intent', ok: true, status: 200, summary: 'ok' };

  it('puts the newest first, numbers entries, keeps the last 50 and clears', () => {
    let state = EMPTY_ACTIVITY;
    for (let i = 0; i < ACTIVITY_LIMIT + 3; i += 1) state = activityReducer(state, { type: 'add', entry: { ...entry, summary: `#${i}` } });
    expect(state.entries).toHaveLength(ACTIVITY_LIMIT);
    expect(state.entries[0]).toMatchObject({ id: ACTIVITY_LIMIT + 3, summary: `#${ACTIVITY_LIMIT + 2}` });
    state = activityReducer(state, { type: 'clear' });
    expect(state.entries).toEqual([]);
    expect(activityReducer(state, { type: 'add', entry }).entries[0]!.id).toBe(ACTIVITY_LIMIT + 4);
  });

  it('shows times as 24-hour clock time', () => {
    expect(activityTime('2026-11-21T15:00:05.000Z', 'UTC')).toBe('15:00:05');
    expect(activityTime('not a time')).toBe('--:--:--');
  });
});
