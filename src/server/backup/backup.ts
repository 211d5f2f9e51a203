import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { AppError } from '../../domain/errors';
import { embeddedDatabaseOwner, lockEmbeddedDatabase } from '../db/client';
import { MIGRATIONS_DIR } from '../paths';
import { decodeBackup, encodeBackup, PGDATA_SECTION, type BackupManifest } from './backup-file';

/**
 * Backups of the embedded database. A backup holds the PGlite data folder, dumped
 * while no transaction runs (right after a CHECKPOINT, so it is a clean copy, not a crash image), and the
 * two secrets the server keeps beside it in DATA_DIR: with them a restored site keeps its sessions and
 * the embedded sign-in's keys. The backup file is therefore as private as DATA_DIR itself (mode 0600).
 */
export const PGLITE_FOLDER = 'pglite';
const SECRET_FILES = ['session-secret', 'oidc-issuer-keys.json'] as const;
/** What may sit in DATA_DIR besides the database; a restore with --force replaces exactly these. */
const DATA_DIR_ENTRIES = [PGLITE_FOLDER, ...SECRET_FILES, 'pglite.lock', 'backup.sock'];

interface JournalEntry {
  when: number;
  tag: string;
}

function migrationJournal(): JournalEntry[] {
  return (JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** How far the database's migrations have got, named by the last one's tag (drizzle keeps its `when`). */
type Run = <Row>(text: string) => Promise<{ rows: Row[] }>;

async function migrationLevel(query: Run): Promise<BackupManifest['migrations']> {
  const table = await query<{ present: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table.rows[0]?.present) return { applied: 0, latest: null };
  const { rows } = await query<{ applied: number; latest: string | null }>(
    'select count(*)::int as applied, max(created_at)::text as latest from drizzle.__drizzle_migrations',
  );
  const latestWhen = rows[0]?.latest ?? null;
  const known = migrationJournal().find((entry) => String(entry.when) === latestWhen);
  return { applied: rows[0]?.applied ?? 0, latest: known?.tag ?? (latestWhen === null ? null : `unknown migration of ${latestWhen}`) };
}

/**
 * A backup of an open embedded database. The dump runs inside a transaction of its own, so every other
 * transaction has either committed before it or waits until it is written (PGlite runs one at a time).
 */
export async function backupPglite(client: PGlite, dataDir: string | undefined, now: Date): Promise<Buffer> {
  const { pgdata, migrations } = await client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    const level = await migrationLevel((text) => tx.query(text));
    const dump = await client.dumpDataDir('gzip');
    return { pgdata: Buffer.from(await dump.arrayBuffer()), migrations: level };
  });
  const sections = new Map([[PGDATA_SECTION, pgdata]]);
  for (const name of SECRET_FILES) {
    const file = dataDir && path.join(dataDir, name);
    if (file && existsSync(file)) sections.set(name, readFileSync(file));
  }
  return encodeBackup({ createdAt: now.toISOString(), migrations }, sections);
}

/** Refuses a backup made by a newer version of Squares (one whose migrations this version does not have). */
function checkMigrationLevel(level: BackupManifest['migrations']): void {
  const journal = migrationJournal();
  const index = level.latest === null ? -1 : journal.findIndex((entry) => entry.tag === level.latest);
  if (level.applied > journal.length || (level.latest !== null && index < 0)) {
    throw new AppError(
      'conflict',
      `This backup was made by a newer version of Squares (its database reached migration ${level.latest ?? '?'}, ${level.applied} applied; this version knows ${journal.length}). Restore it with that version or a later one.`,
    );
  }
}

/** What DATA_DIR holds that a restore would replace. */
function occupiedEntries(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir).filter((name) => DATA_DIR_ENTRIES.includes(name) || name.startsWith(`${PGLITE_FOLDER}.`));
}

export interface RestoreOptions {
  /** Replace the database (and the secrets) already in DATA_DIR. */
  force?: boolean;
}

/**
 * Restores a backup file into DATA_DIR. Refuses while a server holds DATA_DIR, and refuses a DATA_DIR that
 * already has a database unless `force`. The data folder is unpacked beside the old one and swapped in
 * only once PGlite has opened it, so a failed restore leaves DATA_DIR as it was.
 */
export async function restoreBackup(file: Buffer, dataDir: string, options: RestoreOptions = {}): Promise<BackupManifest> {
  const { manifest, sections } = decodeBackup(file);
  checkMigrationLevel(manifest.migrations);
  const owner = embeddedDatabaseOwner(dataDir);
  if (owner !== null) {
    throw new AppError('conflict', `A Squares server (process ${owner}) is using ${dataDir}. Stop it before restoring into it.`);
  }
  const occupied = occupiedEntries(dataDir);
  if (occupied.length > 0 && !options.force) {
    throw new AppError(
      'conflict',
      `${dataDir} already holds a Squares database (${occupied.join(', ')}). Restore into an empty DATA_DIR, or add --force to replace it.`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const release = lockEmbeddedDatabase(dataDir);
  const staging = path.join(dataDir, `${PGLITE_FOLDER}.restoring`);
  try {
    rmSync(staging, { recursive: true, force: true });
    const pgdata = new File([new Uint8Array(sections.get(PGDATA_SECTION)!)], PGDATA_SECTION, { type: 'application/x-gzip' });
    const client = new PGlite(staging, { loadDataDir: pgdata });
    await client.waitReady;
    await client.close();
    rmSync(path.join(dataDir, PGLITE_FOLDER), { recursive: true, force: true });
    renameSync(staging, path.join(dataDir, PGLITE_FOLDER));
    for (const name of [...SECRET_FILES, 'backup.sock']) rmSync(path.join(dataDir, name), { force: true });
    for (const name of SECRET_FILES) {
      const bytes = sections.get(name);
      if (!bytes) continue;
      writeFileSync(path.join(dataDir, name), bytes, { mode: 0o600 });
      chmodSync(path.join(dataDir, name), 0o600);
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
    release();
  }
  return manifest;
}

/** Whether DATA_DIR has an embedded database to back up (opening an empty folder would create one). */
export function hasEmbeddedDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, PGLITE_FOLDER, 'PG_VERSION'));
}
