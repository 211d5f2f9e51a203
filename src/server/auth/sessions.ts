import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users, type SessionRow, type UserRow } from '../db/schema';
import { announceSessionEviction } from './session-evictions';

/**
 * Server-side sessions. The cookie holds a 256-bit random token; the database holds only its sha256,
 * so a leaked table cannot be replayed. Sessions end at an absolute expiry or after a stretch of
 * inactivity, whichever comes first; admins get shorter limits.
 */
export const SESSION_POLICY = {
  player: { idleMs: 7 * 24 * 3600_000, absoluteMs: 30 * 24 * 3600_000 },
  admin: { idleMs: 8 * 3600_000, absoluteMs: 24 * 3600_000 },
  /** last_seen_at is refreshed at most this often, so reads do not turn into a write each time. */
  touchEveryMs: 60_000,
} as const;

export type AuthMethod = 'oidc' | 'password' | 'admin';

export interface SessionContext {
  session: SessionRow;
  user: UserRow;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function policyFor(role: string) {
  return role === 'admin' ? SESSION_POLICY.admin : SESSION_POLICY.player;
}

export async function createSession(
  db: Db,
  user: Pick<UserRow, 'id' | 'role'>,
  meta: { ip: string | null; userAgent: string | null; method: AuthMethod; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(meta.now.getTime() + policyFor(user.role).absoluteMs);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: meta.now,
    lastSeenAt: meta.now,
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 400) ?? null,
    authMethod: meta.method,
  });
  return { token, expiresAt };
}

/**
 * Looking up the session runs on nearly every request, so it is a prepared statement (built once per
 * database, planned once per connection).
 */
const preparedLookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();
function prepareLookup(db: Db) {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('find_session');
}

/** Within both its absolute expiry and its idle limit. */
export function sessionIsLive({ session, user }: SessionContext, now: Date): boolean {
  const idleDeadline = session.lastSeenAt.getTime() + policyFor(user.role).idleMs;
  return now.getTime() < session.expiresAt.getTime() && now.getTime() < idleDeadline;
}

/** Refreshes last_seen_at when it is older than a minute; returns the context as it now stands. */
export async function touchSession(db: Db, context: SessionContext, now: Date): Promise<SessionContext> {
  if (now.getTime() - context.session.lastSeenAt.getTime() < SESSION_POLICY.touchEveryMs) return context;
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, context.session.tokenHash));
  return { ...context, session: { ...context.session, lastSeenAt: now } };
}

/** The live session for a cookie token, or null; expired sessions are deleted on sight. */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionContext | null> {
  const tokenHash = hashToken(token);
  let lookup = preparedLookups.get(db);
  if (!lookup) preparedLookups.set(db, (lookup = prepareLookup(db)));
  const [row] = await lookup.execute({ tokenHash });
  if (!row) return null;
  if (!sessionIsLive(row, now)) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    announceSessionEviction({ tokenHash });
    return null;
  }
  return touchSession(db, row, now);
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  announceSessionEviction({ tokenHash });
}

/** Ends every session of a user (role change, password change). */
export async function deleteUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  announceSessionEviction({ userId });
}

/** Housekeeping: drops sessions past their absolute expiry (idle ones go when next seen). */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  const idleFloor = new Date(now.getTime() - SESSION_POLICY.player.idleMs);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleFloor)));
}
