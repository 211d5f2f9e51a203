import { recordAudit } from '../../audit';
import { registerAccount, verifyAdminLogin, type NewAccount } from '../../auth/accounts';
import { userForSignIn } from '../../auth/identity';
import type { IdentityClaims } from '../../auth/oidc/relying-party';
import { createSession, deleteSession, type AuthMethod } from '../../auth/sessions';
import type { UseCase } from '../../core/use-case';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError, unauthorized } from '../../../domain/errors';
import { ACCOUNT_CREATION_LIMIT, assertNotRateLimited, recordFailure } from '../../auth/rate-limit';

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  now: Date;
  /** The session token the browser held before this sign-in: it is ended, never reused (fixation). */
  previousToken: string | undefined;
}

export interface SignedIn {
  user: UserRow;
  token: string;
  expiresAt: Date;
}

async function startSession(db: Db, user: UserRow, method: AuthMethod, meta: RequestMeta): Promise<SignedIn> {
  if (meta.previousToken) await deleteSession(db, meta.previousToken);
  const { token, expiresAt } = await createSession(db, user, { ip: meta.ip, userAgent: meta.userAgent, method, now: meta.now });
  return { user, token, expiresAt };
}

/** OIDC callback: find or register the user, then a fresh session, audited. One transaction. */
export const signInWithIdentity: UseCase<
  { claims: IdentityClaims; embeddedIssuer: boolean; adminEmails: readonly string[]; meta: Omit<RequestMeta, 'now'> },
  SignedIn
> = async (ctx, { claims, embeddedIssuer, adminEmails, meta }) => {
  const { tx, now } = ctx;
  const user = await userForSignIn(tx, claims, { embeddedIssuer, adminEmails, ip: meta.ip, now });
  const signedIn = await startSession(tx, user, 'oidc', { ...meta, now });
  await recordAudit(tx, {
    action: 'sign_in',
    at: now,
    actorUserId: user.id,
    subjectUserId: user.id,
    ip: meta.ip,
    details: { method: 'oidc', issuer: claims.issuer },
  });
  return signedIn;
};

/**
 * Registration creates the account and signs the user in. A refused registration (the address is
 * taken) counts as a failure against the client IP and the address (10 a minute); every account
 * created counts against the IP's creation allowance (30 an hour), which stops bulk sign-ups.
 */
export async function registerAndSignIn(db: Db, input: NewAccount, meta: RequestMeta): Promise<SignedIn> {
  const email = input.email.trim().toLowerCase();
  const failureKeys = [`register:ip:${meta.ip}`, `register:account:${email}`];
  const creationKey = `register:created:${meta.ip}`;
  await assertNotRateLimited(db, failureKeys, meta.now);
  await assertNotRateLimited(db, [creationKey], meta.now, ACCOUNT_CREATION_LIMIT);
  let user: UserRow;
  try {
    user = await registerAccount(db, input, meta.now);
  } catch (error) {
    if (error instanceof AppError && error.code === 'email_taken') await recordFailure(db, failureKeys, meta.now);
    throw error;
  }
  await recordFailure(db, [creationKey], meta.now, ACCOUNT_CREATION_LIMIT);
  const signedIn = await startSession(db, user, 'password', meta);
  await recordAudit(db, { action: 'register', at: meta.now, actorUserId: user.id, subjectUserId: user.id, ip: meta.ip, details: { email } });
  return signedIn;
}

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials';

export async function adminSignIn(db: Db, credentials: { username: string; password: string }, meta: RequestMeta): Promise<SignedIn> {
  const user = await verifyAdminLogin(db, { ...credentials, ip: meta.ip, now: meta.now });
  if (!user) throw unauthorized(INVALID_CREDENTIALS_MESSAGE, 'invalid_credentials');
  const signedIn = await startSession(db, user, 'admin', meta);
  await recordAudit(db, { action: 'admin_login', at: meta.now, actorUserId: user.id, subjectUserId: user.id, ip: meta.ip });
  return signedIn;
}

export async function signOut(db: Db, token: string, userId: string | null, ip: string, now: Date): Promise<void> {
  await deleteSession(db, token);
  if (userId) await recordAudit(db, { action: 'sign_out', at: now, actorUserId: userId, subjectUserId: userId, ip });
}
