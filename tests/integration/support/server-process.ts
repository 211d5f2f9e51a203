import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../support/free-port';
import { SERVER_BUNDLE } from './server-bundle';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
  /** Sends a signal and records when, so `exited` can report how long the shutdown took. */
  signal: (signal: NodeJS.Signals) => void;
}

/** Starts the real server entry point (src/server/main.ts, bundled by the global setup: server-bundle.ts) as its own process. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let signalledAt = Date.now();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, ms: Date.now() - signalledAt })),
  );
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    signal: (signal) => {
      signalledAt = Date.now();
      child.kill(signal);
    },
  };
}

/** Polls /readyz until the server answers, or fails with the server's output. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitedEarly = false;
  void server.exited.then(() => (exitedEarly = true));
  while (Date.now() < deadline && !exitedEarly) {
    try {
      const response = await fetch(`${server.baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become ready:\n${server.output()}`);
}
