import { and, asc, count, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Coordinate } from '../../../domain/board';
import { cooldownMessage, holdLimitRefusal, REHOLD_COOLDOWN_MS, reholdCooldown } from '../../../domain/hold-rules';
import { AppError } from '../../../domain/errors';
import { retryAfterSeconds } from '../../../domain/throttle';
import type { Tx } from '../../db/client';
import { payments, pools, squareHolds, users, type PaymentRow } from '../../db/schema';
import { squaresOf, type OutcomeReason } from './payment-record';

/** Checkouts the player let go of: left ('Back to Pool', a changed cart), ran out, or cancelled at the provider. */
const LET_GO: OutcomeReason[] = ['abandoned', 'hold_expired', 'canceled'];

/**
 * Takes the player's own lock (their users row) for the rest of the transaction: their holds across all
 * pools are counted and written under it, so two checkouts started at once in two pools (each under its
 * own pool's lock) cannot pass MAX_HELD_SQUARES together. NO KEY UPDATE: rows referencing the player
 * (payments, holds) can still be written meanwhile.
 */
export async function lockPlayersHolds(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * Refuses (409 hold_limit) when the squares the player holds in live checkouts of every pool, plus
 * `requested`, would exceed `limit`. Called after the checkout being replaced was released, so its
 * squares do not count twice.
 */
export async function assertWithinHoldLimit(tx: Tx, input: { userId: string; requested: number; limit: number; now: Date }): Promise<void> {
  const held = await tx
    .select({ poolId: squareHolds.poolId, poolName: pools.name, squares: count() })
    .from(squareHolds)
    .innerJoin(pools, eq(pools.id, squareHolds.poolId))
    .where(and(eq(squareHolds.userId, input.userId), gt(squareHolds.expiresAt, input.now)))
    .groupBy(squareHolds.poolId, pools.name)
    .orderBy(asc(squareHolds.poolId));
  const refusal = holdLimitRefusal(held, input.requested, input.limit);
  if (refusal) throw new AppError('hold_limit', refusal);
}

/**
 * Refuses (429 hold_cooldown, with Retry-After) squares the player let go of in this pool less than
 * REHOLD_COOLDOWN_MS ago, unless they still hold them in `live` (a changed cart carries them over). The
 * ended checkouts come from the payments themselves: their squares, and when the hold ended (released,
 * or ran out if that was earlier).
 */
export async function assertNotCoolingDown(
  tx: Tx,
  input: { userId: string; poolId: number; squares: readonly Coordinate[]; live: readonly PaymentRow[]; now: Date },
): Promise<void> {
  const since = new Date(input.now.getTime() - REHOLD_COOLDOWN_MS);
  const ended = await tx
    .select({ squares: payments.squares, releasedAt: payments.releasedAt, holdExpiresAt: payments.holdExpiresAt })
    .from(payments)
    .where(
      and(
        eq(payments.poolId, input.poolId),
        eq(payments.userId, input.userId),
        inArray(payments.outcomeReason, LET_GO),
        isNotNull(payments.releasedAt),
        gt(payments.releasedAt, since),
      ),
    );
  const cooldown = reholdCooldown(
    ended.map((p) => ({ squares: squaresOf(p), endedAt: new Date(Math.min(p.releasedAt!.getTime(), p.holdExpiresAt.getTime())) })),
    input.squares,
    input.live.flatMap(squaresOf),
    input.now,
  );
  if (!cooldown) return;
  const seconds = retryAfterSeconds(cooldown.waitMs);
  throw new AppError('hold_cooldown', cooldownMessage(cooldown, seconds), { retryAfterSeconds: seconds });
}
