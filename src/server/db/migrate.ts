import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { MIGRATIONS_DIR } from '../paths';
import type { Database } from './client';

/** Arbitrary but fixed: serialises migrations when several processes start against one PostgreSQL. */
const MIGRATION_LOCK_KEY = 724_310_001;

/** Applies the committed SQL migrations (src/server/db/migrations) that have not run yet. */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.driver.kind === 'pglite') {
    await migratePglite(drizzlePglite(database.driver.client), config);
    return;
  }
  const client = await database.driver.sessionPool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), config);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

/** The code's newest migration: drizzle records each applied one with its journal's `when` as created_at. */
let newest: { tag: string; when: number } | undefined;
function newestMigration(): { tag: string; when: number } {
  if (newest) return newest;
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  const last = journal.entries.at(-1);
  if (!last) throw new Error('The migrations journal lists no migrations');
  return (newest = { tag: last.tag, when: last.when });
}

/**
 * Whether the database has every migration this code ships (readiness): the newest migration of the
 * journal is recorded in drizzle's migrations table. Null when applied, else the tag that is missing.
 * Throws when the database does not answer.
 */
export async function missingMigration(database: Database): Promise<string | null> {
  const { tag, when } = newestMigration();
  try {
    const [row] = await database.query<{ at: string | number | null }>('newest_migration', 'select max(created_at) as at from drizzle.__drizzle_migrations', []);
    return Number(row?.at ?? 0) >= when ? null : tag;
  } catch (error) {
    // 42P01 / 3F000: no migrations table (or schema) at all, so nothing was applied.
    if (['42P01', '3F000'].includes((error as { code?: string }).code ?? '')) return tag;
    throw error;
  }
}
