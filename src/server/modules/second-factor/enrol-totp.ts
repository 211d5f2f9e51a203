import { and, desc, eq, isNull } from 'drizzle-orm';
import type { UseCase } from '../../core/use-case';
import { adminSecondFactors } from '../../db/schema';
import { AppError, conflict } from '../../../domain/errors';
import type { SecondFactorEnrolled, TotpEnrolment } from '../../../domain/schemas';
import { accountNames, factorEnrolled } from './enrolment';
import { confirmedFactors } from './factors';
import { openSecret, sealSecret } from './secret-box';
import { matchTotp, newTotpSecret, totpUri } from './totp';

export const TOTP_ALREADY_SET_UP = 'An authenticator app is already set up. Remove it first to set up another.';
export const TOTP_NOT_STARTED = 'Start setting up the authenticator app again: no new key is waiting for a code.';
export const TOTP_CODE_WRONG = "That code doesn't match. Check the time on your phone and enter the code showing now.";

/**
 * Step one of an authenticator app: a new secret (sealed at rest), shown as a QR code and as text. It
 * is no factor until its first code confirms it; starting again replaces an unconfirmed one.
 */
export const startTotpEnrolment: UseCase<{ userId: string; sessionSecret: string }, TotpEnrolment> = async (ctx, input) => {
  const { tx } = ctx;
  if ((await confirmedFactors(tx, input.userId, 'totp')).length > 0) throw conflict(TOTP_ALREADY_SET_UP);
  await tx
    .delete(adminSecondFactors)
    .where(and(eq(adminSecondFactors.userId, input.userId), eq(adminSecondFactors.kind, 'totp'), isNull(adminSecondFactors.confirmedAt)));
  const secret = newTotpSecret();
  await tx.insert(adminSecondFactors).values({
    userId: input.userId,
    kind: 'totp',
    label: 'Authenticator app',
    totpSecret: sealSecret(input.sessionSecret, input.userId, secret),
    createdAt: ctx.now,
  });
  const { userName } = await accountNames(tx, input.userId);
  return { secret, uri: totpUri(secret, userName) };
};

/** Step two: the app's first code confirms the secret (and uses up its time step). */
export const confirmTotpEnrolment: UseCase<
  { userId: string; code: string; label: string; sessionSecret: string; sessionTokenHash: string; ip: string },
  SecondFactorEnrolled
> = async (ctx, input) => {
  const { tx, now } = ctx;
  const [pending] = await tx
    .select()
    .from(adminSecondFactors)
    .where(and(eq(adminSecondFactors.userId, input.userId), eq(adminSecondFactors.kind, 'totp'), isNull(adminSecondFactors.confirmedAt)))
    .orderBy(desc(adminSecondFactors.createdAt))
    .limit(1)
    .for('update');
  if (!pending?.totpSecret) throw conflict(TOTP_NOT_STARTED);
  const secret = openSecret(input.sessionSecret, input.userId, pending.totpSecret);
  const step = secret === null ? null : matchTotp(secret, input.code, now);
  if (step === null) throw new AppError('bad_request', TOTP_CODE_WRONG, { issues: [{ path: 'code', message: TOTP_CODE_WRONG }] });
  const [confirmed] = await tx
    .update(adminSecondFactors)
    .set({ confirmedAt: now, totpLastStep: step, label: input.label || 'Authenticator app' })
    .where(eq(adminSecondFactors.id, pending.id))
    .returning();
  return factorEnrolled(tx, confirmed!, { sessionTokenHash: input.sessionTokenHash, ip: input.ip, now });
};
