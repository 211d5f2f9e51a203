import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { deleteExpiredIssuerRecords } from '../auth/local-issuer/adapter';
import { deleteExpiredSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { RATE_LIMIT_MEMORY_MS } from '../auth/rate-limit';

export const HOUSEKEEPING_EVERY_MS = 10 * 60_000;

/** Removes what can no longer matter: dead sessions, expired issuer records, finished rate-limit windows. */
export async function runHousekeeping(db: Db, now: Date): Promise<void> {
  await deleteExpiredSessions(db, now);
  await deleteExpiredIssuerRecords(db, now);
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - RATE_LIMIT_MEMORY_MS)));
}

/** Runs housekeeping now and then every 10 minutes until stopped (safe to run in several processes). */
export function startHousekeeping(db: Db, clock: () => Date, log: FastifyBaseLogger): () => void {
  const run = () =>
    runHousekeeping(db, clock()).catch((error: unknown) => log.warn({ err: error }, 'housekeeping failed; will retry'));
  void run();
  const timer = setInterval(run, HOUSEKEEPING_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
