#!/usr/bin/env node
// `npm run bench`: every bench/*.bench.ts in turn. Benchmarks print tables; they never pass or fail on
// timings (each benchmark's header names its targets; compare by reading the tables).
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2);
const benches = readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
for (const file of benches) {
  console.log(`\n### ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', file)], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
