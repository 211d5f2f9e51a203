import type { z } from 'zod';
import type { verificationSchema } from '../../../domain/schemas';
import type { VerificationRow } from '../../db/schema';

export function toVerificationDto(row: VerificationRow | null): z.infer<typeof verificationSchema> {
  if (!row) return { status: 'unverified', residenceState: null, reason: null, checkedAt: null };
  return {
    status: row.status,
    residenceState: row.residenceState,
    reason: row.reason,
    checkedAt: row.createdAt.toISOString(),
  };
}
