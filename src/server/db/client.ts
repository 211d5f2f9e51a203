import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle API shared by both drivers; services only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Answers when the database can run a query (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * A hand-written statement on a hot path, prepared once per connection under `name` (PostgreSQL) so
   * it is parsed and planned once. Rows come back with the database's column names.
   */
  query<Row>(name: string, text: string, values: unknown[]): Promise<Row[]>;
  /**
   * The underlying driver, for the few places that need it. On PostgreSQL, `sessionPool` serves the work
   * that needs a session of its own for longer than a transaction — LISTEN, the relay's and the jobs'
   * advisory locks, the migrations' lock — and is `pool` itself unless DATABASE_SESSION_URL names a
   * direct connection (DATABASE_URL then may go through a pooler in transaction mode).
   */
  driver: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: pg.Pool; sessionPool: pg.Pool };
}

/** Where the database reports trouble it recovers from by itself (pino and Fastify loggers fit). */
export interface DatabaseLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface DatabaseOptions {
  /** postgres:// URL; unset = embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; unset = in memory (tests). */
  dataDir?: string | undefined;
  /**
   * In-memory embedded database only: start as a copy of this dump (PGlite's dumpDataDir) instead of
   * an empty database; tests load a template migrated once per run (tests/integration/support).
   */
  initialData?: Blob | undefined;
  /** Connection pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * postgres:// URL of the same database for session work (LISTEN, advisory locks held across
   * transactions): a direct connection when `databaseUrl` goes through a pooler in transaction mode.
   * Unset = `databaseUrl`.
   */
  sessionUrl?: string | undefined;
  /** Receives idle-connection failures of the PostgreSQL pool; unset = the console. */
  logger?: DatabaseLogger | undefined;
}

/** Used when no logger is given, so a failure is never silent. */
const consoleLogger: DatabaseLogger = { warn: (details, message) => console.warn(message, details) };

/** One entry point for both modes (DESIGN.md section 1): PGlite in DATA_DIR, or PostgreSQL by URL. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.sessionUrl, options.poolSize ?? 20, options.logger ?? consoleLogger)
    : openPglite(options.dataDir, options.initialData);
}

/** Session work holds few connections at once: the relay's, a job lease or two, migrations at start. */
const SESSION_POOL_SIZE = 4;

async function openPostgres(url: string, sessionUrl: string | undefined, max: number, log: DatabaseLogger): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  const sessionPool = sessionUrl && sessionUrl !== url ? new pg.Pool({ connectionString: sessionUrl, max: SESSION_POOL_SIZE }) : pool;
  // A client that loses its server (restart, failover, an administrator ending it) must not crash the
  // process. Idle, the pool drops it and opens a new one when needed. Checked out (a transaction between
  // two statements, a job holding its lease, the migrations' lock), pg-pool no longer listens to it and
  // an 'error' nobody hears is an uncaught exception: a listener of its own for its whole life hears
  // it, the work on it fails with the error, and the pool discards it when it is released. Said,
  // because many of these in a row mean the database is going away.
  for (const each of new Set([pool, sessionPool])) {
    each.on('error', (error) => {
      log.warn({ err: error }, 'an idle PostgreSQL connection failed; the pool replaces it');
    });
    // Idle clients are pg-pool's to report (just above); only those in use are ours to.
    const inUse = new WeakSet<pg.PoolClient>();
    each.on('acquire', (client) => inUse.add(client));
    each.on('release', (_error, client) => inUse.delete(client));
    each.on('connect', (client) => {
      client.on('error', (error) => {
        if (inUse.has(client)) log.warn({ err: error }, 'a PostgreSQL connection in use failed; its work fails and the pool replaces it');
      });
    });
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const database: Database = {
    kind: 'postgres',
    db,
    driver: { kind: 'postgres', pool, sessionPool },
    ping: async () => {
      await pool.query('select 1');
    },
    query: async <Row>(name: string, text: string, values: unknown[]) =>
      (await pool.query({ name, text, values })).rows as Row[],
    close: async () => {
      await pool.end();
      if (sessionPool !== pool) await sessionPool.end();
    },
  };
  await database.ping();
  return database;
}

async function openPglite(dataDir: string | undefined, initialData: Blob | undefined): Promise<Database> {
  if (dataDir && initialData) throw new Error('initialData is for an in-memory embedded database only');
  let releaseLock = () => {};
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    releaseLock = lockEmbeddedDatabase(dataDir);
    client = new PGlite(dir);
  } else {
    client = new PGlite(initialData ? { loadDataDir: initialData } : undefined);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    driver: { kind: 'pglite', client },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    query: async <Row>(_name: string, text: string, values: unknown[]) => (await client.query<Row>(text, values)).rows,
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/** Locks the embedded database in `dataDir` for this process (refused while another live process holds it). */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  return acquireProcessLock(path.join(dataDir, 'pglite.lock'));
}

/** The live process (not this one) holding the embedded database in `dataDir`, if any: a running server. */
export function embeddedDatabaseOwner(dataDir: string): number | null {
  let owner: number;
  try {
    owner = Number(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8').trim());
  } catch {
    return null;
  }
  return owner && owner !== process.pid && isAlive(owner) ? owner : null;
}

/**
 * PGlite is single-process: two servers on one data folder would corrupt it. A lock file holding the
 * owner's pid refuses a second process, and a stale lock from a crashed process is taken over.
 */
function acquireProcessLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    if (createLockFile(file)) return () => rmSync(file, { force: true });
    const owner = Number(readFileSync(file, 'utf8').trim());
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `The embedded database in ${path.dirname(file)} is in use by process ${owner}. ` +
          'Stop it first, or set DATABASE_URL to use PostgreSQL for several processes.',
      );
    }
    rmSync(file, { force: true });
  }
  throw new Error(`Could not lock the embedded database (${file})`);
}

/** Creates the lock file with our pid; false when it already exists. */
function createLockFile(file: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
