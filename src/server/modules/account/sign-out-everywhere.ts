import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { announceSessionEviction } from '../../auth/session-evictions';
import type { UseCase } from '../../core/use-case';
import { sessions } from '../../db/schema';

/**
 * Ends every session of the player, on every device, this one included (a lost phone, a shared
 * computer). Other processes drop them from their caches through the sessions trigger's auth_events
 * notification on commit; this process is told after the commit, so no request in between can cache a
 * session that is about to go.
 */
export const signOutEverywhere: UseCase<{ userId: string; ip: string }, { ended: number }> = async (ctx, { userId, ip }) => {
  const ended = await ctx.tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ tokenHash: sessions.tokenHash });
  await recordAudit(ctx.tx, {
    action: 'sign_out_everywhere',
    at: ctx.now,
    actorUserId: userId,
    subjectUserId: userId,
    ip,
    details: { sessions: ended.length },
  });
  ctx.afterCommit(() => announceSessionEviction({ userId }));
  return { ended: ended.length };
};
