import { generateAuthenticationOptions, verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminSecondFactors } from '../../db/schema';
import { AppError, conflict } from '../../../domain/errors';
import type { PasskeyAssertionInput } from '../../../domain/schemas';
import { findPendingSignIn, setSignInChallenge, takeSignInChallenge, type PendingSignIn } from './challenges';
import { confirmedFactors } from './factors';
import type { RelyingParty } from './relying-party';
import { throttledSecondStep, type SecondStepAttempt, type SecondStepMethod } from './second-step';

export const SIGN_IN_EXPIRED = 'Your sign-in took too long or was already used. Please sign in again.';
export const NO_PASSKEY = 'No passkey is set up for this account. Enter a code from your authenticator app or a recovery code.';

/**
 * The options navigator.credentials.get() takes for the pending sign-in of this browser: the admin's
 * passkeys and a new challenge, kept on the pending sign-in (asking again replaces it).
 */
export async function passkeySignInOptions(
  db: Db,
  input: { token: string | undefined; relyingParty: RelyingParty; now: Date },
): Promise<Record<string, unknown>> {
  const pending = input.token ? await findPendingSignIn(db, input.token, input.now) : null;
  if (!input.token || !pending) throw new AppError('mfa_expired', SIGN_IN_EXPIRED);
  const { userId } = pending;
  const passkeys = await confirmedFactors(db, userId, 'passkey');
  if (passkeys.length === 0) throw conflict(NO_PASSKEY);
  const options = await generateAuthenticationOptions({
    rpID: input.relyingParty.id,
    challenge: new Uint8Array(randomBytes(32)),
    allowCredentials: passkeys.map((p) => ({ id: p.credentialId!, transports: p.transports ?? [] })),
    userVerification: 'preferred',
    timeout: 120_000,
  });
  if (!(await setSignInChallenge(db, input.token, options.challenge, input.now))) throw new AppError('mfa_expired', SIGN_IN_EXPIRED);
  return options as unknown as Record<string, unknown>;
}

/**
 * The browser's assertion for the pending sign-in: its challenge is taken out first (good for one
 * answer, right or wrong), then the assertion is checked like any second step (throttled, audited).
 * The passkey's signature counter moves forward, so a cloned authenticator shows itself.
 */
export async function verifyPasskeySignIn(
  db: Db,
  input: Omit<SecondStepAttempt, 'userId'> & { token: string | undefined; relyingParty: RelyingParty; response: PasskeyAssertionInput['response'] },
): Promise<PendingSignIn & { method: SecondStepMethod; details: Record<string, unknown> }> {
  const taken = input.token ? await takeSignInChallenge(db, input.token, input.now) : null;
  if (!taken) throw new AppError('mfa_expired', SIGN_IN_EXPIRED);
  const attempt = { userId: taken.userId, ip: input.ip, now: input.now, ...(input.log ? { log: input.log } : {}) };
  const passed = await throttledSecondStep(db, attempt, 'passkey', async () => {
    const passkey = (await confirmedFactors(db, taken.userId, 'passkey')).find((p) => p.credentialId === input.response.id);
    if (!passkey) return { ok: false, reason: 'unknown_passkey' };
    let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      result = await verifyAuthenticationResponse({
        response: { ...input.response, clientExtensionResults: input.response.clientExtensionResults ?? {} } as AuthenticationResponseJSON,
        expectedChallenge: taken.challenge,
        expectedOrigin: input.relyingParty.origin,
        expectedRPID: input.relyingParty.id,
        credential: {
          id: passkey.credentialId!,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey!, 'base64url')),
          counter: passkey.signCount ?? 0,
          transports: passkey.transports ?? [],
        },
        requireUserVerification: false,
      });
    } catch {
      return { ok: false, reason: 'not_verified' };
    }
    if (!result.verified) return { ok: false, reason: 'not_verified' };
    await db
      .update(adminSecondFactors)
      .set({ signCount: result.authenticationInfo.newCounter, lastUsedAt: input.now })
      .where(eq(adminSecondFactors.id, passkey.id));
    return { ok: true, method: 'passkey', details: { passkey: passkey.label } };
  });
  return { userId: taken.userId, firstStep: taken.firstStep, ...passed };
}
