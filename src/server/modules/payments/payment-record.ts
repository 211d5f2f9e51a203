import { eq } from 'drizzle-orm';
import type { Coordinate } from '../../../domain/board';
import type { OutcomeReason } from '../../../domain/checkout-states';
import type { Tx } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema';

/** Why a payment bought nothing; each has the sentence the player is shown. */
export const OUTCOME_MESSAGES = {
  abandoned: 'You left checkout, so the squares were released.',
  hold_expired: 'Your 10-minute hold on these squares expired before the payment completed, so they were released. Nothing was charged: the payment is cancelled or refunded.',
  squares_taken: 'These squares were taken before the payment completed. Nothing was charged: the payment is cancelled or refunded.',
  pool_closed: 'This pool stopped taking entries before the payment completed. Nothing was charged: the payment is cancelled or refunded.',
  creation_failed: 'The payment could not be started, so the squares were released.',
  canceled: 'The payment was cancelled, so the squares were released.',
} as const satisfies Record<OutcomeReason, string>;
export type { OutcomeReason };

export function squaresOf(payment: Pick<PaymentRow, 'squares'>): Coordinate[] {
  return payment.squares.map(([row, column]) => ({ row, column }));
}

export async function lockPaymentByIntent(tx: Tx, intentId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.intentId, intentId)).for('update');
  return row;
}

export async function lockPayment(tx: Tx, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row;
}

/** The same squares, whatever the order. */
export function sameSquares(a: readonly Coordinate[], b: readonly Coordinate[]): boolean {
  const key = (list: readonly Coordinate[]) => list.map((c) => `${c.row},${c.column}`).sort().join(';');
  return a.length === b.length && key(a) === key(b);
}
