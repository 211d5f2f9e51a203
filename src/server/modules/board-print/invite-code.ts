import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pools } from '../../db/schema';

/**
 * The invite code a private pool's printed board carries: its QR code must open the pool for whoever
 * scans it, and a private pool's own page answers 'Pool Not Found' to anyone not yet a member. Only
 * members and admins reach a private pool's board at all (D11), and members hold the code already (it
 * is what their Share button copies). Null for a public pool: its QR code is the pool page.
 */
export async function printableInviteCode(db: Db, pool: { id: number; isPrivate: boolean }): Promise<string | null> {
  if (!pool.isPrivate) return null;
  const [row] = await db.select({ inviteCode: pools.inviteCode }).from(pools).where(eq(pools.id, pool.id));
  return row?.inviteCode ?? null;
}
