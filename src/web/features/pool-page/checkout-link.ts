/**
 * The hand-over to checkout for paid pools (spec sections 2-3): /checkout?data={URL-encoded JSON of
 * {poolId, squares: [{row, column, price}], totalAmount}}. Prices are decimal strings like the API's
 * entry fees; the server computes the real amount and only checks this one against it (D7).
 */
import { z } from 'zod';
import type { Coordinate } from '../../../domain/board';
import { centsToDecimalString } from '../../../domain/money';
import { decimalString } from '../../../domain/schemas';

export const checkoutDataSchema = z.object({
  poolId: z.number().int().positive(),
  squares: z
    .array(
      z.object({
        row: z.number().int().min(0).max(9),
        column: z.number().int().min(0).max(9),
        price: decimalString,
      }),
    )
    .min(1),
  totalAmount: decimalString,
});
export type CheckoutData = z.infer<typeof checkoutDataSchema>;

export function buildCheckoutData(
  pool: { id: number; entryFee: string; entryFeeCents: number },
  squares: readonly Coordinate[],
): CheckoutData {
  return {
    poolId: pool.id,
    squares: squares.map((s) => ({ row: s.row, column: s.column, price: pool.entryFee })),
    totalAmount: centsToDecimalString(pool.entryFeeCents * squares.length),
  };
}

export function checkoutHref(data: CheckoutData): string {
  return `/checkout?data=${encodeURIComponent(JSON.stringify(data))}`;
}

/** The checkout page's side: the data of a /checkout URL's query string, or null when absent or bad. */
export function parseCheckoutData(search: string): CheckoutData | null {
  const raw = new URLSearchParams(search).get('data');
  if (raw === null) return null;
  try {
    const result = checkoutDataSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
