import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { squares, type SquareRow } from '../../db/schema';
import { assertCanSeePool, getPool, type Viewer } from '../pools';

export async function listSquaresOfPool(db: Db, poolId: number, viewer?: Viewer): Promise<SquareRow[]> {
  const { pool } = await getPool(db, poolId);
  if (viewer !== undefined) await assertCanSeePool(db, pool, viewer);
  return db.select().from(squares).where(eq(squares.poolId, poolId)).orderBy(asc(squares.row), asc(squares.column));
}
