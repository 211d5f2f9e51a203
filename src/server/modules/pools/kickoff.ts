import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { drawNumbersOf, type DrawnNumberColumns } from './draw-numbers';
import { GAME_STATUS_ORDER } from '../../../domain/game-progress';
import { WHOLE_HERD, type HerdPage } from '../../core/herd';
import type { UseCase } from '../../core/use-case';
import type { Db, Tx } from '../../db/client';
import { games, pools, squares, type PoolRow } from '../../db/schema';

export type KickoffOutcome = { poolId: number; to: 'active' | 'cancelled'; drewDigits: boolean; refund: boolean };
type Sold = { poolId: number; row: number; column: number; userId: string | null };

/**
 * D5 at kickoff, for the pools of one game still taking entries: a full (drawn) pool goes into play; a
 * free (or organizer-collected) pool that did not fill locks and draws anyway (an unowned winning square
 * wins nothing); a pool paid through the site that did not fill is cancelled and its entries are marked
 * for refund. A pool already past
 * kickoff is never touched again, so running this twice, or in two processes at once, changes nothing.
 * The ticker skips pools another process holds (skipLocked); a score update waits for them, so that
 * it settles every pool that is in play once it continues. `page` takes one page of a herd (core/herd.ts;
 * default all of them), in pool id order.
 */
export async function lockPoolsAtKickoff(
  tx: Tx,
  gameId: number,
  now: Date,
  options: { skipLocked: boolean; page?: HerdPage | undefined } = { skipLocked: false },
): Promise<KickoffOutcome[]> {
  const page = options.page ?? WHOLE_HERD;
  const due = await tx
    .select()
    .from(pools)
    .where(and(eq(pools.gameId, gameId), inArray(pools.status, ['open', 'full']), gt(pools.id, page.afterPoolId)))
    .orderBy(asc(pools.id))
    .limit(page.limit)
    .for('update', options.skipLocked ? { skipLocked: true } : {});
  // The squares of every board that draws now, in one query for the page (not one per pool).
  const undrawn = due.filter((pool) => !(pool.status === 'full' && isDrawn(pool))).map((pool) => pool.id);
  const sold = undrawn.length === 0 ? [] : await tx.select({ poolId: squares.poolId, row: squares.row, column: squares.column, userId: squares.userId }).from(squares).where(inArray(squares.poolId, undrawn));
  const soldByPool = new Map<number, Sold[]>();
  for (const square of sold) {
    const board = soldByPool.get(square.poolId);
    if (board) board.push(square);
    else soldByPool.set(square.poolId, [square]);
  }
  const changes = await Promise.all(due.map((pool) => decide(pool, soldByPool.get(pool.id) ?? [])));
  await writeKickoffs(tx, changes, now);
  return changes.map(outcomeOf);
}

const outcomeOf = ({ poolId, to, drewDigits, refund }: KickoffChange): KickoffOutcome => ({ poolId, to, drewDigits, refund });

const isDrawn = (pool: PoolRow) => pool.rowDigits !== null && pool.columnDigits !== null;

/** What kickoff does to a pool, and the digits it draws (written by writeKickoffs). */
export type KickoffChange = KickoffOutcome & { digits?: DrawnNumberColumns | null };

/** D5 for one pool, given the squares sold in it: into play (drawing its digits if not drawn yet), or cancelled. */
async function decide(pool: PoolRow, sold: readonly Sold[]): Promise<KickoffChange> {
  const poolId = pool.id;
  const drawn = isDrawn(pool);
  if (pool.status === 'full' && drawn) return { poolId, to: 'active', drewDigits: false, refund: false };
  // Money the site collected is refunded; an organizer-collected pool's rules say it locks and draws (D19).
  if (pool.entryFeeCents > 0 && pool.collection === 'squares') return { poolId, to: 'cancelled', drewDigits: false, refund: sold.length > 0 };
  const digits = drawn ? null : await drawNumbersOf(pool, sold);
  return { poolId, to: 'active', drewDigits: digits !== null, refund: false, digits };
}

