import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { restoreBackup } from './backup/backup';
import { embeddedDataDir, fail, megabytes, runCommand, say } from './backup/cli-support';

/**
 * `npm run restore -- FILE [--force]`: restores a backup made by `npm run backup` into DATA_DIR. Refuses
 * while a server uses DATA_DIR, and refuses a DATA_DIR that has a database unless --force. Starting the
 * server afterwards applies any migrations newer than the backup. With DATABASE_URL it says to use
 * pg_restore. Exit code 1 on failure.
 */
const USAGE = 'Usage: npm run restore -- FILE [--force]';

let parsed;
try {
  parsed = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}
const [source, ...extra] = parsed!.positionals;
if (!source || extra.length > 0) fail(USAGE);
const dataDir = embeddedDataDir();

await runCommand(async () => {
  let file: Buffer;
  try {
    file = readFileSync(source!);
  } catch (error) {
    return fail(`Cannot read ${source}: ${(error as Error).message}`);
  }
  const manifest = await restoreBackup(file, dataDir, { force: parsed!.values.force });
  say(`Restored ${source} (${megabytes(file.length)}, taken ${manifest.createdAt}, migration ${manifest.migrations.latest ?? 'none'}) into ${dataDir}.`);
  say('Start the server on it with: npm start');
});
