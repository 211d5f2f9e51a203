import type { Database } from '../../../src/server/db/client';

/**
 * Sessions of this database waiting for a lock another transaction holds (PostgreSQL only: PGlite has
 * one connection, so nothing there ever waits on another). A test that needs a statement to be blocked
 * before it lets the lock go waits for this, instead of for a guessed time.
 */
export async function sessionsWaitingOnLocks(database: Database): Promise<number> {
  const [row] = await database.query<{ waiting: number }>(
    'test_sessions_waiting_on_locks',
    "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
    [],
  );
  return Number(row!.waiting);
}
