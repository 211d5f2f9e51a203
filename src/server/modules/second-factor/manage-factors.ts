import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import type { UseCase } from '../../core/use-case';
import type { Db } from '../../db/client';
import { adminSecondFactors } from '../../db/schema';
import { conflict, notFound } from '../../../domain/errors';
import type { SecondFactorStatus } from '../../../domain/schemas';
import { mustEnrolSecondFactor, type SecondFactorMode } from '../../../domain/second-factor';
import { confirmedFactors, toSecondFactorDto } from './factors';
import { deleteRecoveryCodes, recoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes';

export const NO_FACTOR_FOR_CODES = 'Set up an authenticator app or a passkey first: recovery codes stand in for one.';

/** The caller's factors, their recovery codes left, and what ADMIN_MFA asks of them. */
export async function secondFactorStatus(db: Db, userId: string, mode: SecondFactorMode): Promise<SecondFactorStatus> {
  const factors = await confirmedFactors(db, userId);
  return {
    required: mode === 'required',
    mustEnrol: mustEnrolSecondFactor({ isAdmin: true, hasSecondFactor: factors.length > 0 }, mode),
    factors: factors.map(toSecondFactorDto),
    recoveryCodesLeft: factors.length > 0 ? await recoveryCodesLeft(db, userId) : 0,
  };
}

/** Removes one of the caller's factors; with the last one go the recovery codes (they stood in for it). */
export const removeSecondFactor: UseCase<{ userId: string; factorId: string; ip: string }, void> = async (ctx, input) => {
  const { tx, now } = ctx;
  const [removed] = await tx
    .delete(adminSecondFactors)
    .where(and(eq(adminSecondFactors.id, input.factorId), eq(adminSecondFactors.userId, input.userId)))
    .returning();
  if (!removed?.confirmedAt) throw notFound('No such second factor');
  const left = await confirmedFactors(tx, input.userId);
  if (left.length === 0) await deleteRecoveryCodes(tx, input.userId);
  await recordAudit(tx, {
    action: 'second_factor_removed',
    at: now,
    actorUserId: input.userId,
    subjectUserId: input.userId,
    ip: input.ip,
    details: { kind: removed.kind, label: removed.label, factorsLeft: left.length },
  });
};

/** A new set of recovery codes (shown once); the old ones stop working. */
export const regenerateRecoveryCodes: UseCase<{ userId: string; ip: string }, { recoveryCodes: string[] }> = async (ctx, input) => {
  const { tx, now } = ctx;
  if ((await confirmedFactors(tx, input.userId)).length === 0) throw conflict(NO_FACTOR_FOR_CODES);
  const recoveryCodes = await replaceRecoveryCodes(tx, input.userId, now);
  await recordAudit(tx, {
    action: 'recovery_codes_generated',
    at: now,
    actorUserId: input.userId,
    subjectUserId: input.userId,
    ip: input.ip,
    details: { count: recoveryCodes.length },
  });
  return { recoveryCodes };
};
