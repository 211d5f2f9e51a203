import type { Database } from '../db/client';
import { missingMigration } from '../db/migrate';
import type { NotificationBus } from '../realtime/bus';

/** A probe that hangs (a network partition) answers "not ready" after this long rather than never. */
const CHECK_TIMEOUT_MS = 2_000;

export type ReadinessResult = { ready: true } | { ready: false; message: string };

/**
 * Whether this process should be sent traffic (GET /readyz), checked in order, the first failure naming
 * the answer: it is not shutting down (`app.shutdown`, http/graceful.ts: draining from SIGTERM, before
 * the server stops listening, so a health-checking proxy moves new requests elsewhere first), the
 * database answers, it has every migration this code ships, and the LISTEN connection is up (else live
 * boards here would miss other processes' changes).
 */
export async function checkReadiness(
  deps: { database: Database; bus: Pick<NotificationBus, 'connected'> },
  shutdown: { draining: boolean },
): Promise<ReadinessResult> {
  if (shutdown.draining) return { ready: false, message: 'Shutting down: not taking new requests' };
  // One query answers both: whether the database answers, and whether it has the newest migration.
  let missing: string | null;
  try {
    missing = await withTimeout(missingMigration(deps.database));
  } catch {
    return { ready: false, message: 'Database is not answering' };
  }
  if (missing) return { ready: false, message: `Migrations are not applied: the database lacks ${missing} (run npm run db:migrate, or start a process that migrates)` };
  if (!deps.bus.connected) return { ready: false, message: 'Notification listener is not connected (LISTEN/NOTIFY); it is reconnecting' };
  return { ready: true };
}

async function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
