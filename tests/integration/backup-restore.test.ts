import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '../../src/server/backup/backup';
import { decodeBackup } from '../../src/server/backup/backup-file';
import { requestOnlineBackup, serveOnlineBackups } from '../../src/server/backup/online';
import { openDatabase, type Database } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { clientFor } from './support/client';
import { manyPlayers } from './support/players';
import { createEnv, type TestEnv } from './support/harness';
import { buySquares } from './support/payments';
import { freshTierPools } from './support/pools';
import { startApp } from './support/app';

const ROOT = path.resolve(import.meta.dirname, '../..');
const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/** Every row of every table (sorted, as JSON): two databases holding the same data answer the same. */
async function everyRow(database: Database): Promise<Record<string, string[]>> {
  const tables = await database.query<{ name: string }>(
    'backup-test-tables',
    "select schemaname || '.' || tablename as name from pg_tables where schemaname in ('public', 'drizzle') order by 1",
    [],
  );
  const result: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await database.query<{ row: string }>(`backup-test-${name}`, `select to_jsonb(t)::text as row from ${name} t`, []);
    result[name] = rows.map((r) => r.row).sort();
  }
  return result;
}

/**
 * Runs one of the npm run backup / restore commands as a user would (tsx). Asynchronously: this test
 * process answers the backup socket while the command waits on it.
 */
function command(cli: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/server/${cli}-cli.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, output })));
}

