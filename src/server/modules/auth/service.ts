import { recordAudit } from '../../audit';
import { registerAccount, verifyAdminLogin, type NewAccount, type SignInLog } from '../../auth/accounts';
import { userForSignIn } from '../../auth/identity';
import type { IdentityClaims } from '../../auth/oidc/relying-party';
import { createSession, deleteSession, type AuthMethod } from '../../auth/sessions';
import type { UseCase } from '../../core/use-case';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError, unauthorized } from '../../../domain/errors';
import { ACCOUNT_CREATION_LIMIT, FAILURE_LIMIT, keyPart, refundAttempts, takeAttempt, type Throttle } from '../../auth/rate-limit';

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

/** The rate-limit keys of a registration from one address (for one e-mail address). */
function registrationThrottles(ip: string, email?: string): Throttle[] {
  return [
    { key: `register:ip:${ip}`, limit: FAILURE_LIMIT },
    ...(email === undefined ? [] : [{ key: `register:account:${keyPart(email)}`, limit: FAILURE_LIMIT }]),
  ];
}

/**
 * Registration creates the account and signs the user in. Each attempt is counted before any password
 * is hashed: against the client IP and the address as a failure (10 a minute; given back unless the
 * address was taken) and against the IP's creation allowance (30 an hour; given back unless an account
 * was created), which stops bulk sign-ups. A throttled registration costs no hashing.
 */
export async function registerAndSignIn(db: Db, input: NewAccount, meta: RequestMeta): Promise<SignedIn> {
  const email = input.email.trim().toLowerCase();
  const failures = registrationThrottles(meta.ip, email).map((t) => t.key);
  const creation = { key: `register:created:${meta.ip}`, limit: ACCOUNT_CREATION_LIMIT };
  await takeAttempt(db, [...registrationThrottles(meta.ip, email), creation], meta.now);
  let user: UserRow;
  try {
    user = await registerAccount(db, input, meta.now);
  } catch (error) {
    const taken = error instanceof AppError && error.code === 'email_taken';
    await refundAttempts(db, taken ? [creation.key] : [...failures, creation.key]);
    throw error;
  }
  await refundAttempts(db, failures);
  const signedIn = await startSession(db, user, 'password', meta);
  await recordAudit(db, { action: 'register', at: meta.now, actorUserId: user.id, subjectUserId: user.id, ip: meta.ip, details: { email } });
  return signedIn;
}

/** A registration the schema refused counts as a failure of its address (429 once it has 10 a minute). */
export async function countRefusedRegistration(db: Db, meta: Pick<RequestMeta, 'ip' | 'now'>): Promise<void> {
  await takeAttempt(db, registrationThrottles(meta.ip), meta.now);
}

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials';

export async function adminSignIn(
  db: Db,
  credentials: { username: string; password: string },
  meta: RequestMeta & { log: SignInLog },
): Promise<SignedIn> {
  const user = await verifyAdminLogin(db, { ...credentials, ip: meta.ip, now: meta.now, log: meta.log });
  if (!user) throw unauthorized(INVALID_CREDENTIALS_MESSAGE, 'invalid_credentials');
  const signedIn = await startSession(db, user, 'admin', meta);
  await recordAudit(db, { action: 'admin_login', at: meta.now, actorUserId: user.id, subjectUserId: user.id, ip: meta.ip });
  return signedIn;
}

export async function signOut(db: Db, token: string, userId: string | null, ip: string, now: Date): Promise<void> {
  await deleteSession(db, token);
  if (userId) await recordAudit(db, { action: 'sign_out', at: now, actorUserId: userId, subjectUserId: userId, ip });
}
