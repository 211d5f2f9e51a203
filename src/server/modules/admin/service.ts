import { and, asc, desc, eq, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { deleteUserSessions } from '../../auth/sessions';
import type { UseCase } from '../../core/use-case';
import type { Db } from '../../db/client';
import { auditLog, playRestrictions, users, type UserRow } from '../../db/schema';
import { conflict, notFound } from '../../../domain/errors';
import { currentRestriction, type PlayRestriction } from '../../../domain/play-restrictions';
import { restrictionOf } from '../responsible-play';
import { SYSTEM_ACTOR, isUserId, type AuditLogQuery } from '../../../domain/schemas';

/** Every user, newest first, with the time-out or self-exclusion in force at `now` (shown, never changed: D23). */
export async function listUsers(db: Db, now: Date): Promise<(UserRow & { restriction: PlayRestriction | null })[]> {
  const rows = await db
    .select({ user: users, timedOutUntil: playRestrictions.timedOutUntil, selfExcludedUntil: playRestrictions.selfExcludedUntil })
    .from(users)
    .leftJoin(playRestrictions, eq(playRestrictions.userId, users.id))
    .orderBy(desc(users.createdAt));
  return rows.map(({ user, ...ends }) => ({ ...user, restriction: currentRestriction(ends, now) }));
}

export const LAST_ADMIN_MESSAGE = 'At least one admin must remain';

/**
 * Grants or removes the admin role (D6). The user's sessions end, so the new role applies from their
 * next sign-in and an old admin session cannot outlive a demotion. The last admin cannot be demoted.
 */
export const changeRole: UseCase<{ userId: string; role: 'player' | 'admin'; actorId: string; ip: string }, UserRow & { restriction: PlayRestriction | null }> = async (
  ctx,
  input,
) => {
  const { tx } = ctx;
  await tx.execute(sql`select pg_advisory_xact_lock(724310004)`);
  const [target] = await tx.select().from(users).where(eq(users.id, input.userId));
  if (!target) throw notFound(`User ${input.userId} not found`);
  const restriction = await restrictionOf(tx, input.userId, ctx.now);
  if (target.role === input.role) return { ...target, restriction };
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
  return { ...updated!, restriction };
};

/** A user as people read them: e-mail, else username (admins), else name; the SQL of one user id. */
function userLabel(userId: SQL | AnyColumn): SQL<string | null> {
  return sql<string | null>`(select coalesce(u.email, lc.username, nullif(concat_ws(' ', u.first_name, u.last_name), ''))
    from users u left join local_credentials lc on lc.user_id = u.id where u.id = ${userId})`;
}

/** `text` as a case-insensitive "contains" pattern, its own % and _ taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The actor filter: 'system' (nobody signed in), a user id, or text in the actor's e-mail, username or name. */
function actorCondition(actor: string): SQL {
  if (actor.toLowerCase() === SYSTEM_ACTOR) return isNull(auditLog.actorUserId);
  if (isUserId(actor)) return eq(auditLog.actorUserId, actor);
  const pattern = containsPattern(actor);
  return sql`exists (select 1 from users u left join local_credentials lc on lc.user_id = u.id
    where u.id = ${auditLog.actorUserId}
      and (u.email ilike ${pattern} or lc.username ilike ${pattern} or concat_ws(' ', u.first_name, u.last_name) ilike ${pattern}))`;
}

/** Audit entries newest first: a page of `limit` older than the cursor `before`, filtered by action and actor. */
export async function auditEntries(db: Db, query: Pick<AuditLogQuery, 'limit' | 'before' | 'action' | 'actor'>) {
  const conditions = [
    query.before === undefined ? undefined : lt(auditLog.id, query.before),
    query.action === undefined ? undefined : eq(auditLog.action, query.action),
    query.actor === undefined ? undefined : actorCondition(query.actor),
  ];
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      action: auditLog.action,
      actorUserId: auditLog.actorUserId,
      actorLabel: userLabel(auditLog.actorUserId),
      subjectUserId: auditLog.subjectUserId,
      subjectLabel: userLabel(auditLog.subjectUserId),
      ip: auditLog.ip,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(query.limit);
}

/** Every action the log holds, alphabetically (the viewer's action filter). */
export async function auditActions(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action));
  return rows.map((r) => r.action);
}
