import { AppError } from '../../../domain/errors';
import type { UserRow } from '../../db/schema';
import { assertCanSeePool, getPool } from '../pools';
import type { ClaimPath } from './claim';

/** Only "no such pool" lets the claim go on (it answers 404 itself); any other failure refuses the claim. */
function onlyNotFound(error: unknown): null {
  if (error instanceof AppError && error.code === 'not_found') return null;
  throw error;
}

/**
 * Claims on a private pool are for its members (D11). The board this process remembers says whether a
 * pool is private (a pool never changes from public to private), so a public pool costs no extra read.
 * Fails closed: when the pool cannot be read (a database error), the claim fails rather than skipping
 * the check.
 */
export async function assertMayClaim({ database, boards }: Pick<ClaimPath, 'database' | 'boards'>, poolId: number, user: Pick<UserRow, 'id' | 'role'>): Promise<void> {
  const cached = boards.get(poolId);
  if (cached && !cached.pool.isPrivate) return;
  const found = cached ? { pool: cached.pool } : await getPool(database.db, poolId).catch(onlyNotFound);
  if (!found) return; // the claim answers 404 itself
  await assertCanSeePool(database.db, found.pool, user);
}
