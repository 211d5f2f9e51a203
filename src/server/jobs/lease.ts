import type { Database } from '../db/client';

/**
 * Runs `work` only if no other process is running the same job right now: a PostgreSQL session
 * advisory lock held on a dedicated connection for the duration (released if the process dies, since
 * the session ends). PGlite is single-process; an in-process flag does the same there.
 */
const runningHere = new Set<number>();

export async function withLease<T>(database: Database, key: number, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  if (runningHere.has(key)) return { ran: false };
  runningHere.add(key);
  try {
    if (database.driver.kind === 'pglite') return { ran: true, value: await work() };
    const client = await database.driver.sessionPool.connect();
    let broken: Error | undefined;
    try {
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [key]);
      if (!rows[0]?.ok) return { ran: false };
      try {
        return { ran: true, value: await work() };
      } finally {
        // A session that ended meanwhile (restart, failover) took the lock with it: nothing to undo, and
        // the connection is discarded rather than pooled.
        await client.query('select pg_advisory_unlock($1)', [key]).catch((error: Error) => {
          broken = error;
        });
      }
    } finally {
      client.release(broken);
    }
  } finally {
    runningHere.delete(key);
  }
}
