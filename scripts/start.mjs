#!/usr/bin/env node
// `npm start`: build if the sources changed, then run the server in this process (migrations and the
// first-start seed run inside it). Configuration comes from the environment: see the README.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-needed'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

process.setSourceMapsEnabled?.(true);
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
