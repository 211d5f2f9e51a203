import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { SERVER_ENTRY_POINTS } from '../../../scripts/server-entry-points.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BUNDLE_DIR = path.join(ROOT, 'node_modules/.cache/squares-server-under-test');

/**
 * The server entry point (src/server/main.ts) bundled once per test run, as `npm run build` bundles it,
 * for the tests that start real server processes: a bundle starts in a fraction of the time tsx takes to
 * compile the sources on every start, and the crash and multi-process tests start a dozen processes.
 * It lives under node_modules/.cache so the server finds the project root (migrations, web build) and
 * its packages exactly as dist/server/main.js does; the board PDFs' render thread is bundled beside it
 * (scripts/server-entry-points.mjs), as in dist/server.
 */
export const SERVER_BUNDLE = path.join(BUNDLE_DIR, 'main.js');

export async function buildServerBundle(): Promise<void> {
  // Written aside and renamed, so a run that starts a process meanwhile never reads half a file; main.js
  // last, so a process never starts from a new main.js beside an old worker.
  const scratch = path.join(BUNDLE_DIR, `.build-${process.pid}`);
  await build({
    entryPoints: Object.entries(SERVER_ENTRY_POINTS).map(([out, source]) => ({ in: path.join(ROOT, source), out })),
    outdir: scratch,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  mkdirSync(BUNDLE_DIR, { recursive: true });
  const outputs = Object.keys(SERVER_ENTRY_POINTS).sort((a, b) => Number(a === 'main') - Number(b === 'main'));
  for (const out of outputs) renameSync(path.join(scratch, `${out}.js`), path.join(BUNDLE_DIR, `${out}.js`));
  rmSync(scratch, { recursive: true, force: true });
}
