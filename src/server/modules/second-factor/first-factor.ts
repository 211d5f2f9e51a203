import { and, eq, ne } from 'drizzle-orm';
import { announceSessionEviction } from '../../auth/session-evictions';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { confirmedFactors } from './factors';
import { replaceRecoveryCodes } from './recovery-codes';

/**
 * What a factor just confirmed changes beyond itself. The first one brings the recovery codes (shown
 * once, by the answer) and ends the admin's other sessions: any of them was signed in with the password
 * alone, perhaps by whoever the second factor is meant to keep out. Later factors change nothing else.
 */
export async function afterFactorConfirmed(
  tx: Db,
  input: { userId: string; sessionTokenHash: string; now: Date },
): Promise<string[] | null> {
  const factors = await confirmedFactors(tx, input.userId);
  if (factors.length !== 1) return null;
  const ended = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, input.userId), ne(sessions.tokenHash, input.sessionTokenHash)))
    .returning({ tokenHash: sessions.tokenHash });
  for (const { tokenHash } of ended) announceSessionEviction({ tokenHash });
  return replaceRecoveryCodes(tx, input.userId, input.now);
}