/** One pool at kickoff (an admin's lock from the console). */
export async function kickOff(tx: Tx, pool: PoolRow, now: Date): Promise<KickoffOutcome> {
  const sold = await tx.select({ poolId: squares.poolId, row: squares.row, column: squares.column, userId: squares.userId }).from(squares).where(eq(squares.poolId, pool.id));
  const change = await decide(pool, sold);
  await writeKickoffs(tx, [change], now);
  return outcomeOf(change);
}

/** Rows per statement that writes drawn digits: 3 parameters a row stays far below PostgreSQL's 65,535. */
const DRAWN_ROWS_PER_STATEMENT = 1000;

/**
 * Writes kickoff's changes, a statement per kind of change rather than one per pool (a herd's page of
 * 500 pools was 500 round trips): into play; into play with the digits drawn now; cancelled (D5: a paid
 * pool that did not fill, its refunds pending when anyone had paid). Each pool's version is bumped.
 */
export async function writeKickoffs(tx: Tx, changes: readonly KickoffChange[], now: Date): Promise<void> {
  const bump = { updatedAt: now, version: sql`${pools.version} + 1` };
  const ids = (keep: (c: KickoffChange) => boolean) => changes.filter(keep).map((c) => c.poolId);
  const started = ids((c) => c.to === 'active' && !c.digits);
  if (started.length > 0) await tx.update(pools).set({ status: 'active', ...bump }).where(inArray(pools.id, started));
  for (const refund of [true, false]) {
    const cancelled = ids((c) => c.to === 'cancelled' && c.refund === refund);
    if (cancelled.length > 0) await tx.update(pools).set({ status: 'cancelled', refundState: refund ? 'pending' : null, ...bump }).where(inArray(pools.id, cancelled));
  }
  const drawn = changes.filter((c) => c.to === 'active' && c.digits);
  for (let at = 0; at < drawn.length; at += DRAWN_ROWS_PER_STATEMENT) {
    const rows = drawn
      .slice(at, at + DRAWN_ROWS_PER_STATEMENT)
      .map(({ poolId, digits }) => sql`(${poolId}::int, ${JSON.stringify(digits!.rowDigits)}::jsonb, ${JSON.stringify(digits!.columnDigits)}::jsonb, ${digits!.digitSets ? JSON.stringify(digits!.digitSets) : null}::jsonb)`);
    await tx.execute(sql`
      update pools set status = 'active', updated_at = ${now}, version = pools.version + 1, drawn_at = ${now},
        row_digits = drawn.row_digits, column_digits = drawn.column_digits, digit_sets = drawn.digit_sets
      from (values ${sql.join(rows, sql`, `)}) as drawn(id, row_digits, column_digits, digit_sets)
      where pools.id = drawn.id`);
  }
}

/**
 * Games that have kicked off by `now`, or that a score feed already reports under way (a score update
 * that started its pools' herd and stopped midway leaves the rest here), and still have pools taking
 * entries (the ticker's kickoff work).
 */
export async function gamesDueForKickoff(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ gameId: pools.gameId })
    .from(pools)
    .innerJoin(games, eq(games.id, pools.gameId))
    .where(and(inArray(pools.status, ['open', 'full']), sql`(${lte(games.gameDate, now)} or ${inArray(games.status, GAME_STATUS_ORDER.slice(1))})`));
  return rows.map((r) => r.gameId);
}

/**
 * The kickoff of one page of a game's pools: the ticker's leaves pools another process holds to it
 * (skipLocked, the default); a score update's waits for them (D5).
 */
export const kickOffGame: UseCase<{ gameId: number; page?: HerdPage | undefined; skipLocked?: boolean }, KickoffOutcome[]> = (ctx, input) =>
  lockPoolsAtKickoff(ctx.tx, input.gameId, ctx.now, { skipLocked: input.skipLocked ?? true, page: input.page });
