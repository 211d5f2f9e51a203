import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import { registerAccount, verifyAdminLogin, type NewAccount, type SignInLog } from '../../auth/accounts';
import { userForSignIn } from '../../auth/identity';
import type { IdentityClaims } from '../../auth/oidc/relying-party';
import { createSession, deleteSession, type AuthMethod } from '../../auth/sessions';
import type { UseCase } from '../../core/use-case';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import type { PasskeyAssertionInput } from '../../../domain/schemas';
import {
  checkSecondStepCode,
  confirmedFactors,
  endPendingSignIn,
  startPendingSignIn,
  verifyPasskeySignIn,
  verifyPendingSignInCode,
  type PendingSignIn,
  type RelyingParty,
  type SecondStepMethod,
} from '../second-factor';
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

/**
 * OIDC callback: find or register the user, then a fresh session, audited. One transaction. An admin
 * with a second factor gets a pending sign-in instead: the identity provider was the first step, the
 * second is asked at /admin-login (a code or a passkey), as for the admin password.
 */
export const signInWithIdentity: UseCase<
  { claims: IdentityClaims; embeddedIssuer: boolean; adminEmails: readonly string[]; meta: Omit<RequestMeta, 'now'> },
  SignInResult
> = async (ctx, { claims, embeddedIssuer, adminEmails, meta }) => {
  const { tx, now } = ctx;
  const user = await userForSignIn(tx, claims, { embeddedIssuer, adminEmails, ip: meta.ip, now });
  if (user.role === 'admin' && (await confirmedFactors(tx, user.id)).length > 0) {
    return { kind: 'second_step', pending: await startPendingSignIn(tx, user.id, 'oidc', now) };
  }
  const signedIn = await startSession(tx, user, 'oidc', { ...meta, now });
  await recordAudit(tx, {
    action: 'sign_in',
    at: now,
    actorUserId: user.id,
    subjectUserId: user.id,
    ip: meta.ip,
    details: { method: 'oidc', issuer: claims.issuer },
  });
  return { kind: 'signed_in', signedIn };
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
export const MFA_REQUIRED_MESSAGE = 'Enter the 6-digit code from your authenticator app (or a recovery code), or use your passkey.';

/** A pending sign-in's token and expiry: the browser keeps the token in a cookie for the second step. */
export interface PendingSecondStep {
  token: string;
  expiresAt: Date;
}

/** Signed in, or the first step passed and the second step is still to come. */
export type SignInResult = { kind: 'signed_in'; signedIn: SignedIn } | { kind: 'second_step'; pending: PendingSecondStep };

type PassedSecondStep = { method: SecondStepMethod; details: Record<string, unknown> };

/**
 * The admin login. An admin with a second factor needs it too: without `code` the right password only
 * starts a pending sign-in (the route answers 401 mfa_required and gives the browser its cookie, for a
 * passkey or a code); with one, the code is checked as a throttled, audited second step. Without a
 * factor the password alone signs in (ADMIN_MFA=required then leaves that session nothing but enrolment).
 */
export async function adminSignIn(
  db: Db,
  credentials: { username: string; password: string; code?: string | undefined },
  meta: RequestMeta & { log: SignInLog; sessionSecret: string },
): Promise<SignInResult> {
  const user = await verifyAdminLogin(db, { ...credentials, ip: meta.ip, now: meta.now, log: meta.log });
  if (!user) throw unauthorized(INVALID_CREDENTIALS_MESSAGE, 'invalid_credentials');
  let secondStep: PassedSecondStep | undefined;
  if ((await confirmedFactors(db, user.id)).length > 0) {
    if (credentials.code === undefined) return { kind: 'second_step', pending: await startPendingSignIn(db, user.id, 'admin', meta.now) };
    secondStep = await checkSecondStepCode(db, { userId: user.id, ip: meta.ip, now: meta.now, code: credentials.code, sessionSecret: meta.sessionSecret, log: meta.log });
  }
  return { kind: 'signed_in', signedIn: await startSignedInSession(db, user, 'admin', meta, secondStep) };
}

/** The session of a sign-in that passed every step, and its audit row (which says how). */
async function startSignedInSession(
  db: Db,
  user: UserRow,
  firstStep: 'admin' | 'oidc',
  meta: RequestMeta,
  secondStep: PassedSecondStep | undefined,
): Promise<SignedIn> {
  const signedIn = await startSession(db, user, firstStep, meta);
  const second = secondStep ? { secondFactor: secondStep.method, ...secondStep.details } : {};
  await recordAudit(db, {
    action: firstStep === 'admin' ? 'admin_login' : 'sign_in',
    at: meta.now,
    actorUserId: user.id,
    subjectUserId: user.id,
    ip: meta.ip,
    details: firstStep === 'admin' ? second : { method: 'oidc', ...second },
  });
  return signedIn;
}

/**
 * The second step passed for this browser's pending sign-in: the pending sign-in ends and the session
 * starts, by the first step's method. An account that lost the admin role meanwhile is refused like a
 * wrong password.
 */
async function completePendingSignIn(
  db: Db,
  token: string | undefined,
  passed: PendingSignIn & PassedSecondStep,
  meta: RequestMeta,
): Promise<SignedIn> {
  if (token) await endPendingSignIn(db, token);
  const [user] = await db.select().from(users).where(and(eq(users.id, passed.userId), eq(users.role, 'admin')));
  if (!user) throw unauthorized(INVALID_CREDENTIALS_MESSAGE, 'invalid_credentials');
  return startSignedInSession(db, user, passed.firstStep, meta, passed);
}

/** A passkey as the second step: its assertion answers the pending sign-in's challenge (taken out as it is checked). */
export async function adminPasskeySignIn(
  db: Db,
  input: { token: string | undefined; relyingParty: RelyingParty; response: PasskeyAssertionInput['response'] },
  meta: RequestMeta & { log: SignInLog },
): Promise<SignedIn> {
  const passed = await verifyPasskeySignIn(db, { ...input, ip: meta.ip, now: meta.now, log: meta.log });
  return completePendingSignIn(db, input.token, passed, meta);
}

/** A code (authenticator app or recovery code) as the second step of this browser's pending sign-in. */
export async function pendingCodeSignIn(
  db: Db,
  input: { token: string | undefined; code: string },
  meta: RequestMeta & { log: SignInLog; sessionSecret: string },
): Promise<SignedIn> {
  const passed = await verifyPendingSignInCode(db, { ...input, ip: meta.ip, now: meta.now, sessionSecret: meta.sessionSecret, log: meta.log });
  return completePendingSignIn(db, input.token, passed, meta);
}

export async function signOut(db: Db, token: string, userId: string | null, ip: string, now: Date): Promise<void> {
  await deleteSession(db, token);
  if (userId) await recordAudit(db, { action: 'sign_out', at: now, actorUserId: userId, subjectUserId: userId, ip });
}
