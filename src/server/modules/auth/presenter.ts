import type { AuthUserDto } from '../../../domain/schemas';
import type { ComplianceRules } from '../../../domain/eligibility';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { isEligibleForPaidPlay, latestVerification, toVerificationDto } from '../verification';

/** GET /api/auth/user: the spec's user fields, the server's role and the verification status. */
export async function toAuthUser(db: Db, user: UserRow, rules: ComplianceRules, now: Date): Promise<AuthUserDto> {
  const verification = await latestVerification(db, user.id);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.role === 'admin',
    verification: toVerificationDto(verification),
    eligibleForPaidPlay: isEligibleForPaidPlay(verification, rules, now),
  };
}
