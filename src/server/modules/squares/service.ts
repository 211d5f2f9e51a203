import { asc, eq, sql } from 'drizzle-orm';
import { notFound } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import { pools, squares, type SquareRow } from '../../db/schema';

/** What listing a pool's squares needs of the pool: that it exists, and whether it is private (not the whole pool read). */
const poolVisibility = preparedRead((db) =>
  db.select({ id: pools.id, isPrivate: pools.isPrivate, version: pools.version }).from(pools).where(eq(pools.id, sql.placeholder('id'))).prepare('pool_visibility'),
);
const squaresOfPool = preparedRead((db) =>
  db
    .select()
    .from(squares)
    .where(eq(squares.poolId, sql.placeholder('poolId')))
    .orderBy(asc(squares.row), asc(squares.column))
    .prepare('squares_of_pool'),
);

/**
 * A pool's sold squares, whether the pool is private (who may see them) and its version when they were
 * read (the squares are read after it, so they hold at least that version's); 404 for a pool that does not exist.
 */
export async function readSquaresOfPool(db: Db, poolId: number): Promise<{ isPrivate: boolean; version: number; squares: SquareRow[] }> {
  const [pool] = await poolVisibility(db).execute({ id: poolId });
  if (!pool) throw notFound(`Pool ${poolId} not found`);
  return { isPrivate: pool.isPrivate, version: pool.version, squares: await squaresOfPool(db).execute({ poolId }) };
}
