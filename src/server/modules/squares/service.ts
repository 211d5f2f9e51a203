import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { squares, type SquareRow } from '../../db/schema';
import { getPool } from '../pools';

export async function listSquaresOfPool(db: Db, poolId: number): Promise<SquareRow[]> {
  await getPool(db, poolId);
  return db.select().from(squares).where(eq(squares.poolId, poolId)).orderBy(asc(squares.row), asc(squares.column));
}
