import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { WHOLE_HERD, type HerdPage } from '../../core/herd';
import type { UseCase } from '../../core/use-case';
import type { Db } from '../../db/client';
import { games, pools, squares } from '../../db/schema';
import { writeKickoffs, type KickoffOutcome } from './kickoff';

/**
 * Paid pools (entry fees collected through Squares, D19) still taking entries that cannot fill in
 * time: not full and drawn. Organizer-collected pools hold no money on the site and are left to kickoff.
 */
const unfilledPaidPool = and(
  inArray(pools.status, ['open', 'full']),
  gt(pools.entryFeeCents, 0),
  eq(pools.collection, 'squares'),
  sql`not (${pools.status} = 'full' and ${pools.rowDigits} is not null and ${pools.columnDigits} is not null)`,
);

/**
 * Games not yet kicked off whose kickoff is at or before `dueThrough` (now + the operator's auto-refund
 * lead time) and that still have an unfilled paid pool (the lifecycle ticker's early refunds).
 */
export async function gamesDueForEarlyRefund(db: Db, now: Date, dueThrough: Date): Promise<number[]> {
  if (dueThrough.getTime() <= now.getTime()) return [];
  const rows = await db
    .selectDistinct({ gameId: pools.gameId })
    .from(pools)
    .innerJoin(games, eq(games.id, pools.gameId))
    .where(and(unfilledPaidPool, gt(games.gameDate, now), lte(games.gameDate, dueThrough)));
  return rows.map((r) => r.gameId);
}

/**
 * D5 ahead of kickoff: a game's unfilled paid pools stop taking entries and are cancelled with their
 * refunds pending, exactly as at kickoff. Free pools, full pools and organizer-collected pools wait for
 * kickoff. A pool another process holds is left to it (skipLocked); one already cancelled is not
 * touched again, so running this twice changes nothing. `page`: one page of a herd (core/herd.ts).
 */
export const cancelUnfilledBeforeKickoff: UseCase<{ gameId: number; page?: HerdPage | undefined }, KickoffOutcome[]> = async ({ tx, now }, { gameId, page = WHOLE_HERD }) => {
  const due = await tx
    .select({ id: pools.id })
    .from(pools)
    .where(and(eq(pools.gameId, gameId), unfilledPaidPool, gt(pools.id, page.afterPoolId)))
    .orderBy(asc(pools.id))
    .limit(page.limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  // Squares sold per pool, for the page in one query.
  const counted = await tx
    .select({ poolId: squares.poolId, n: count() })
    .from(squares)
    .where(inArray(squares.poolId, due.map((p) => p.id)))
    .groupBy(squares.poolId);
  const soldBy = new Map(counted.map((c) => [c.poolId, c.n]));
  const outcomes: KickoffOutcome[] = due.map((pool) => ({ poolId: pool.id, to: 'cancelled', drewDigits: false, refund: (soldBy.get(pool.id) ?? 0) > 0 }));
  await writeKickoffs(tx, outcomes, now);
  return outcomes;
};
