import { renameSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * The server entry point (src/server/main.ts) bundled once per test run, as `npm run build` bundles it,
 * for the tests that start real server processes: a bundle starts in a fraction of the time tsx takes to
 * compile the sources on every start, and the crash and multi-process tests start a dozen processes.
 * It lives under node_modules/.cache so the server finds the project root (migrations, web build) and
 * its packages exactly as dist/server/main.js does.
 */
export const SERVER_BUNDLE = path.join(ROOT, 'node_modules/.cache/squares-server-under-test/main.js');

export async function buildServerBundle(): Promise<void> {
  // Written aside and renamed, so a run that starts a process meanwhile never reads half a file.
  const scratch = `${SERVER_BUNDLE}.${process.pid}.tmp.js`;
  await build({
    entryPoints: [path.join(ROOT, 'src/server/main.ts')],
    outfile: scratch,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  renameSync(scratch, SERVER_BUNDLE);
}
