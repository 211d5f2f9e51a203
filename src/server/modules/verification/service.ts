import { desc, eq } from 'drizzle-orm';
import { evaluateEligibility, isUnitedStates, utcCalendarDate, type ComplianceRules } from '../../../domain/eligibility';
import { parseCalendarDate } from '../../../domain/age';
import { recordAudit } from '../../audit';
import type { UseCase } from '../../core/use-case';
import type { Db } from '../../db/client';
import { users, verifications, type UserRow, type VerificationRow } from '../../db/schema';
import { badRequest } from '../../../domain/errors';

export const DOB_LOCKED_MESSAGE =
  'Your date of birth is already on file and cannot be changed. Please contact support if it is wrong.';

export async function latestVerification(db: Db, userId: string): Promise<VerificationRow | null> {
  const [row] = await db
    .select()
    .from(verifications)
    .where(eq(verifications.userId, userId))
    .orderBy(desc(verifications.createdAt), desc(verifications.id))
    .limit(1);
  return row ?? null;
}

/** Paid play needs a verified check that still passes today's rules (ages and rules change). */
export function isEligibleForPaidPlay(row: VerificationRow | null, rules: ComplianceRules, now: Date): boolean {
  if (!row || row.status !== 'verified') return false;
  const residence = { dateOfBirth: row.dateOfBirth, state: row.residenceState, country: row.residenceCountry };
  return evaluateEligibility(residence, rules, utcCalendarDate(now)).eligible;
}

export interface VerifyAgeRequest {
  dateOfBirth: string;
  residenceState: string;
  residenceCountry: string;
}

export type VerifyAgeResult = { row: VerificationRow; refusal: string | null };

/**
 * Records an age and location check (D14). The server recomputes the age; a refusal is stored and
 * audited like a success (so the caller answers 400 after the record is committed). A date of birth,
 * once given, cannot be changed here: otherwise a refused minor could simply try another date. The
 * user's row is locked first, so two checks sent at once cannot both pass the date-of-birth rule.
 */
export const verifyAge: UseCase<{ user: UserRow; request: VerifyAgeRequest; rules: ComplianceRules; ip: string }, VerifyAgeResult> = async (
  ctx,
  { user, request, rules, ip },
) => {
  const { tx, now } = ctx;
  const birth = parseCalendarDate(request.dateOfBirth);
  if (!birth || birth.year < 1900) throw badRequest('Please enter a valid date of birth.');
  await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
  const previous = await latestVerification(tx, user.id);
  if (previous && previous.dateOfBirth !== request.dateOfBirth) throw badRequest(DOB_LOCKED_MESSAGE);

  const outcome = evaluateEligibility(
    { dateOfBirth: request.dateOfBirth, state: request.residenceState, country: request.residenceCountry },
    rules,
    utcCalendarDate(now),
  );
  if (!outcome.eligible && outcome.reason === 'invalid_date') throw badRequest(outcome.message);
  const refusal = outcome.eligible ? null : outcome.message;

  const [row] = await tx
    .insert(verifications)
    .values({
      userId: user.id,
      dateOfBirth: request.dateOfBirth,
      residenceState: request.residenceState,
      residenceCountry: isUnitedStates(request.residenceCountry) ? 'US' : request.residenceCountry.trim(),
      status: refusal ? 'refused' : 'verified',
      reason: refusal,
      createdAt: now,
    })
    .returning();
  await recordAudit(tx, {
    action: 'verification',
    at: now,
    actorUserId: user.id,
    subjectUserId: user.id,
    ip,
    details: { result: refusal ? 'refused' : 'verified', reason: outcome.eligible ? null : outcome.reason, state: request.residenceState },
  });
  return { row: row!, refusal };
};
