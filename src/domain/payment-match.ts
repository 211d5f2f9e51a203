/**
 * Whether what the payment provider reports about an intent is the payment we stored (D7): the same
 * amount in the same currency, and metadata naming the same payment, player, pool and squares. The
 * browser's purchase and the webhook both check it before a purchase is completed: a correctly signed
 * event for an intent of 1 cent, or one whose metadata names other squares, buys nothing.
 */
import type { Coordinate } from './board';

export type PaymentMismatchField = 'amount' | 'currency' | 'payment' | 'player' | 'pool' | 'squares';

export interface StoredPaymentFacts {
  paymentId: string;
  userId: string;
  poolId: number;
  amountCents: number;
  /** Lowercase ISO code, as Stripe reports it. */
  currency: string;
  squares: readonly Coordinate[];
}

export interface ReportedIntentFacts {
  amountCents: number;
  currency: string;
  metadata: { paymentId?: string | undefined; userId?: string | undefined; poolId?: string | undefined };
  /** The metadata's squares, decoded; null when missing or unreadable. */
  squares: readonly Coordinate[] | null;
}

/** The same squares, whatever the order (a square twice counts twice). */
function sameSquares(a: readonly Coordinate[], b: readonly Coordinate[]): boolean {
  const key = (list: readonly Coordinate[]) => list.map((c) => `${c.row},${c.column}`).sort().join(';');
  return a.length === b.length && key(a) === key(b);
}

/** The fields that differ; empty when the intent is the stored payment. */
export function paymentMismatches(stored: StoredPaymentFacts, reported: ReportedIntentFacts): PaymentMismatchField[] {
  const fields: PaymentMismatchField[] = [];
  if (reported.amountCents !== stored.amountCents) fields.push('amount');
  if (reported.currency.toLowerCase() !== stored.currency.toLowerCase()) fields.push('currency');
  if (reported.metadata.paymentId !== stored.paymentId) fields.push('payment');
  if (reported.metadata.userId !== stored.userId) fields.push('player');
  if (reported.metadata.poolId !== String(stored.poolId)) fields.push('pool');
  if (!reported.squares || !sameSquares(reported.squares, stored.squares)) fields.push('squares');
  return fields;
}
