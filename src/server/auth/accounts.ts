import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit, type AuditEvent } from '../audit';
import type { Db } from '../db/client';
import { localCredentials, users, type UserRow } from '../db/schema';
import { conflict } from '../../domain/errors';
import { clearAttempts, keyPart, refundAttempts, SIGN_IN_LIMITS, takeAttempt } from './rate-limit';
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
  // A taken address is refused before the expensive hash (checked again below, under the insert).
  if (await emailTaken(db, email)) throw conflict(EMAIL_TAKEN_MESSAGE, 'email_taken');
  // Hash before the transaction: argon2 takes tens of milliseconds and must not hold a database lock.
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (await emailTaken(tx, email)) throw conflict(EMAIL_TAKEN_MESSAGE, 'email_taken');
    const [user] = await tx
      .insert(users)
      .values({ email, firstName: input.firstName, lastName: input.lastName || null, createdAt: now, updatedAt: now })
      .returning();
    await tx.insert(localCredentials).values({ userId: user!.id, passwordHash, createdAt: now, updatedAt: now });
    return user!;
  });
}

async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  return taken !== undefined;
}

/** Where a refused sign-in is reported besides the audit log (the request's logger). */
export interface SignInLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** The two password sign-ins: the admin login (by username) and the embedded issuer's form (by e-mail). */
export type SignInScope = 'admin' | 'signin';

interface SignInAttempt {
  password: string;
  ip: string;
  now: Date;
  log?: SignInLog;
}

interface PasswordCheck extends SignInAttempt {
  scope: SignInScope;
  /** The account tried, as typed (normalized): it names the account's rate-limit keys. */
  account: string;
  lookup: () => Promise<{ user: UserRow; passwordHash: string } | undefined>;
  failure: Omit<AuditEvent, 'subjectUserId' | 'ip' | 'at'>;
}

/** The keys of one sign-in attempt (rate-limit.ts SIGN_IN_LIMITS says how each one is limited). */
function signInThrottles(scope: SignInScope, ip: string, account: string) {
  return {
    address: { key: `${scope}:ip:${ip}`, limit: SIGN_IN_LIMITS.address },
    accountFromAddress: { key: `${scope}:account-ip:${keyPart(account)} ${ip}`, limit: SIGN_IN_LIMITS.accountFromAddress },
    ceiling: { key: `${scope}:account:${keyPart(account)}`, limit: SIGN_IN_LIMITS.accountCeiling },
  };
}

/**
 * One password check: counted before argon2 runs, so a throttled attempt costs no hashing; one answer
 * for "no such account" and "wrong password", taking the same time; every failure audited. A success
 * takes its attempt back and forgets the account's failures from this address; an attempt the server
 * was too busy to check does not count.
 */
async function checkPassword(db: Db, check: PasswordCheck): Promise<UserRow | null> {
  const { address, accountFromAddress, ceiling } = signInThrottles(check.scope, check.ip, check.account);
  const keys = [address.key, accountFromAddress.key, ceiling.key];
  const counts = await takeAttempt(db, [address, accountFromAddress, ceiling], check.now);
  let row: Awaited<ReturnType<PasswordCheck['lookup']>>;
  let ok: boolean;
  try {
    row = await check.lookup();
    ok = row ? await verifyPassword(row.passwordHash, check.password) : await verifyAgainstNothing(check.password);
  } catch (error) {
    await refundAttempts(db, keys);
    throw error;
  }
  if (ok && row) {
    await refundAttempts(db, [address.key, ceiling.key]);
    await clearAttempts(db, [accountFromAddress.key]);
    return row.user;
  }
  const subjectUserId = row?.user.id ?? null;
  await recordAudit(db, { ...check.failure, at: check.now, subjectUserId, ip: check.ip });
  if (counts.get(ceiling.key) === SIGN_IN_LIMITS.accountCeiling.max) {
    const { max, windowMs } = SIGN_IN_LIMITS.accountCeiling;
    const details = { scope: check.scope, account: check.account, failures: max, windowMinutes: windowMs / 60_000 };
    check.log?.warn({ ...details, ip: check.ip }, 'an account reached its ceiling of failed sign-ins: refused from every address for now');
    await recordAudit(db, { action: 'sign_in_ceiling_reached', at: check.now, subjectUserId, ip: check.ip, details });
  }
  return null;
}

/**
 * A sign-in whose input the schema refused (missing fields, a NUL byte, an unpaired surrogate): it
 * counts against the address like a wrong password (429 once the address is slowed down) and is audited
 * with what was sent, made storable. No password is checked.
 */
export async function recordRefusedSignInInput(
  db: Db,
  attempt: { scope: SignInScope; ip: string; now: Date; account: unknown },
): Promise<void> {
  const { address } = signInThrottles(attempt.scope, attempt.ip, '');
  await takeAttempt(db, [address], attempt.now);
  const sent = typeof attempt.account === 'string' ? attempt.account : null;
  await recordAudit(db, {
    at: attempt.now,
    ip: attempt.ip,
    ...(attempt.scope === 'admin'
      ? { action: 'admin_login_failed', details: { username: sent, reason: 'invalid_input' } }
      : { action: 'sign_in_failed', details: { method: 'local-issuer', email: sent, reason: 'invalid_input' } }),
  });
}

/** The embedded issuer's password check, by e-mail. */
export async function verifyLocalSignIn(db: Db, attempt: SignInAttempt & { email: string }): Promise<UserRow | null> {
  const email = keyPart(emailKey(attempt.email));
  return checkPassword(db, {
    ...attempt,
    scope: 'signin',
    account: email,
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
  // Storable whatever was typed: a hostile username is one more wrong one, never a database error.
  const username = keyPart(attempt.username.trim().toLowerCase());
  return checkPassword(db, {
    ...attempt,
    scope: 'admin',
    account: username,
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
