import path from 'node:path';
import { AppError } from '../../domain/errors';
import { ConfigError, parseEnv } from '../config';

/**
 * What the backup and restore commands share: where the embedded database is (DATA_DIR, read without
 * loadConfig, which would create a session secret in a folder about to be restored into), and their
 * output. With DATABASE_URL the database is PostgreSQL's to back up, with its own tools.
 */
export const POSTGRES_BACKUP_HINT = [
  'DATABASE_URL is set: this site keeps its data in PostgreSQL. Back it up and restore it with PostgreSQL\'s tools:',
  '  pg_dump --format=custom --file=squares.dump "$DATABASE_URL"',
  '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" squares.dump',
  '(npm run backup and npm run restore are for the embedded database in DATA_DIR.)',
].join('\n');

export const say = (text: string) => void process.stdout.write(`${text}\n`);
export const fail = (text: string): never => {
  process.stderr.write(`${text}\n`);
  process.exit(1);
};

/** DATA_DIR as the server resolves it; exits with the PostgreSQL hint when DATABASE_URL is set. */
export function embeddedDataDir(): string {
  try {
    const env = parseEnv(process.env);
    if (env.DATABASE_URL) fail(POSTGRES_BACKUP_HINT);
    return path.resolve(env.DATA_DIR);
  } catch (error) {
    return fail(error instanceof ConfigError ? error.message : String(error));
  }
}

/** Runs a command's body: an AppError is its message and exit code 1; anything else its stack. */
export async function runCommand(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    fail(error instanceof AppError ? error.message : `Failed: ${(error as Error).stack ?? String(error)}`);
  }
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
