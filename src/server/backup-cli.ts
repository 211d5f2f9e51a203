import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupPglite, hasEmbeddedDatabase } from './backup/backup';
import { decodeBackup } from './backup/backup-file';
import { embeddedDataDir, fail, megabytes, runCommand, say } from './backup/cli-support';
import { requestOnlineBackup } from './backup/online';
import { embeddedDatabaseOwner, openDatabase } from './db/client';
import { systemClock } from './system-clock';

/**
 * `npm run backup -- FILE`: writes a backup of the embedded database in DATA_DIR (and its secrets) to
 * FILE. While a server runs, the server itself takes it (a consistent copy, see backup/online.ts);
 * otherwise this command opens DATA_DIR. With DATABASE_URL it says to use pg_dump. Exit code 1 on failure.
 */
const USAGE = 'Usage: npm run backup -- FILE';

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const [target, ...extra] = parsed!.positionals;
if (!target || extra.length > 0) fail(USAGE);
const dataDir = embeddedDataDir();

async function takeBackup(): Promise<{ file: Buffer; from: string }> {
  const owner = embeddedDatabaseOwner(dataDir);
  if (owner !== null) return { file: await requestOnlineBackup(dataDir, owner), from: `the running server (process ${owner})` };
  if (!hasEmbeddedDatabase(dataDir)) fail(`There is no embedded database in ${dataDir} (DATA_DIR) to back up.`);
  const database = await openDatabase({ dataDir });
  try {
    if (database.driver.kind !== 'pglite') throw new Error('expected the embedded database');
    return { file: await backupPglite(database.driver.client, dataDir, systemClock()), from: dataDir };
  } finally {
    await database.close();
  }
}

await runCommand(async () => {
  const { file, from } = await takeBackup();
  const { manifest } = decodeBackup(file);
  const out = path.resolve(target!);
  const partial = `${out}.partial`;
  try {
    writeFileSync(partial, file, { mode: 0o600 });
    renameSync(partial, out);
  } catch (error) {
    rmSync(partial, { force: true });
    fail(`Cannot write ${out}: ${(error as Error).message}`);
  }
  say(`Backed up ${from} to ${out} (${megabytes(file.length)}, migration ${manifest.migrations.latest ?? 'none'}).`);
  say(`Restore it with: npm run restore -- ${target}`);
});
