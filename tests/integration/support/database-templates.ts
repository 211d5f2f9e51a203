import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { runMigrations } from '../../../src/server/db/migrate';
import { seedIfEmpty } from '../../../src/server/seed';
import { databaseUrlOf, withAdmin } from './postgres';

/**
 * Every test database starts as a copy of one made once per run (global setup): migrated, and seeded at
 * the default pinned "now". A new embedded database loads a dump of it (PGlite's loadDataDir: ~0.4 s
 * instead of ~1.8 s for initdb, the migrations and the seed); a PostgreSQL one is `create database ...
 * template ...` (~30 ms instead of ~250 ms). The harness still runs the migrations and the seed on the
 * copy, which find nothing to do, so a template out of step with the code would still be caught.
 */
export interface DatabaseTemplates {
  /** Files holding PGlite dumps (dumpDataDir, uncompressed tar). */
  pglite: { migrated: string; seeded: string };
  /** Names of template databases on the PostgreSQL server; null when it is unreachable. */
  postgres: { migrated: string; seeded: string } | null;
  /** The "now" the seeded templates were seeded at (ISO). */
  seededAt: string;
}

export type TemplateKind = 'migrated' | 'seeded';

/** The pinned "now" of test environments (harness.ts), which the seeded templates are seeded at. */
export const DEFAULT_NOW = new Date('2026-11-21T15:00:00Z');

/** Makes the templates (global setup); returns them and a teardown that removes them. */
export async function makeDatabaseTemplates(
  adminUrl: string | null,
  seededAt: Date,
): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'squares-test-templates-'));
  const prefix = `squares_template_${randomBytes(4).toString('hex')}`;
  const created: string[] = [];
  const remove = async () => {
    rmSync(folder, { recursive: true, force: true });
    if (adminUrl) for (const name of created) await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  };
  try {
    const [pglite, postgres] = await Promise.all([
      pgliteTemplates(folder, seededAt),
      adminUrl ? postgresTemplates(adminUrl, prefix, seededAt, created) : Promise.resolve(null),
    ]);
    return { templates: { pglite, postgres, seededAt: seededAt.toISOString() }, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

async function prepare(database: Database, kind: TemplateKind, seededAt: Date): Promise<void> {
  await runMigrations(database);
  if (kind === 'seeded') await seedIfEmpty(database.db, seededAt);
}

async function pgliteTemplates(folder: string, seededAt: Date): Promise<DatabaseTemplates['pglite']> {
  const files = { migrated: path.join(folder, 'migrated.tar'), seeded: path.join(folder, 'seeded.tar') };
  const database = await openDatabase({});
  try {
    if (database.driver.kind !== 'pglite') throw new Error('expected the embedded database');
    const { client } = database.driver;
    // One database, dumped after each step (the seed only adds to the migrated one).
    for (const kind of ['migrated', 'seeded'] as const) {
      await prepare(database, kind, seededAt);
      const dump = await client.dumpDataDir('none');
      writeFileSync(files[kind], Buffer.from(await dump.arrayBuffer()));
    }
  } finally {
    await database.close();
  }
  return files;
}

async function postgresTemplates(adminUrl: string, prefix: string, seededAt: Date, created: string[]): Promise<NonNullable<DatabaseTemplates['postgres']>> {
  const names = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  for (const kind of ['migrated', 'seeded'] as const) {
    await withAdmin(adminUrl, (client) => client.query(`create database ${names[kind]}`));
    created.push(names[kind]);
    const database = await openDatabase({ databaseUrl: databaseUrlOf(adminUrl, names[kind]), poolSize: 2 });
    try {
      await prepare(database, kind, seededAt);
    } finally {
      // No connection may stay open: a database being copied must have none.
      await database.close();
    }
  }
  return names;
}

/** The dump a new embedded database loads (read once per worker and template). */
const dumps = new Map<string, Blob>();
export function pgliteDump(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) dumps.set(file, (dump = new Blob([readFileSync(file)])));
  return dump;
}
