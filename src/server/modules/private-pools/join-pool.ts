import { eq } from 'drizzle-orm';
import { notFound } from '../../../domain/errors';
import type { UseCase } from '../../core/use-case';
import { poolMembers, pools } from '../../db/schema';
import { assertNotRestricted } from '../responsible-play';

export const INVITE_NOT_FOUND = 'Invite code not found';

/**
 * A signed-in user with the invite code becomes a member (D11); joining twice is harmless. A player on a
 * time-out cannot join a pool with an entry fee, a self-excluded player none at all (D23).
 */
export const joinPool: UseCase<{ inviteCode: string; userId: string }, { poolId: number; joined: boolean }> = async ({ tx, now }, input) => {
  const [pool] = await tx.select({ id: pools.id, status: pools.status, entryFeeCents: pools.entryFeeCents }).from(pools).where(eq(pools.inviteCode, input.inviteCode));
  if (!pool) throw notFound(INVITE_NOT_FOUND);
  await assertNotRestricted(tx, { userId: input.userId, activity: pool.entryFeeCents > 0 ? 'paid' : 'free', now });
  const inserted = await tx
    .insert(poolMembers)
    .values({ poolId: pool.id, userId: input.userId, role: 'member', joinedAt: now })
    .onConflictDoNothing()
    .returning({ poolId: poolMembers.poolId });
  return { poolId: pool.id, joined: inserted.length > 0 };
};
