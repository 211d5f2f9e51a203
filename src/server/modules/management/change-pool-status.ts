import { count, eq } from 'drizzle-orm';
import { conflict, notFound } from '../../../domain/errors';
import { poolTransition, type PoolFacts } from '../../../domain/pool-transitions';
import type { PoolStatus } from '../../../domain/status';
import { recordAudit } from '../../audit';
import type { UseCase } from '../../core/use-case';
import { games, pools, squares } from '../../db/schema';
import { refundPoolPayments, settleEndedPeriods } from '../payouts';
import { kickOff } from '../pools';

export interface ChangePoolStatusInput {
  poolId: number;
  status: PoolStatus;
  actorUserId: string;
  ip: string;
}

export type PoolStatusChange = { poolId: number; from: PoolStatus; to: PoolStatus; paymentsRefunded: number };

/**
 * An admin changes a pool's status from the console (spec section 4). The server's transition
 * table (domain/pool-transitions.ts) decides, on the pool as it is under its lock; a refused change is a
 * 409 whose message names both statuses and why. An allowed change is carried out by the same code the
 * lifecycle runs: locking is kickoff's (digits drawn over the squares sold), completing is the final
 * period's settlement, cancelling refunds every paid entry (refund-pool.ts) — all in this transaction.
 * The game is locked before the pool, in the order a score update takes them.
 */
export const changePoolStatus: UseCase<ChangePoolStatusInput, PoolStatusChange> = async (ctx, input) => {
  const { tx, now } = ctx;
  const [located] = await tx.select({ gameId: pools.gameId }).from(pools).where(eq(pools.id, input.poolId));
  if (!located) throw notFound(`Pool ${input.poolId} not found`);
  const [game] = await tx.select().from(games).where(eq(games.id, located.gameId)).for('update');
  const [pool] = await tx.select().from(pools).where(eq(pools.id, input.poolId)).for('update');
  if (!game || !pool) throw notFound(`Pool ${input.poolId} not found`);
  const [counted] = await tx.select({ sold: count() }).from(squares).where(eq(squares.poolId, pool.id));

  const from = pool.status;
  const facts: PoolFacts = {
    status: from,
    sold: counted?.sold ?? 0,
    maxParticipants: pool.maxParticipants,
    drawn: pool.rowDigits !== null && pool.columnDigits !== null,
    paid: pool.entryFeeCents > 0,
    finalScored: game.finalHome !== null && game.finalAway !== null,
  };
  const verdict = poolTransition(facts, input.status);
  if (!verdict.ok) throw conflict(verdict.reason);

  let paymentsRefunded = 0;
  switch (verdict.effect) {
    case 'none':
      return { poolId: pool.id, from, to: from, paymentsRefunded };
    case 'lock':
      await kickOff(tx, pool, now);
      break;
    case 'complete':
      await settleEndedPeriods(ctx, { gameId: game.id });
      break;
    case 'cancel':
      paymentsRefunded = (await refundPoolPayments(ctx, { poolId: pool.id, reason: 'admin_refund', actorUserId: input.actorUserId })).paymentsRefunded;
      break;
  }
  const [after] = await tx.select({ status: pools.status }).from(pools).where(eq(pools.id, pool.id));
  if (after?.status !== input.status) {
    // The lifecycle's own code decided otherwise (it never should, given the table): change nothing.
    throw conflict(`Cannot change this pool from ${from} to ${input.status}: it would end up ${after?.status ?? 'missing'}`);
  }
  await recordAudit(tx, {
    action: 'pool_status_changed',
    at: now,
    actorUserId: input.actorUserId,
    ip: input.ip,
    details: { poolId: pool.id, gameId: game.id, from, to: input.status, paymentsRefunded },
  });
  return { poolId: pool.id, from, to: input.status, paymentsRefunded };
};
