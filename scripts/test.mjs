#!/usr/bin/env node
// `npm test`: the whole suite, in the order that fails fastest: types, lint, unit + integration
// (PGlite always, PostgreSQL when reachable; REQUIRE_POSTGRES=1 makes it mandatory), build, browser.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const steps = [
  ['chromium', process.execPath, [path.join(root, 'scripts/ensure-chromium.mjs')]],
  ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
  ['unit + integration', bin('vitest'), ['run']],
  ['build', process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-needed']],
  ['browser (playwright)', bin('playwright'), ['test']],
];

const timings = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name.padEnd(22)} ${seconds.padStart(6)} s  ${result.status === 0 ? 'ok' : 'FAILED'}`);
  if (result.status !== 0) {
    console.error(`\n${timings.join('\n')}\n\nnpm test: "${name}" failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n${timings.join('\n')}\n\nnpm test: all passed.`);
