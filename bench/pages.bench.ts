import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServerProcessesOnPglite } from './support/server-processes';
import { printTable } from './support/table';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';

/**
 * Page performance of the built app with Lighthouse 13 (mobile emulation, simulated throttling) in
 * Debian's Chromium: the landing page a visitor sees first, and the public pool page.
 */
const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-needed'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const server = await startServerProcessesOnPglite();
const profile = mkdtempSync(path.join(tmpdir(), 'squares-lighthouse-'));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  userDataDir: profile,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const rows: Record<string, string | number>[] = [];
try {
  const pools = (await (await fetch(`${server.url}/api/pools`)).json()) as { id: number; status: string }[];
  const pages = [
    ['landing (signed out)', '/'],
    ['pool page (visitor)', `/pool/${pools.find((p) => p.status === 'open')!.id}`],
  ] as const;
  for (const [name, route] of pages) {
    const result = await lighthouse(`${server.url}${route}`, { port: chrome.port, output: 'json', onlyCategories: ['performance', 'accessibility', 'best-practices'], logLevel: 'error' });
    const lhr = result!.lhr;
    const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    rows.push({
      page: name,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      'best practices': Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
      'FCP ms': ms('first-contentful-paint'),
      'LCP ms': ms('largest-contentful-paint'),
      'TBT ms': ms('total-blocking-time'),
      CLS: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      'JS kB (transfer)': Math.round(
        ((lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })?.items ?? []).find(
          (i) => i.resourceType === 'script',
        )?.transferSize ?? 0,
      ) / 1000,
    });
  }
} finally {
  chrome.kill();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
}
printTable('Pages — Lighthouse 13, mobile emulation with simulated throttling, built app on the embedded database', rows);
