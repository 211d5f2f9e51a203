import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pools } from '../../db/schema';
import type { Viewer } from '../pools';

/**
 * The invite code a viewer may print: a private pool's own, for its organizer only (D11: the code makes
 * whoever holds it a member, and the roster, which shows it, is theirs alone). Null for anyone else.
 */
export async function printableInviteCode(db: Db, pool: { id: number; isPrivate: boolean; createdBy: string | null }, viewer: Viewer): Promise<string | null> {
  if (!pool.isPrivate || viewer === null || pool.createdBy !== viewer.id) return null;
  const [row] = await db.select({ inviteCode: pools.inviteCode }).from(pools).where(eq(pools.id, pool.id));
  return row?.inviteCode ?? null;
}
