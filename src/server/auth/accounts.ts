import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit, type AuditEvent } from '../audit';
import type { Db } from '../db/client';
import { localCredentials, users, type UserRow } from '../db/schema';
import { conflict } from '../../domain/errors';
import { assertNotRateLimited, recordFailure } from './rate-limit';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords';

/** Local accounts: players of the embedded issuer (by e-mail) and username/password admins (D6). */

const emailKey = (email: string) => email.trim().toLowerCase();

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Creates a player with a local password. The caller signs them in (registration = signed in). */
export async function registerAccount(db: Db, input: NewAccount, now: Date): Promise<UserRow> {
  const email = emailKey(input.email);
  // Hash before the transaction: argon2 takes tens of milliseconds and must not hold a database lock.
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
    if (taken) throw conflict(EMAIL_TAKEN_MESSAGE, 'email_taken');
    const [user] = await tx
      .insert(users)
      .values({ email, firstName: input.firstName, lastName: input.lastName || null, createdAt: now, updatedAt: now })
      .returning();
    await tx.insert(localCredentials).values({ userId: user!.id, passwordHash, createdAt: now, updatedAt: now });
    return user!;
  });
}

interface SignInAttempt {
  password: string;
  ip: string;
  now: Date;
}

interface PasswordCheck extends SignInAttempt {
  /** Rate-limit keys: the client address and the account tried. */
  keys: string[];
  lookup: () => Promise<{ user: UserRow; passwordHash: string } | undefined>;
  failure: Omit<AuditEvent, 'subjectUserId' | 'ip' | 'at'>;
}

/**
 * One password check: refused while rate limited; one answer for "no such account" and "wrong
 * password", taking the same time; every failure counted and audited.
 */
async function checkPassword(db: Db, check: PasswordCheck): Promise<UserRow | null> {
  await assertNotRateLimited(db, check.keys, check.now);
  const row = await check.lookup();
  const ok = row ? await verifyPassword(row.passwordHash, check.password) : await verifyAgainstNothing(check.password);
  if (ok && row) return row.user;
  await recordFailure(db, check.keys, check.now);
  await recordAudit(db, { ...check.failure, at: check.now, subjectUserId: row?.user.id ?? null, ip: check.ip });
  return null;
}

/** The embedded issuer's password check, by e-mail (rate limited per IP and per account). */
export async function verifyLocalSignIn(db: Db, attempt: SignInAttempt & { email: string }): Promise<UserRow | null> {
  const email = emailKey(attempt.email);
  return checkPassword(db, {
    ...attempt,
    keys: [`signin:ip:${attempt.ip}`, `signin:account:${email}`],
    failure: { action: 'sign_in_failed', details: { method: 'local-issuer', email } },
    lookup: async () =>
      (
        await db
          .select({ user: users, passwordHash: localCredentials.passwordHash })
          .from(users)
          .innerJoin(localCredentials, eq(localCredentials.userId, users.id))
          .where(sql`lower(${users.email}) = ${email}`)
      )[0],
  });
}

/** The admin login's check, by username, for accounts holding the admin role. */
export async function verifyAdminLogin(db: Db, attempt: SignInAttempt & { username: string }): Promise<UserRow | null> {
  const username = attempt.username.trim().toLowerCase();
  return checkPassword(db, {
    ...attempt,
    keys: [`admin:ip:${attempt.ip}`, `admin:account:${username}`],
    failure: { action: 'admin_login_failed', details: { username } },
    lookup: async () =>
      (
        await db
          .select({ user: users, passwordHash: localCredentials.passwordHash })
          .from(localCredentials)
          .innerJoin(users, eq(localCredentials.userId, users.id))
          .where(and(sql`lower(${localCredentials.username}) = ${username}`, eq(users.role, 'admin')))
      )[0],
  });
}

export type AdminBootstrap =
  | { kind: 'configured'; username: string; created: boolean }
  | { kind: 'generated'; username: string; password: string }
  | { kind: 'existing' };

/**
 * D6 at start: ADMIN_USERNAME + ADMIN_PASSWORD create or update that admin. Without them, the first
 * start (no admin credential yet) creates "admin" with a random password that is shown once in the log.
 */
export async function ensureAdminAccount(
  db: Db,
  configured: { username: string; password: string } | undefined,
  now: Date,
): Promise<AdminBootstrap> {
  const password = configured?.password ?? randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(724310003)`);
    if (!configured) {
      const [anyAdmin] = await tx
        .select({ id: localCredentials.userId })
        .from(localCredentials)
        .innerJoin(users, eq(users.id, localCredentials.userId))
        .where(and(sql`${localCredentials.username} is not null`, eq(users.role, 'admin')));
      if (anyAdmin) return { kind: 'existing' };
    }
    const username = configured?.username ?? 'admin';
    const [existing] = await tx
      .select()
      .from(localCredentials)
      .where(sql`lower(${localCredentials.username}) = ${username.toLowerCase()}`);
    if (existing) {
      await tx.update(localCredentials).set({ passwordHash, updatedAt: now }).where(eq(localCredentials.userId, existing.userId));
      await tx.update(users).set({ role: 'admin', updatedAt: now }).where(eq(users.id, existing.userId));
      return { kind: 'configured', username, created: false };
    }
    const [user] = await tx.insert(users).values({ firstName: 'Admin', lastName: null, role: 'admin', createdAt: now, updatedAt: now }).returning();
    await tx.insert(localCredentials).values({ userId: user!.id, username, passwordHash, createdAt: now, updatedAt: now });
    await recordAudit(tx, { action: 'admin_bootstrap', at: now, subjectUserId: user!.id, details: { username } });
    return configured ? { kind: 'configured', username, created: true } : { kind: 'generated', username, password };
  });
}
