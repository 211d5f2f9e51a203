import { spawnSync } from 'node:child_process';
import { openDatabase, type Database } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { seedIfEmpty } from '../../src/server/seed';
import { createTestDatabase, isReachable, postgresAdminUrl } from '../../tests/integration/support/postgres';

/** Builds dist/ when it is missing or stale (the server processes run the built server). Exits on failure. */
export function ensureBuilt(): void {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-needed'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

/** The PostgreSQL server to make throwaway databases on, or null (with the reason printed) when it is not reachable. */
export async function reachablePostgres(benchName: string): Promise<string | null> {
  const admin = postgresAdminUrl();
  const reachable = await isReachable(admin);
  if (reachable.ok) return admin;
  console.warn(`PostgreSQL not reachable (${reachable.reason}); the ${benchName} benchmark needs it.`);
  return null;
}

export interface BenchDatabase {
  url: string;
  database: Database;
  /** Closes the bench's own connections and drops the database. */
  close: () => Promise<void>;
}

/** A fresh database with a random name on `adminUrl`, migrated and seeded as at a first start. */
export async function freshPostgresDatabase(adminUrl: string, now: Date): Promise<BenchDatabase> {
  const target = await createTestDatabase(adminUrl);
  let database: Database | undefined;
  try {
    database = await openDatabase({ databaseUrl: target.url });
    await runMigrations(database);
    await seedIfEmpty(database.db, now);
  } catch (error) {
    await database?.close();
    await target.drop();
    throw error;
  }
  const opened = database;
  return {
    url: target.url,
    database: opened,
    close: async () => {
      await opened.close();
      await target.drop();
    },
  };
}
