import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type Database } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { seedIfEmpty } from '../../src/server/seed';
import { createTestDatabase, isReachable, postgresAdminUrl } from '../../tests/integration/support/postgres';
import { testConfig } from '../../tests/integration/support/harness';
import { startApp } from '../../tests/integration/support/app';
import { countQueries, type QueryCounter } from './query-counter';

export interface BenchServer {
  label: string;
  url: string;
  app: FastifyInstance;
  database: Database;
  /** Statements the database ran (bench instrumentation, see query-counter.ts). */
  queries: QueryCounter;
  close: () => Promise<void>;
}

/** A listening app on a fresh, seeded database: PostgreSQL (a throwaway database) or PGlite. */
export async function startBenchServer(kind: 'pglite' | 'postgres'): Promise<BenchServer | null> {
  let databaseUrl: string | undefined;
  let drop = async () => {};
  if (kind === 'postgres') {
    const admin = postgresAdminUrl();
    const reachable = await isReachable(admin);
    if (!reachable.ok) {
      console.warn(`PostgreSQL not reachable (${reachable.reason}); skipping its benchmark.`);
      return null;
    }
    const created = await createTestDatabase(admin);
    databaseUrl = created.url;
    drop = created.drop;
  }
  const database = await openDatabase({ databaseUrl, poolSize: 20 });
  await runMigrations(database);
  await seedIfEmpty(database.db, new Date());
  const webDir = mkdtempSync(path.join(tmpdir(), 'squares-bench-'));
  const app = await startApp(
    { config: testConfig({ databaseUrl }), database, clock: () => new Date() },
    { webDir },
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const queries = countQueries(database);
  return {
    label: kind === 'postgres' ? 'PostgreSQL 15' : 'PGlite (embedded)',
    url,
    app,
    database,
    queries,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(webDir, { recursive: true, force: true });
    },
  };
}
