import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { hashToken } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { secondFactorChallenges } from '../../db/schema';

/**
 * Short-lived state between two requests of a second factor, kept in the database (any process may
 * answer the next request):
 * - a pending sign-in: the password was right; its random token is a cookie of the browser that gave it
 *   (only its hash is stored) and it holds the passkey challenge once one is asked for;
 * - a passkey enrolment: the challenge of the registration options, keyed by the session that asked.
 * A challenge is taken out as it is checked, so each one is good for one answer only.
 */
export const PENDING_SIGN_IN_TTL_MS = 5 * 60_000;
export const ENROLMENT_CHALLENGE_TTL_MS = 5 * 60_000;

const signIn = (token: string) => and(eq(secondFactorChallenges.purpose, 'sign_in'), eq(secondFactorChallenges.tokenHash, hashToken(token)));
const enrolment = (sessionTokenHash: string, userId: string) =>
  and(
    eq(secondFactorChallenges.purpose, 'enrol_passkey'),
    eq(secondFactorChallenges.tokenHash, sessionTokenHash),
    eq(secondFactorChallenges.userId, userId),
  );

/** Expired rows of anyone go when a new one is made: the table holds minutes of state, no housekeeping needed. */
async function dropExpired(db: Db, now: Date): Promise<void> {
  await db.delete(secondFactorChallenges).where(lt(secondFactorChallenges.expiresAt, now));
}

/** How the first step was passed: the session that the second step starts carries it. */
export type FirstStep = 'admin' | 'oidc';

export interface PendingSignIn {
  userId: string;
  firstStep: FirstStep;
}

export async function startPendingSignIn(db: Db, userId: string, firstStep: FirstStep, now: Date): Promise<{ token: string; expiresAt: Date }> {
  await dropExpired(db, now);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PENDING_SIGN_IN_TTL_MS);
  await db
    .insert(secondFactorChallenges)
    .values({ purpose: 'sign_in', tokenHash: hashToken(token), userId, authMethod: firstStep, createdAt: now, expiresAt });
  return { token, expiresAt };
}

/** The live pending sign-in of a token, or null (none, expired, or already used). */
export async function findPendingSignIn(db: Db, token: string, now: Date): Promise<PendingSignIn | null> {
  const [row] = await db
    .select()
    .from(secondFactorChallenges)
    .where(and(signIn(token), gt(secondFactorChallenges.expiresAt, now)));
  return row ? { userId: row.userId, firstStep: row.authMethod ?? 'admin' } : null;
}

/** Gives the pending sign-in a new passkey challenge (the last one asked for is the only one good); its user, or null. */
export async function setSignInChallenge(db: Db, token: string, challenge: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(secondFactorChallenges)
    .set({ challenge })
    .where(and(signIn(token), gt(secondFactorChallenges.expiresAt, now)))
    .returning({ userId: secondFactorChallenges.userId });
  return row?.userId ?? null;
}

/** The pending sign-in and its challenge, the challenge taken out (null when none is live). */
export async function takeSignInChallenge(db: Db, token: string, now: Date): Promise<(PendingSignIn & { challenge: string }) | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(secondFactorChallenges)
      .where(and(signIn(token), gt(secondFactorChallenges.expiresAt, now)))
      .for('update');
    if (!row?.challenge) return null;
    await tx.update(secondFactorChallenges).set({ challenge: null }).where(signIn(token));
    return { userId: row.userId, firstStep: row.authMethod ?? 'admin', challenge: row.challenge };
  });
}

export async function endPendingSignIn(db: Db, token: string): Promise<void> {
  await db.delete(secondFactorChallenges).where(signIn(token));
}

export async function saveEnrolmentChallenge(db: Db, sessionTokenHash: string, userId: string, challenge: string, now: Date): Promise<void> {
  await dropExpired(db, now);
  const expiresAt = new Date(now.getTime() + ENROLMENT_CHALLENGE_TTL_MS);
  await db
    .insert(secondFactorChallenges)
    .values({ purpose: 'enrol_passkey', tokenHash: sessionTokenHash, userId, challenge, createdAt: now, expiresAt })
    .onConflictDoUpdate({
      target: [secondFactorChallenges.purpose, secondFactorChallenges.tokenHash],
      set: { userId, challenge, createdAt: now, expiresAt },
    });
}

export async function takeEnrolmentChallenge(db: Db, sessionTokenHash: string, userId: string, now: Date): Promise<string | null> {
  const [row] = await db
    .delete(secondFactorChallenges)
    .where(and(enrolment(sessionTokenHash, userId), gt(secondFactorChallenges.expiresAt, now)))
    .returning({ challenge: secondFactorChallenges.challenge });
  return row?.challenge ?? null;
}
