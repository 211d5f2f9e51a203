import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { buildCheckoutQuery, checkoutHref } from '../../../domain/checkout-link';
import { centsToDecimalString } from '../../../domain/money';
import type { MyCheckout } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { payments, pools } from '../../db/schema';
import { squaresOf } from './payment-record';

/**
 * Whole seconds from `now` to the hold's end, rounded up like the countdown (00:01 until the very
 * end), never negative. The server answers this beside the deadline so the browser counts from the
 * moment the answer arrives, whatever its own clock says.
 */
export function holdSecondsLeft(holdExpiresAt: Date, now: Date): number {
  const ms = holdExpiresAt.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/**
 * The player's live checkout in a pool (a read, no use case): a payment waiting for its card with an
 * intent whose hold has not run out by the injected clock. A hold past its end counts as gone even
 * before the ticker releases it. Should a player hold two checkouts in one pool, the newest is the
 * one to resume.
 */
export async function liveCheckoutOf(db: Db, input: { userId: string; poolId: number; now: Date }): Promise<MyCheckout | null> {
  const [row] = await db
    .select({ payment: payments, pool: { id: pools.id, entryFeeCents: pools.entryFeeCents } })
    .from(payments)
    .innerJoin(pools, eq(pools.id, payments.poolId))
    .where(
      and(
        eq(payments.userId, input.userId),
        eq(payments.poolId, input.poolId),
        eq(payments.status, 'awaiting_payment'),
        isNotNull(payments.intentId),
        gt(payments.holdExpiresAt, input.now),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  if (!row) return null;
  const { payment, pool } = row;
  const squares = squaresOf(payment);
  const query = buildCheckoutQuery({ id: pool.id, entryFee: centsToDecimalString(pool.entryFeeCents), entryFeeCents: pool.entryFeeCents }, squares);
  return {
    paymentIntentId: payment.intentId!,
    squares,
    amountCents: payment.amountCents,
    holdExpiresAt: payment.holdExpiresAt.toISOString(),
    holdSecondsLeft: holdSecondsLeft(payment.holdExpiresAt, input.now),
    checkoutHref: checkoutHref(query),
  };
}
