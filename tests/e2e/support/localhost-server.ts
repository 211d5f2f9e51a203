import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/free-port';

/**
 * The built app started by a spec itself, at http://localhost:PORT. Passkeys need it: WebAuthn takes
 * a domain name as the relying party id (PUBLIC_URL's host), and browsers refuse an IP address such as
 * the shared server's 127.0.0.1; `localhost` is a secure context over plain http. Its own data folder
 * and admin keep what a spec enrols away from the other specs.
 */
export interface LocalhostServer {
  baseUrl: string;
  admin: { username: string; password: string };
  stop: () => Promise<void>;
}

export async function startLocalhostServer(): Promise<LocalhostServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'squares-e2e-localhost-'));
  const admin = { username: 'passkey-admin', password: 'passkey-admin-password-1' };
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      SCORE_FEED: 'manual',
      SMTP_URL: '',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return { baseUrl, admin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the localhost server did not become ready:\n${output}`);
}
