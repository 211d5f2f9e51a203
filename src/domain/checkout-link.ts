/**
 * The hand-over from a pool page's cart to /checkout (spec sections 2-3):
 * /checkout?poolId=67&squares={URL-encoded JSON of [{row, column, price}]}&amount=15.00. Prices and the
 * amount are decimal strings like the API's entry fees; the server computes the real amount and only
 * checks this one against it (D7). One builder for everyone: the pool page's cart builds the link, the
 * server's GET /api/pools/{id}/my-checkout builds the same string to resume a checkout, and /checkout
 * reads it (parseCheckoutQuery, in ./checkout-query: it needs zod, which the pool page does not load).
 */
import type { Coordinate } from './board';
import { centsToDecimalString } from './money';

/** A square of the order at the price the cart showed: dollars as a decimal string, "5.00". */
export type CheckoutSquare = { row: number; column: number; price: string };

export type CheckoutQuery = {
  poolId: number;
  squares: CheckoutSquare[];
  /** Dollars as a decimal string, "15.00": what the cart showed; the server's amount rules. */
  amount: string;
};

export function buildCheckoutQuery(
  pool: { id: number; entryFee: string; entryFeeCents: number },
  squares: readonly Coordinate[],
): CheckoutQuery {
  return {
    poolId: pool.id,
    squares: squares.map((s) => ({ row: s.row, column: s.column, price: pool.entryFee })),
    amount: centsToDecimalString(pool.entryFeeCents * squares.length),
  };
}

export function checkoutHref(query: CheckoutQuery): string {
  const squares = JSON.stringify(query.squares.map(({ row, column, price }) => ({ row, column, price })));
  return `/checkout?poolId=${query.poolId}&squares=${encodeURIComponent(squares)}&amount=${encodeURIComponent(query.amount)}`;
}
