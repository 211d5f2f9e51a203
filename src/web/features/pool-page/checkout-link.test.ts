import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCheckoutData, checkoutHref, parseCheckoutData } from './checkout-link';

const pool = { id: 67, entryFee: '5.00', entryFeeCents: 500 };

describe('checkout data', () => {
  it('lists each square at the entry fee (a string) and the total', () => {
    expect(buildCheckoutData(pool, [{ row: 3, column: 7 }, { row: 0, column: 0 }])).toEqual({
      poolId: 67,
      squares: [
        { row: 3, column: 7, price: '5.00' },
        { row: 0, column: 0, price: '5.00' },
      ],
      totalAmount: '10.00',
    });
    expect(buildCheckoutData({ id: 1, entryFee: '2.50', entryFeeCents: 250 }, [{ row: 1, column: 1 }, { row: 1, column: 2 }, { row: 1, column: 3 }]).totalAmount).toBe('7.50');
  });

  it('travels as ?data= URL-encoded JSON', () => {
    const data = buildCheckoutData(pool, [{ row: 3, column: 7 }]);
    const href = checkoutHref(data);
    expect(href).toBe(`/checkout?data=${encodeURIComponent(JSON.stringify(data))}`);
    expect(href).not.toMatch(/[{}"\s]/);
    expect(parseCheckoutData(href.slice('/checkout'.length))).toEqual(data);
  });

  it('round-trips any cart', () => {
    const square = fc.record({ row: fc.integer({ min: 0, max: 9 }), column: fc.integer({ min: 0, max: 9 }) });
    fc.assert(
      fc.property(fc.array(square, { minLength: 1, maxLength: 25 }), fc.integer({ min: 0, max: 100_000 }), (squares, cents) => {
        const fee = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        const data = buildCheckoutData({ id: 9, entryFee: fee, entryFeeCents: cents }, squares);
        expect(parseCheckoutData(new URL(checkoutHref(data), 'http://x').search)).toEqual(data);
      }),
    );
  });

  it('refuses missing or malformed data', () => {
    expect(parseCheckoutData('')).toBeNull();
    expect(parseCheckoutData('?data=nope')).toBeNull();
    expect(parseCheckoutData(`?data=${encodeURIComponent(JSON.stringify({ poolId: 1, squares: [], totalAmount: '0.00' }))}`)).toBeNull();
    expect(parseCheckoutData(`?data=${encodeURIComponent(JSON.stringify({ poolId: 1, squares: [{ row: 10, column: 0, price: '1.00' }], totalAmount: '1.00' }))}`)).toBeNull();
  });
});
