/**
 * The checkout page's side of the hand-over (./checkout-link): reading a /checkout URL's query. Apart
 * from the builder because it validates the squares with zod, which only the checkout page loads.
 */
import { z } from 'zod';
import type { CheckoutQuery, CheckoutSquare } from './checkout-link';
import { parseRecordId } from './record-id';
import { MAX_SQUARES_PER_CHECKOUT, decimalString } from './schemas';

const squaresSchema: z.ZodType<CheckoutSquare[]> = z
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
  const poolId = parseRecordId(params.get('poolId'));
  const squares = parseSquaresParam(params.get('squares'));
  const amount = parseAmountParam(params.get('amount'));
  if (poolId === null || squares === null || amount === null) return null;
  return { poolId, squares, amount };
}
