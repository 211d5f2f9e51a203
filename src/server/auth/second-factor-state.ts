import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adminSecondFactors } from '../db/schema';

/**
 * Whether the user has a confirmed second factor (an authenticator app or a passkey). The route guard
 * asks it for admins when ADMIN_MFA=required; the second-factor module owns everything else about them.
 */
export async function hasSecondFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: adminSecondFactors.id })
    .from(adminSecondFactors)
    .where(and(eq(adminSecondFactors.userId, userId), isNotNull(adminSecondFactors.confirmedAt)))
    .limit(1);
  return row !== undefined;
}