describe('backups of the embedded database', () => {
  const dirs: string[] = [];
  const tempDir = (label: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), `sq-${label}-`));
    dirs.push(dir);
    return dir;
  };
  let env: TestEnv;
  let cleanup: (() => Promise<void>)[] = [];
  let backupFile: Buffer;
  let restoredDir: string;
  let paidPoolId: number;

  beforeAll(async () => {
    ({ env, cleanup } = await createEnv('pglite', null));
    const { byFee } = await freshTierPools(env);
    paidPoolId = byFee.get(500)!;
    const [buyer, claimer] = await manyPlayers(env, 2, 'backup');
    const verified = await buyer!.client.post('/api/verify-age', { dateOfBirth: '1990-01-01', residenceState: 'CA', residenceCountry: 'US' });
    expect(verified.status).toBe(200);
    const { purchase } = await buySquares(buyer!.client, paidPoolId, [{ row: 2, column: 3 }, { row: 2, column: 4 }], 1000);
    expect(purchase.status).toBe(200);
    expect((await claimer!.client.post(`/api/pools/${byFee.get(0)!}/squares`, { row: 5, column: 5 })).status).toBe(201);
  });

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('takes a backup from the running database through its socket, with the secrets beside it', async () => {
    const serverDir = tempDir('live');
    writeFileSync(path.join(serverDir, 'session-secret'), 's'.repeat(64));
    if (env.database.driver.kind !== 'pglite') throw new Error('expected PGlite');
    const stop = await serveOnlineBackups({ client: env.database.driver.client, dataDir: serverDir, clock: () => env.now, log: silentLog });
    try {
      expect(statSync(path.join(serverDir, 'backup.sock')).mode & 0o777).toBe(0o600);
      backupFile = await requestOnlineBackup(serverDir, 0);
    } finally {
      await stop();
    }
    const { manifest, sections } = decodeBackup(backupFile);
    expect(manifest.createdAt).toBe(env.now.toISOString());
    expect(manifest.migrations.latest).toMatch(/^\d{4}_/);
    expect(sections.get('session-secret')?.toString()).toBe('s'.repeat(64));
  });

  it('serves the site without online backups when the socket cannot be opened, and says so', async () => {
    if (env.database.driver.kind !== 'pglite') throw new Error('expected PGlite');
    const warnings: string[] = [];
    const log = { ...silentLog, warn: (_details: Record<string, unknown>, message: string) => void warnings.push(message) };
    const missing = path.join(tempDir('gone'), 'no-such-folder');
    const stop = await serveOnlineBackups({ client: env.database.driver.client, dataDir: missing, clock: () => env.now, log });
    await stop();
    expect(warnings).toEqual(['cannot open the backup socket: npm run backup works only while the server is stopped']);
    await expect(requestOnlineBackup(missing, 4242)).rejects.toThrow(/A Squares server \(process 4242\) is using .* but does not answer backup requests .*ENOENT.*Stop it, then run npm run backup again\./);
  });

  it('restores into a fresh data dir: every pool, square, payment and ledger line is there, the app serves it', async () => {
    restoredDir = tempDir('restored');
    const manifest = await restoreBackup(backupFile, restoredDir);
    expect(manifest.migrations.applied).toBeGreaterThan(0);
    expect(readFileSync(path.join(restoredDir, 'session-secret'), 'utf8')).toBe('s'.repeat(64));
    expect(statSync(path.join(restoredDir, 'session-secret')).mode & 0o777).toBe(0o600);

    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      const [before, after] = [await everyRow(env.database), await everyRow(restored)];
      for (const table of ['public.pools', 'public.squares', 'public.payments', 'public.ledger_transactions', 'public.ledger_entries']) {
        expect(after[table]?.length, table).toBeGreaterThan(0);
      }
      expect(after).toEqual(before);

      await runMigrations(restored);
      const app = await startApp({ config: env.config, database: restored, clock: () => env.now });
      try {
        const [original, copy] = [await clientFor(env).get(`/api/pools/${paidPoolId}/squares`), await app.inject(`/api/pools/${paidPoolId}/squares`)];
        expect(copy.statusCode).toBe(200);
        expect(copy.json()).toEqual(original.body);
        expect(copy.json()).toHaveLength(2);
      } finally {
        await app.close();
      }
    } finally {
      await restored.close();
    }
  });

  it('refuses a data dir that has a database unless forced, a server holding it, and a file that is not a backup', async () => {
    await expect(restoreBackup(backupFile, restoredDir)).rejects.toThrow(/already holds a Squares database .*--force/);
    writeFileSync(path.join(restoredDir, 'pglite.lock'), String(process.ppid));
    await expect(restoreBackup(backupFile, restoredDir, { force: true })).rejects.toThrow(`A Squares server (process ${process.ppid}) is using`);
    rmSync(path.join(restoredDir, 'pglite.lock'));
    await expect(restoreBackup(Buffer.from('PGDMP custom dump'), tempDir('other'))).rejects.toThrow('This is not a Squares backup file');
    await restoreBackup(backupFile, restoredDir, { force: true });
  });

  it('npm run backup asks the process holding the data dir for the backup; npm run restore refuses its data dir, then restores elsewhere', async () => {
    // This test process plays the running server: it holds restoredDir's lock and answers on its socket.
    const running = await openDatabase({ dataDir: restoredDir });
    if (running.driver.kind !== 'pglite') throw new Error('expected PGlite');
    const stop = await serveOnlineBackups({ client: running.driver.client, dataDir: restoredDir, clock: () => env.now, log: silentLog });
    const file = path.join(tempDir('file'), 'squares.backup');
    const elsewhere = tempDir('elsewhere');
    try {
      const backup = await command('backup', [file], { DATA_DIR: restoredDir });
      expect(backup.output).toContain(`Backed up the running server (process ${process.pid})`);
      expect(backup.status).toBe(0);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(decodeBackup(readFileSync(file)).manifest.migrations).toEqual(decodeBackup(backupFile).manifest.migrations);
      // Side by side (each command is a process of its own): the server's dir, a fresh one, and PostgreSQL.
      const [refused, restored, postgres] = await Promise.all([
        command('restore', [file, '--force'], { DATA_DIR: restoredDir }),
        command('restore', [file], { DATA_DIR: elsewhere }),
        command('backup', [file], { DATABASE_URL: 'postgres://127.0.0.1:9/squares' }),
      ]);
      expect(refused.output).toContain(`A Squares server (process ${process.pid}) is using`);
      expect(refused.status).toBe(1);
      expect(restored.output).toContain(`into ${elsewhere}`);
      expect(restored.status).toBe(0);
      expect(postgres.output).toContain('pg_dump --format=custom');
      expect(postgres.status).toBe(1);
    } finally {
      await stop();
      await running.close();
    }
  });
});
