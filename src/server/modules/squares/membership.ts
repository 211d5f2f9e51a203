import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { assertCanSeePool, getPool } from '../pools';
import { boardCacheOf } from './board-cache';

/**
 * Claims on a private pool are for its members (D11). The board this process remembers says whether a
 * pool is private (a pool never changes from public to private), so a public pool costs no extra read.
 */
export async function assertMayClaim(database: Database, poolId: number, user: Pick<UserRow, 'id' | 'role'>): Promise<void> {
  const cached = boardCacheOf(database).get(poolId);
  if (cached && !cached.pool.isPrivate) return;
  const found = cached ? { pool: cached.pool } : await getPool(database.db, poolId).catch(() => null);
  if (!found) return; // the claim answers 404 itself
  await assertCanSeePool(database.db, found.pool, user);
}
