import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../../tests/support/free-port';

/** One line the servers logged (pino JSON on stdout; LOG_LEVEL decides which are written). */
export interface ServerLogLine {
  /** Index of the process in `urls`. */
  process: number;
  /** pino's numeric level: 40 warn, 50 error, 60 fatal (0 when the line is not JSON). */
  level: number;
  line: string;
}

export interface ServerProcesses {
  urls: string[];
  /** What the servers logged so far (the first MAX_KEPT_LOG_LINES lines). */
  logs: ServerLogLine[];
  stop: () => Promise<void>;
}

const MAX_KEPT_LOG_LINES = 1000;

/** Starts `count` instances of the built server (dist/server/main.js) on one PostgreSQL database. */
export async function startServerProcesses(count: number, databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<ServerProcesses> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'squares-bench-procs-'));
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  const logs: ServerLogLine[] = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [...serverNodeArgs(), 'dist/server/main.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PUBLIC_URL: url,
        LOG_LEVEL: 'error',
        // No score feed traffic during a benchmark (and no internet here for ESPN).
        SCORE_FEED: 'manual',
        SESSION_SECRET: 'bench-secret-'.padEnd(48, 'x'),
        ADMIN_USERNAME: 'bench-admin',
        ADMIN_PASSWORD: 'bench-admin-password',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (logs.length < MAX_KEPT_LOG_LINES) logs.push({ process: i, level: levelOf(line), line });
    });
    children.push(child);
    urls.push(url);
  }
  for (const url of urls) await waitForReady(url);
  return {
    urls,
    logs,
    stop: async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One instance of the built server on a fresh embedded database (seeded at its first start). */
export async function startServerProcessesOnPglite(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'squares-bench-pglite-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'error', SCORE_FEED: 'manual', ADMIN_USERNAME: 'bench-admin', ADMIN_PASSWORD: 'bench-admin-password' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForReady(url);
  return {
    url,
    stop: async () => {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function levelOf(line: string): number {
  try {
    const level = (JSON.parse(line) as { level?: unknown }).level;
    return typeof level === 'number' ? level : 0;
  } catch {
    return 0;
  }
}

/** Extra Node flags for the servers, e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile them. */
function serverNodeArgs(): string[] {
  return (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
}

/** Polls /readyz for up to 30 s. */
async function waitForReady(url: string): Promise<void> {
  for (let attempt = 0; attempt <= 300; attempt++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server ${url} did not start`);
}
