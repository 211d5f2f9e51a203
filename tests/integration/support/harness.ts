import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { Config } from '../../../src/server/config';
import { openDatabase, type Database, type DatabaseLogger } from '../../../src/server/db/client';
import { runMigrations } from '../../../src/server/db/migrate';
import { seedIfEmpty } from '../../../src/server/seed';
import { ensureAdminAccount } from '../../../src/server/auth/accounts';
import { freePort } from '../../support/free-port';
import { DEFAULT_NOW, pgliteDump, type DatabaseTemplates } from './database-templates';
import { createTestDatabase } from './postgres';
import { startApp } from './app';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestEnv {
  kind: DatabaseKind;
  database: Database;
  app: FastifyInstance;
  config: Config;
  /** The pinned "now" the app's clock returns (and the seed was planned around). */
  now: Date;
  /** Opens another connection pool to the same database (PostgreSQL only), e.g. a second process. */
  databaseUrl: string | undefined;
  /** Base URL when started with `listen: true`. */
  baseUrl: string | undefined;
}

export interface EnvOptions {
  /** Seed the demo data as a first start would (default true). */
  seed?: boolean;
  now?: Date;
  /** Folder served as the built web app (default: an empty folder, i.e. no build). */
  webDir?: string;
  /** Configuration on top of testConfig() (e.g. ADMIN_EMAILS, compliance rules). */
  config?: Partial<Config>;
  /** Listen on a free port (PUBLIC_URL follows it) for flows that need real HTTP (OIDC). */
  listen?: boolean;
  /** A username/password admin is bootstrapped as at start (default true). */
  admin?: boolean;
  /** The app's clock (default: always `now`); tests that travel in time pass a movable one. */
  clock?: () => Date;
}

/** A clock tests can move forward: starts at `start`, `advance(ms)` moves it. */
export function movableClock(start: Date = DEFAULT_NOW) {
  let offsetMs = 0;
  return {
    now: () => new Date(start.getTime() + offsetMs),
    advance: (ms: number) => void (offsetMs += ms),
    reset: () => void (offsetMs = 0),
  };
}

/** The admin every test environment is started with (as ADMIN_USERNAME/ADMIN_PASSWORD would). */
export const TEST_ADMIN = { username: 'ops-admin', password: 'test-admin-password-1' } as const;

export { DEFAULT_NOW };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: overrides.dataDir ?? path.join(tmpdir(), 'squares-test-unused'),
    databaseUrl: undefined,
    publicUrl: 'http://localhost:5000',
    sessionSecret: 'test-secret-'.padEnd(64, 'x'),
    logLevel: 'silent',
    shutdownDrainMs: 0,
    trustProxy: false,
    oidc: undefined,
    adminEmails: [],
    adminAccount: undefined,
    adminMfa: 'optional',
    scores: { feed: 'manual', espnBaseUrl: 'http://127.0.0.1:9', replaySecondsPerQuarter: 10, tickMs: 5000, feedPollMs: 15000 },
    compliance: { minAge: 18, stateMinAges: { AL: 19, NE: 19, MA: 21, AZ: 21 }, blockedStates: ['WA', 'ID', 'MT', 'NV', 'HI'] },
    payments: { paidPlay: true, provider: 'sandbox', stripe: undefined, sandboxWebhooks: true, maxHeldSquares: 10 },
    mail: { smtpUrl: undefined, from: 'Squares <no-reply@localhost>', perDomainPerMinute: 60 },
    quotas: { privatePools: 10, invitations: { newAccount: 50, established: 200 } },
    boardPdf: { rendersPerMinute: 10, renderQueue: 8 },
    streams: { perClient: 20, perProcess: undefined },
    ...overrides,
  };
}

/**
 * Runs `body` once per database: PGlite always, PostgreSQL when the global setup found it. Each run gets
 * a fresh database (PostgreSQL: a randomly named one, dropped afterwards), migrated, optionally seeded
 * (both by copying a template made once per run, database-templates.ts), and the real app built with
 * production options (only the logger is silenced).
 */
export function describeEachDatabase(
  title: string,
  body: (env: () => TestEnv, kind: DatabaseKind) => void,
  options: EnvOptions = {},
): void {
  for (const kind of ['pglite', 'postgres'] as const) {
    const adminUrl = kind === 'postgres' ? inject('postgresAdminUrl') : null;
    if (kind === 'postgres' && !adminUrl) {
      describe.skip(`${title} [postgres] — skipped: ${inject('postgresSkipReason')}`, () => body(() => unreachable(), kind));
      continue;
    }
    describe(`${title} [${kind}]`, () => {
      let env: TestEnv | undefined;
      let cleanup: (() => Promise<void>)[] = [];
      beforeAll(async () => {
        const created = await createEnv(kind, adminUrl, options);
        env = created.env;
        cleanup = created.cleanup;
      });
      afterAll(async () => {
        for (const step of cleanup.reverse()) await step();
      });
      body(() => {
        if (!env) throw new Error('test environment not ready');
        return env;
      }, kind);
    });
  }
}

function unreachable(): never {
  throw new Error('skipped suite has no environment');
}

/** The seeded template when the environment is seeded at the time it was seeded at, else the migrated one. */
function templateFor(templates: DatabaseTemplates, seed: boolean, now: Date): 'migrated' | 'seeded' {
  return seed && now.getTime() === Date.parse(templates.seededAt) ? 'seeded' : 'migrated';
}

/** The app's logger is silenced in tests; the database's trouble is still printed, short. */
const testDatabaseLogger: DatabaseLogger = {
  warn: (details, message) => console.warn(`[integration database] ${message}: ${String((details.err as Error | undefined)?.message ?? '')}`),
};

export async function createEnv(
  kind: DatabaseKind,
  adminUrl: string | null,
  options: EnvOptions = {},
): Promise<{ env: TestEnv; cleanup: (() => Promise<void>)[] }> {
  const cleanup: (() => Promise<void>)[] = [];
  const now = options.now ?? DEFAULT_NOW;
  const templates = inject('databaseTemplates');
  const template = templateFor(templates, options.seed !== false, now);
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const created = await createTestDatabase(adminUrl!, templates.postgres?.[template]);
    databaseUrl = created.url;
    cleanup.push(created.drop);
  }
  const initialData = kind === 'pglite' ? pgliteDump(templates.pglite[template]) : undefined;
  const database = await openDatabase({ databaseUrl, initialData, poolSize: 30, logger: testDatabaseLogger });
  cleanup.push(() => database.close());
  // On the template's copy both find their work done (and would still do it, were the template behind).
  await runMigrations(database);
  if (options.seed !== false) await seedIfEmpty(database.db, now);
  if (options.admin !== false) await ensureAdminAccount(database.db, TEST_ADMIN, now);
  const webDir = options.webDir ?? mkdtempSync(path.join(tmpdir(), 'squares-noweb-'));
  if (!options.webDir) cleanup.push(async () => rmSync(webDir, { recursive: true, force: true }));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'squares-data-'));
  cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const port = options.listen ? await freePort() : 0;
  const publicUrl = options.listen ? `http://127.0.0.1:${port}` : 'http://localhost:5000';
  const config = testConfig({ databaseUrl, dataDir, publicUrl, ...options.config });
  const app = await startApp({ config, database, clock: options.clock ?? (() => now) }, { webDir });
  await app.ready();
  if (options.listen) await app.listen({ port, host: '127.0.0.1' });
  cleanup.push(() => app.close());
  return { env: { kind, database, app, config, now, databaseUrl, baseUrl: options.listen ? publicUrl : undefined }, cleanup };
}
