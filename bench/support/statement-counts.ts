import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Statements sent to PostgreSQL by a bench's server processes, in all and by statement (statement-counter.mjs). */
export interface StatementCounts {
  total: number;
  byStatement: Map<string, number>;
}

export interface StatementCounter {
  /** The server processes' extra environment: starts the counter in each of them. */
  env: Record<string, string>;
  /** The counts so far, summed over every process started with `env` (read after their next write). */
  read(): Promise<StatementCounts>;
  close(): void;
}

const PRELOAD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'statement-counter.mjs');
/** Each process writes its counts every 100 ms when they changed. */
const WRITE_INTERVAL_MS = 100;

/** A counter for server processes started with its `env` (startServerProcesses' extraEnv). */
export function statementCounter(): StatementCounter {
  const dir = mkdtempSync(path.join(tmpdir(), 'squares-bench-statements-'));
  return {
    env: { BENCH_STATEMENTS_DIR: dir, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${pathToFileURL(PRELOAD).href}`.trim() },
    async read() {
      await new Promise((resolve) => setTimeout(resolve, 3 * WRITE_INTERVAL_MS));
      const counts: StatementCounts = { total: 0, byStatement: new Map() };
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
        const one = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { total: number; byStatement: Record<string, number> };
        counts.total += one.total;
        for (const [key, n] of Object.entries(one.byStatement)) counts.byStatement.set(key, (counts.byStatement.get(key) ?? 0) + n);
      }
      return counts;
    },
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** What ran between two readings. */
export function statementsBetween(before: StatementCounts, after: StatementCounts): StatementCounts {
  const byStatement = new Map<string, number>();
  for (const [key, n] of after.byStatement) {
    const delta = n - (before.byStatement.get(key) ?? 0);
    if (delta !== 0) byStatement.set(key, delta);
  }
  return { total: after.total - before.total, byStatement };
}
