import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { deleteUserSessions } from '../../auth/sessions';
import type { UseCase } from '../../core/use-case';
import type { Db } from '../../db/client';
import { auditLog, users, type UserRow } from '../../db/schema';
import { conflict, notFound } from '../../../domain/errors';

export async function listUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).orderBy(desc(users.createdAt));
}

export const LAST_ADMIN_MESSAGE = 'At least one admin must remain';

/**
 * Grants or removes the admin role (D6). The user's sessions end, so the new role applies from their
 * next sign-in and an old admin session cannot outlive a demotion. The last admin cannot be demoted.
 */
export const changeRole: UseCase<{ userId: string; role: 'player' | 'admin'; actorId: string; ip: string }, UserRow> = async (
  ctx,
  input,
) => {
  const { tx } = ctx;
  await tx.execute(sql`select pg_advisory_xact_lock(724310004)`);
  const [target] = await tx.select().from(users).where(eq(users.id, input.userId));
  if (!target) throw notFound(`User ${input.userId} not found`);
  if (target.role === input.role) return target;
  if (target.role === 'admin') {
    const [admins] = await tx.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.role, 'admin'));
    if ((admins?.n ?? 0) <= 1) throw conflict(LAST_ADMIN_MESSAGE, 'last_admin');
  }
  const [updated] = await tx.update(users).set({ role: input.role, updatedAt: ctx.now }).where(eq(users.id, input.userId)).returning();
  await deleteUserSessions(tx, input.userId);
  await recordAudit(tx, {
    action: 'role_change',
    at: ctx.now,
    actorUserId: input.actorId,
    subjectUserId: input.userId,
    ip: input.ip,
    details: { from: target.role, to: input.role },
  });
  return updated!;
};

export async function auditEntries(db: Db, options: { limit: number; before?: number | undefined }) {
  return db
    .select()
    .from(auditLog)
    .where(options.before ? and(lt(auditLog.id, options.before)) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(options.limit);
}
