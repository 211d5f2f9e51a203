import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminSecondFactors } from '../../db/schema';
import type { SecondFactorDto } from '../../../domain/schemas';

export type SecondFactorRow = typeof adminSecondFactors.$inferSelect;

/** The user's confirmed factors (an authenticator app not yet confirmed by a code is no factor), oldest first. */
export async function confirmedFactors(db: Db, userId: string, kind?: SecondFactorRow['kind']): Promise<SecondFactorRow[]> {
  return db
    .select()
    .from(adminSecondFactors)
    .where(
      and(
        eq(adminSecondFactors.userId, userId),
        isNotNull(adminSecondFactors.confirmedAt),
        kind === undefined ? undefined : eq(adminSecondFactors.kind, kind),
      ),
    )
    .orderBy(asc(adminSecondFactors.createdAt), asc(adminSecondFactors.id));
}

export const toSecondFactorDto = (row: SecondFactorRow): SecondFactorDto => ({
  id: row.id,
  kind: row.kind,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});
