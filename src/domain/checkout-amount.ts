/**
 * What a player reads when the amount in a checkout link is not the price of its squares (a link edited
 * by hand, or a cart left open while the price changed). The server charges its own price, never the
 * link's (D7), so the checkout is refused; the words say what happened and what to do, in dollars, and
 * that nothing was charged.
 */
import { formatMoney, type Cents } from './money';

export function amountMismatchMessage(input: { amountCents: Cents; squareCount: number; entryFeeCents: Cents }): string {
  const { amountCents, squareCount, entryFeeCents } = input;
  const price =
    squareCount === 1
      ? `1 square costs ${formatMoney(entryFeeCents)}`
      : `${squareCount} squares at ${formatMoney(entryFeeCents)} each cost ${formatMoney(entryFeeCents * squareCount)}`;
  return `This checkout asked for ${formatMoney(amountCents)}, but ${price}. The checkout link may have been changed: go back to the pool and choose your squares again. Nothing was charged.`;
}
