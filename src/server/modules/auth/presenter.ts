import type { AuthUserDto } from '../../../domain/schemas';
import type { ComplianceRules } from '../../../domain/eligibility';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { hasSecondFactor } from '../../auth/second-factor-state';
import { mustEnrolSecondFactor, type SecondFactorMode } from '../../../domain/second-factor';
import { isEligibleForPaidPlay, latestVerification, toVerificationDto } from '../verification';

/**
 * GET /api/auth/user: the spec's user fields, the server's role and the verification status; for an
 * admin who must enrol a second factor before anything else (ADMIN_MFA=required), that too.
 */
export async function toAuthUser(
  db: Db,
  user: UserRow,
  rules: ComplianceRules,
  now: Date,
  adminMfa: SecondFactorMode = 'optional',
): Promise<AuthUserDto> {
  const verification = await latestVerification(db, user.id);
  const isAdmin = user.role === 'admin';
  const mustEnrol = isAdmin && adminMfa === 'required' && mustEnrolSecondFactor({ isAdmin, hasSecondFactor: await hasSecondFactor(db, user.id) }, adminMfa);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.role === 'admin',
    verification: toVerificationDto(verification),
    eligibleForPaidPlay: isEligibleForPaidPlay(verification, rules, now),
    ...(mustEnrol ? { mustEnrolSecondFactor: true } : {}),
  };
}
