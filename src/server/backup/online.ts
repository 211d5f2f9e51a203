import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { AppError } from '../../domain/errors';
import type { Clock } from '../system-clock';
import { backupPglite } from './backup';

/**
 * Online backups: PGlite is single-process, so while a server runs only the server can read its
 * database. It answers on a Unix socket in DATA_DIR (mode 0600: whoever may read DATA_DIR may take a
 * backup, nobody else): a connection receives one whole backup file, or one error line.
 */
export const BACKUP_SOCKET = 'backup.sock';
const ERROR_PREFIX = 'SQUARES-BACKUP-ERROR ';
/** Unix socket paths are limited to about 107 bytes; a longer DATA_DIR gets no online backups. */
const MAX_SOCKET_PATH = 100;

export interface BackupSocketLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** Starts answering backup requests for the embedded database in `dataDir`; resolves to its stop function. */
export async function serveOnlineBackups(options: {
  client: PGlite;
  dataDir: string;
  clock: Clock;
  log: BackupSocketLogger;
}): Promise<() => Promise<void>> {
  const socketPath = path.join(options.dataDir, BACKUP_SOCKET);
  if (socketPath.length > MAX_SOCKET_PATH) {
    options.log.warn({ socketPath }, 'DATA_DIR is too long a path for the backup socket: npm run backup works only while the server is stopped');
    return async () => {};
  }
  const server = createServer((socket) => {
    socket.on('error', () => socket.destroy());
    const started = performance.now();
    backupPglite(options.client, options.dataDir, options.clock()).then(
      (file) => {
        socket.end(file);
        options.log.info({ bytes: file.length, ms: Math.round(performance.now() - started) }, 'online backup taken');
      },
      (error: unknown) => {
        options.log.error({ err: error }, 'online backup failed');
        socket.end(`${ERROR_PREFIX}${(error as Error).message.replace(/\s+/g, ' ')}\n`);
      },
    );
  });
  try {
    // We hold DATA_DIR's lock, so a socket file left here is a crashed server's.
    rmSync(socketPath, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => resolve());
    });
    chmodSync(socketPath, 0o600);
  } catch (error) {
    // Serving the site matters more than online backups: say so and go on without them.
    server.close();
    options.log.warn({ err: error, socketPath }, 'cannot open the backup socket: npm run backup works only while the server is stopped');
    return async () => {};
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
    });
}

/** Asks the server holding `dataDir` for a backup (npm run backup while it runs). */
export function requestOnlineBackup(dataDir: string, owner: number, timeoutMs = 120_000): Promise<Buffer> {
  const socketPath = path.join(dataDir, BACKUP_SOCKET);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = createConnection(socketPath);
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new AppError('internal', `The running server (process ${owner}) did not finish the backup within ${timeoutMs / 1000} s. Stop it and run npm run backup again.`));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new AppError(
          'conflict',
          `A Squares server (process ${owner}) is using ${dataDir} but does not answer backup requests on ${socketPath} (${error.code ?? error.message}). Stop it, then run npm run backup again.`,
        ),
      );
    });
    socket.on('end', () => {
      const file = Buffer.concat(chunks);
      if (file.subarray(0, ERROR_PREFIX.length).toString('latin1') === ERROR_PREFIX) {
        reject(new AppError('internal', `The running server could not take the backup: ${file.subarray(ERROR_PREFIX.length).toString('utf8').trim()}`));
      } else {
        resolve(file);
      }
    });
  });
}
