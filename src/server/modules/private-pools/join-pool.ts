import { eq } from 'drizzle-orm';
import { notFound } from '../../../domain/errors';
import type { UseCase } from '../../core/use-case';
import { poolMembers, pools } from '../../db/schema';

export const INVITE_NOT_FOUND = 'Invite code not found';

/** A signed-in user with the invite code becomes a member (D11); joining twice is harmless. */
export const joinPool: UseCase<{ inviteCode: string; userId: string }, { poolId: number; joined: boolean }> = async ({ tx, now }, input) => {
  const [pool] = await tx.select({ id: pools.id, status: pools.status }).from(pools).where(eq(pools.inviteCode, input.inviteCode));
  if (!pool) throw notFound(INVITE_NOT_FOUND);
  const inserted = await tx
    .insert(poolMembers)
    .values({ poolId: pool.id, userId: input.userId, role: 'member', joinedAt: now })
    .onConflictDoNothing()
    .returning({ poolId: poolMembers.poolId });
  return { poolId: pool.id, joined: inserted.length > 0 };
};
