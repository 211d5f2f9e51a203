/** What enrolling an authenticator app and a passkey share: the account as the authenticator names it, and the enrolment's end. */
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import type { Db } from '../../db/client';
import { localCredentials, users } from '../../db/schema';
import type { SecondFactorEnrolled } from '../../../domain/schemas';
import { toSecondFactorDto, type SecondFactorRow } from './factors';
import { afterFactorConfirmed } from './first-factor';

/** The account's name in the authenticator's list: its username, else its e-mail (an identity-provider admin has no username). */
export async function accountNames(tx: Db, userId: string): Promise<{ userName: string; firstName: string | null }> {
  const [who] = await tx
    .select({ username: localCredentials.username, email: users.email, firstName: users.firstName })
    .from(users)
    .leftJoin(localCredentials, eq(localCredentials.userId, users.id))
    .where(eq(users.id, userId));
  return { userName: who?.username ?? who?.email ?? 'admin', firstName: who?.firstName ?? null };
}

/** A factor just confirmed: what that changes beyond it (first-factor.ts), audited, and the answer with any new recovery codes. */
export async function factorEnrolled(
  tx: Db,
  factor: SecondFactorRow,
  input: { sessionTokenHash: string; ip: string; now: Date },
): Promise<SecondFactorEnrolled> {
  const { userId } = factor;
  const recoveryCodes = await afterFactorConfirmed(tx, { userId, sessionTokenHash: input.sessionTokenHash, now: input.now });
  await recordAudit(tx, {
    action: 'second_factor_enrolled',
    at: input.now,
    actorUserId: userId,
    subjectUserId: userId,
    ip: input.ip,
    details: { kind: factor.kind, label: factor.label, firstFactor: recoveryCodes !== null },
  });
  return { factor: toSecondFactorDto(factor), recoveryCodes };
}
