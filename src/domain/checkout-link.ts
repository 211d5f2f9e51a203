/**
 * The hand-over from a pool page's cart to /checkout (spec sections 2-3, issue 12):
 * /checkout?poolId=67&squares={URL-encoded JSON of [{row, column, price}]}&amount=15.00. Prices and the
 * amount are decimal strings like the API's entry fees; the server computes the real amount and only
 * checks this one against it (D7). One builder for everyone: the pool page's cart builds the link, the
 * server's GET /api/pools/{id}/my-checkout builds the same string to resume a checkout, and /checkout
 * reads it.
 */
import { z } from 'zod';
import type { Coordinate } from './board';
import { centsToDecimalString } from './money';
import { MAX_SQUARES_PER_CHECKOUT, decimalString } from './schemas';

const MAX_POOL_ID = 2_147_483_647;

const squaresSchema = z
  .array(
    z.object({
      row: z.number().int().min(0).max(9),
      column: z.number().int().min(0).max(9),
      price: decimalString,
    }),
  )
  .min(1)
  .max(MAX_SQUARES_PER_CHECKOUT)
  .refine((list) => new Set(list.map((s) => `${s.row},${s.column}`)).size === list.length, 'a square is listed twice');

export type CheckoutSquare = z.infer<typeof squaresSchema>[number];

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

function parsePoolIdParam(raw: string | null): number | null {
  if (raw === null || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_POOL_ID ? id : null;
}

function parseSquaresParam(raw: string | null): CheckoutSquare[] | null {
  if (raw === null) return null;
  try {
    const result = squaresSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** "15", "15.5" or "15.00", above zero; kept as written (the server reads all three). */
function parseAmountParam(raw: string | null): string | null {
  if (raw === null || !/^\d{1,7}(\.\d{1,2})?$/.test(raw)) return null;
  return /[1-9]/.test(raw) ? raw : null;
}

/** The checkout page's side: the query of a /checkout URL, or null when a parameter is missing or bad. */
export function parseCheckoutQuery(search: string): CheckoutQuery | null {
  const params = new URLSearchParams(search);
  const poolId = parsePoolIdParam(params.get('poolId'));
  const squares = parseSquaresParam(params.get('squares'));
  const amount = parseAmountParam(params.get('amount'));
  if (poolId === null || squares === null || amount === null) return null;
  return { poolId, squares, amount };
}
