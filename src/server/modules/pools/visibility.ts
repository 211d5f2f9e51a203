import { and, eq } from 'drizzle-orm';
import { notFound } from '../../../domain/errors';
import type { Db } from '../../db/client';
import { poolMembers, type PoolRow, type UserRow } from '../../db/schema';

/** The viewer of a request: null when signed out. */
export type Viewer = Pick<UserRow, 'id' | 'role'> | null;

export async function isMember(db: Db, poolId: number, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: poolMembers.userId })
    .from(poolMembers)
    .where(and(eq(poolMembers.poolId, poolId), eq(poolMembers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * D11: a private pool exists only for its members (and admins). To anyone else it is answered exactly
 * like a pool that does not exist — 404 with the same message — so its id reveals nothing.
 */
export async function assertCanSeePool(db: Db, pool: Pick<PoolRow, 'id' | 'isPrivate'>, viewer: Viewer): Promise<void> {
  if (!pool.isPrivate) return;
  if (viewer && (viewer.role === 'admin' || (await isMember(db, pool.id, viewer.id)))) return;
  throw notFound(`Pool ${pool.id} not found`);
}

