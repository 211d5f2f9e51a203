#!/usr/bin/env node
// `npm test`: the whole suite, in the order that fails fastest: types, lint, the build (with its JavaScript
// budgets) and npm audit of the production dependencies side by side
// (each mostly one core; their output is printed whole as each finishes), then unit + integration
// (PGlite always, PostgreSQL when reachable; REQUIRE_POSTGRES=1 makes it mandatory), then the browser.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** Stages run one after another; the steps of a stage run at the same time. */
const stages = [
  [['chromium', process.execPath, [path.join(root, 'scripts/ensure-chromium.mjs')]]],
  [
    ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
    ['lint', bin('eslint'), ['.', '--max-warnings', '0']],
    ['build', process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-needed']],
    ['audit', process.execPath, [path.join(root, 'scripts/audit.mjs')]],
  ],
  [['unit + integration', bin('vitest'), ['run']]],
  [['browser (playwright)', bin('playwright'), ['test']]],
];

/** Runs one step; alone it streams its output, beside others it buffers it and prints it when done. */
function run([name, cmd, args], alone) {
  const started = Date.now();
  if (alone) console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    if (!alone) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    const finish = (status) => {
      if (!alone) process.stdout.write(`\n=== ${name} ===\n${Buffer.concat(chunks).toString()}`);
      resolve({ name, status, seconds: (Date.now() - started) / 1000 });
    };
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

const timings = [];
for (const stage of stages) {
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  for (const r of results) timings.push(`${r.name.padEnd(22)} ${r.seconds.toFixed(1).padStart(6)} s  ${r.status === 0 ? 'ok' : 'FAILED'}`);
  const failed = results.find((r) => r.status !== 0);
  if (failed) {
    console.error(`\n${timings.join('\n')}\n\nnpm test: "${failed.name}" failed.`);
    process.exit(failed.status || 1);
  }
}
console.log(`\n${timings.join('\n')}\n\nnpm test: all passed.`);
