import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { drawBoard } from '../../../domain/draw';
import type { UseCase } from '../../core/use-case';
import type { Db, Tx } from '../../db/client';
import { games, pools, squares, type PoolRow } from '../../db/schema';

export type KickoffOutcome = { poolId: number; to: 'active' | 'cancelled'; drewDigits: boolean; refund: boolean };

/**
 * D5 at kickoff, for the pools of one game still taking entries: a full (drawn) pool goes into play; a
 * free (or organizer-collected) pool that did not fill locks and draws anyway (an unowned winning square
 * wins nothing); a pool paid through the site that did not fill is cancelled and its entries are marked
 * for refund. A pool already past
 * kickoff is never touched again, so running this twice, or in two processes at once, changes nothing.
 * The ticker skips pools another process holds (skipLocked); a score update waits for them, so that
 * it settles every pool that is in play once it continues.
 */
export async function lockPoolsAtKickoff(
  tx: Tx,
  gameId: number,
  now: Date,
  options: { skipLocked: boolean } = { skipLocked: false },
): Promise<KickoffOutcome[]> {
  const due = await tx
    .select()
    .from(pools)
    .where(and(eq(pools.gameId, gameId), inArray(pools.status, ['open', 'full'])))
    .for('update', options.skipLocked ? { skipLocked: true } : {});
  const outcomes: KickoffOutcome[] = [];
  for (const pool of due) outcomes.push(await kickOff(tx, pool, now));
  return outcomes;
}

export async function kickOff(tx: Tx, pool: PoolRow, now: Date): Promise<KickoffOutcome> {
  const drawn = pool.rowDigits !== null && pool.columnDigits !== null;
  if (pool.status === 'full' && drawn) {
    await tx.update(pools).set({ status: 'active', updatedAt: now, version: sql`${pools.version} + 1` }).where(eq(pools.id, pool.id));
    return { poolId: pool.id, to: 'active', drewDigits: false, refund: false };
  }
  const sold = await tx.select({ row: squares.row, column: squares.column, userId: squares.userId }).from(squares).where(eq(squares.poolId, pool.id));
  // Money the site collected is refunded; an organizer-collected pool's rules say it locks and draws (D19).
  if (pool.entryFeeCents > 0 && pool.collection === 'squares') return cancelUnfilledPaidPool(tx, pool.id, sold.length, now);
  const digits = drawn ? null : await drawBoard(pool.drawSeed, sold);
  await tx
    .update(pools)
    .set({
      status: 'active',
      updatedAt: now,
      version: sql`${pools.version} + 1`,
      ...(digits ? { rowDigits: digits.rows, columnDigits: digits.columns, drawnAt: now } : {}),
    })
    .where(eq(pools.id, pool.id));
  return { poolId: pool.id, to: 'active', drewDigits: digits !== null, refund: false };
}

/**
 * D5 for a paid pool that did not fill: cancelled, its entries marked for refund when anyone bought one
 * (the payments ticker refunds them, refund-pool.ts). At kickoff, or earlier by the operator's lead time.
 */
export async function cancelUnfilledPaidPool(tx: Tx, poolId: number, soldCount: number, now: Date): Promise<KickoffOutcome> {
  await tx
    .update(pools)
    .set({ status: 'cancelled', refundState: soldCount > 0 ? 'pending' : null, updatedAt: now, version: sql`${pools.version} + 1` })
    .where(eq(pools.id, poolId));
  return { poolId, to: 'cancelled', drewDigits: false, refund: soldCount > 0 };
}

/** Games that have kicked off by `now` and still have pools taking entries (the ticker's kickoff work). */
export async function gamesDueForKickoff(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ gameId: pools.gameId })
    .from(pools)
    .innerJoin(games, eq(games.id, pools.gameId))
    .where(and(inArray(pools.status, ['open', 'full']), lte(games.gameDate, now)));
  return rows.map((r) => r.gameId);
}

/** The ticker's kickoff of one game's pools; pools another process holds are left to it (skipLocked). */
export const kickOffGame: UseCase<{ gameId: number }, KickoffOutcome[]> = (ctx, input) =>
  lockPoolsAtKickoff(ctx.tx, input.gameId, ctx.now, { skipLocked: true });
