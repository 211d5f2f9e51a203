import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCheckoutQuery, checkoutHref } from './checkout-link';
import { parseCheckoutQuery } from './checkout-query';

const pool = { id: 67, entryFee: '5.00', entryFeeCents: 500 };

function search(params: Record<string, string>): string {
  return `?${Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&')}`;
}

const ONE_SQUARE = JSON.stringify([{ row: 1, column: 2, price: '5.00' }]);

describe('the checkout hand-off', () => {
  it('lists each square at the entry fee (a string) and the amount in dollars', () => {
    expect(buildCheckoutQuery(pool, [{ row: 3, column: 7 }, { row: 0, column: 0 }])).toEqual({
      poolId: 67,
      squares: [
        { row: 3, column: 7, price: '5.00' },
        { row: 0, column: 0, price: '5.00' },
      ],
      amount: '10.00',
    });
    expect(buildCheckoutQuery({ id: 1, entryFee: '2.50', entryFeeCents: 250 }, [{ row: 1, column: 1 }, { row: 1, column: 2 }, { row: 1, column: 3 }]).amount).toBe('7.50');
  });

  it('travels as ?poolId=&squares=&amount= with the squares as URL-encoded JSON', () => {
    const query = buildCheckoutQuery(pool, [{ row: 3, column: 7 }]);
    const href = checkoutHref(query);
    expect(href).toBe(`/checkout?poolId=67&squares=${encodeURIComponent('[{"row":3,"column":7,"price":"5.00"}]')}&amount=5.00`);
    expect(href).not.toMatch(/[{}"\s]/);
    expect(parseCheckoutQuery(href.slice('/checkout'.length))).toEqual(query);
  });

  it('round-trips any cart of up to 5 distinct squares', () => {
    const square = fc.record({ row: fc.integer({ min: 0, max: 9 }), column: fc.integer({ min: 0, max: 9 }) });
    const cart = fc.uniqueArray(square, { minLength: 1, maxLength: 5, selector: (s) => `${s.row},${s.column}` });
    fc.assert(
      fc.property(cart, fc.integer({ min: 1, max: 100_000 }), (squares, cents) => {
        const fee = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        const query = buildCheckoutQuery({ id: 9, entryFee: fee, entryFeeCents: cents }, squares);
        expect(parseCheckoutQuery(new URL(checkoutHref(query), 'http://x').search)).toEqual(query);
      }),
    );
  });

  it('is null when any parameter is missing', () => {
    expect(parseCheckoutQuery('')).toBeNull();
    expect(parseCheckoutQuery(search({ squares: ONE_SQUARE, amount: '5.00' }))).toBeNull();
    expect(parseCheckoutQuery(search({ poolId: '1', amount: '5.00' }))).toBeNull();
    expect(parseCheckoutQuery(search({ poolId: '1', squares: ONE_SQUARE }))).toBeNull();
    expect(parseCheckoutQuery(search({ poolId: '1', squares: ONE_SQUARE, amount: '5.00' }))).not.toBeNull();
  });

  it('is null for a malformed parameter', () => {
    const ok = { poolId: '1', squares: ONE_SQUARE, amount: '5.00' };
    for (const poolId of ['0', '-1', 'abc', '1.5', '99999999999', '']) {
      expect(parseCheckoutQuery(search({ ...ok, poolId })), poolId).toBeNull();
    }
    const badSquares = [
      'nope',
      '[]',
      '{}',
      JSON.stringify([{ row: 10, column: 0, price: '1.00' }]),
      JSON.stringify([{ row: 1.5, column: 0, price: '1.00' }]),
      JSON.stringify([{ row: 1, column: 0 }]),
      JSON.stringify([{ row: 1, column: 0, price: 5 }]),
      JSON.stringify([{ row: 1, column: 0, price: '5.00' }, { row: 1, column: 0, price: '5.00' }]),
      JSON.stringify(Array.from({ length: 6 }, (_, i) => ({ row: i, column: 0, price: '5.00' }))),
    ];
    for (const squares of badSquares) expect(parseCheckoutQuery(search({ ...ok, squares })), squares).toBeNull();
    for (const amount of ['0', '0.00', '-5', '5.001', '5,00', 'five', '']) {
      expect(parseCheckoutQuery(search({ ...ok, amount })), amount).toBeNull();
    }
    expect(parseCheckoutQuery(search({ ...ok, amount: '15' }))?.amount).toBe('15');
  });
});
