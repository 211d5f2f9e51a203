#!/usr/bin/env node
// `node scripts/check-budgets.mjs [MANIFEST]`: the initial JavaScript each budgeted route loads, measured
// from the build (Vite's manifest, moved to dist/web-manifest.json by scripts/build.mjs), gzipped as the
// server sends it. Prints a table; exits 1 when a route is over its budget (the build then fails).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** 1 KB = 1,000 bytes, as Vite prints sizes. */
const KB = 1000;

/**
 * The budgets of initial JavaScript per page. A page is usable once the entry, its static imports, the route's lazy
 * page chunk and that chunk's static imports have loaded. `lazy` keys are the manifest's: source paths
 * under src/web. `/` is the landing page for visitors and the dashboard once signed in. What keeps them
 * under: zod (~26 KB) and the Radix tooltip/Floating UI code load after the first paint (docs/testing.md, Budgets).
 */
export const BUDGETS = [
  { route: '/', page: 'landing (signed out)', lazy: ['pages/landing.tsx'], budgetKb: 150 },
  { route: '/', page: 'dashboard (signed in)', lazy: ['pages/dashboard.tsx'], budgetKb: 150 },
  { route: '/pool/{id}', page: 'pool', lazy: ['pages/pool.tsx'], budgetKb: 200 },
];

/** The JavaScript files loaded before the page is usable: entry and lazy chunks, each with its static imports. */
export function initialFiles(manifest, lazyKeys) {
  const files = new Set();
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`budgets: ${key} is not in the build manifest (renamed or moved? update BUDGETS in scripts/check-budgets.mjs)`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) walk(imported);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`budgets: the build manifest has ${entries.length} entries, expected 1`);
  walk(entries[0]);
  for (const key of lazyKeys) walk(key);
  return [...files].sort();
}

const kb = (bytes) => (bytes / KB).toFixed(1);

/**
 * One row per budget: its files, their gzipped size (`gzipSize(file)` in bytes), and whether it is over
 * its budget, which fails the build.
 */
export function checkBudgets(manifest, gzipSize, budgets = BUDGETS) {
  return budgets.map((budget) => {
    const files = initialFiles(manifest, budget.lazy);
    const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
    return { ...budget, files, bytes, fails: bytes > budget.budgetKb * KB };
  });
}

function status(row) {
  const left = row.budgetKb * KB - row.bytes;
  return row.fails ? `FAILS: over by ${kb(-left)} KB` : `ok (${kb(left)} KB left)`;
}

export function formatTable(rows) {
  const header = ['route', 'page', 'files', 'gzip KB', 'budget KB', 'status'];
  const lines = rows.map((row) => [row.route, row.page, String(row.files.length), kb(row.bytes), String(row.budgetKb), status(row)]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const numeric = new Set([2, 3, 4]);
  const format = (cells) => cells.map((cell, i) => (numeric.has(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ').trimEnd();
  return [format(header), ...lines.map(format)].join('\n');
}

/** What failed and its largest files, so the message says where to look. */
export function failureReport(rows, gzipSize) {
  return rows
    .filter((row) => row.fails)
    .map((row) => {
      const biggest = [...row.files].sort((a, b) => gzipSize(b) - gzipSize(a)).slice(0, 5);
      return `${row.route}, ${row.page}: loads ${kb(row.bytes)} KB of JavaScript (gzip) before it is usable; its budget is ${row.budgetKb} KB. Largest files:\n${biggest.map((file) => `  ${file}  ${kb(gzipSize(file))} KB`).join('\n')}`;
    })
    .join('\n');
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const manifestFile = path.resolve(process.argv[2] ?? path.join(root, 'dist/web-manifest.json'));
  const webDir = path.join(root, 'dist/web');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const sizes = new Map();
  const gzipSize = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(webDir, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const rows = checkBudgets(manifest, gzipSize);
  console.log(formatTable(rows));
  if (rows.some((row) => row.fails)) {
    console.error(`\nbudgets: the initial JavaScript is over budget\n${failureReport(rows, gzipSize)}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
