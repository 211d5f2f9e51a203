#!/usr/bin/env node
// Builds the web app (Vite -> dist/web) and the server (esbuild -> dist/server/main.js and its render thread).
// `--if-needed` skips the build when the inputs have not changed since the last one (content hash),
// so `npm start` is fast on every start after the first.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, 'dist/.build-stamp');
const INPUTS = ['src', 'package-lock.json', 'vite.config.ts', 'tsconfig.json', 'scripts/build.mjs', 'scripts/check-budgets.mjs', 'scripts/server-entry-points.mjs'];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(full).sort()) {
    if (name === 'node_modules' || name.endsWith('.test.ts') || name.endsWith('.test.tsx')) continue;
    yield* files(path.join(entry, name));
  }
}

function inputHash() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(file).update('\0').update(readFileSync(path.join(root, file))).update('\0');
    }
  }
  return hash.digest('hex');
}

/**
 * Brotli and gzip copies of every compressible asset, made once at build time so the server sends
 * them without compressing on each request (@fastify/static preCompressed).
 */
async function precompress(dir) {
  const { brotliCompressSync, gzipSync, constants } = await import('node:zlib');
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      await precompress(file);
      continue;
    }
    if (!/\.(js|css|html|svg|json|map|txt)$/.test(entry.name)) continue;
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

const { SERVER_ENTRY_POINTS } = await import('./server-entry-points.mjs');
const serverBundles = Object.keys(SERVER_ENTRY_POINTS).map((out) => path.join(root, 'dist/server', `${out}.js`));
const hash = inputHash();
if (process.argv.includes('--if-needed') && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) {
  if (serverBundles.every((file) => existsSync(file)) && existsSync(path.join(root, 'dist/web/index.html'))) {
    console.log('build: up to date');
    process.exit(0);
  }
}

const started = Date.now();
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
console.log('build: web (vite)');
run(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn']);

// Vite's manifest (which chunk imports which) feeds the budget check; moved out of dist/web, it is not served.
renameSync(path.join(root, 'dist/web/.vite/manifest.json'), path.join(root, 'dist/web-manifest.json'));
rmSync(path.join(root, 'dist/web/.vite'), { recursive: true, force: true });
console.log('build: initial JavaScript against its budgets (scripts/check-budgets.mjs)');
run(process.execPath, [path.join(root, 'scripts/check-budgets.mjs')]);

console.log('build: compressing web assets (brotli, gzip)');
await precompress(path.join(root, 'dist/web'));

console.log('build: server (esbuild)');
const { build } = await import('esbuild');
// dist/server/main.js and, beside it, the render thread's own bundle (board-pdf-worker.js).
await build({
  entryPoints: Object.entries(SERVER_ENTRY_POINTS).map(([out, source]) => ({ in: path.join(root, source), out })),
  outdir: path.join(root, 'dist/server'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

mkdirSync(path.dirname(stampFile), { recursive: true });
writeFileSync(stampFile, hash);
console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
