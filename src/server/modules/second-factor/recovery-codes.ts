import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminRecoveryCodes } from '../../db/schema';
import { formatRecoveryCode, RECOVERY_CODE_ALPHABET, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '../../../domain/second-factor';

/**
 * Recovery codes are 80 random bits each, so a plain SHA-256 keeps them safe at rest: nobody can search
 * 2^80 candidates backwards from a hash, and unlike argon2 a check costs no password-queue time.
 */
const hashCode = (normalized: string) => createHash('sha256').update(normalized).digest('hex');

function newCode(): string {
  let raw = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) raw += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return raw;
}

/** A fresh set for the user, replacing any old one; the codes themselves, to be shown once. */
export async function replaceRecoveryCodes(tx: Db, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await tx.insert(adminRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(code), createdAt: now })));
  return codes.map(formatRecoveryCode);
}

/** Uses up one code (normalized) if it is the user's and unused; concurrent uses of one code: one wins. */
export async function useRecoveryCode(db: Db, userId: string, normalized: string, now: Date): Promise<boolean> {
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(adminRecoveryCodes.userId, userId), eq(adminRecoveryCodes.codeHash, hashCode(normalized)), isNull(adminRecoveryCodes.usedAt)))
    .returning({ userId: adminRecoveryCodes.userId });
  return used.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function deleteRecoveryCodes(tx: Db, userId: string): Promise<void> {
  await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
}
