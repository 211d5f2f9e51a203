import type { Db } from '../../db/client';
import { AppError } from '../../../domain/errors';
import { findPendingSignIn, type PendingSignIn } from './challenges';
import { SIGN_IN_EXPIRED } from './passkey-sign-in';
import { checkSecondStepCode, type SecondStepAttempt, type SecondStepMethod } from './second-step';

/**
 * A code (authenticator app or recovery code) for this browser's pending sign-in: the second step of
 * an admin who came through the identity provider, and of the web's admin sign-in, which need not keep
 * the password once it has been checked. Throttled and audited like every second step.
 */
export async function verifyPendingSignInCode(
  db: Db,
  input: Omit<SecondStepAttempt, 'userId'> & { token: string | undefined; code: string; sessionSecret: string },
): Promise<PendingSignIn & { method: SecondStepMethod; details: Record<string, unknown> }> {
  const pending = input.token ? await findPendingSignIn(db, input.token, input.now) : null;
  if (!pending) throw new AppError('mfa_expired', SIGN_IN_EXPIRED);
  const passed = await checkSecondStepCode(db, { ...input, userId: pending.userId });
  return { ...pending, ...passed };
}
