import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServerProcessesOnPglite } from './support/server-processes';
import { printTable } from './support/table';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';

/**
 * Page performance of the built app with Lighthouse 13 (mobile emulation, simulated throttling) in
 * Debian's Chromium: the landing page a visitor sees first, /dashboard for a visitor (no such page
 * signed out: the app's Not Found), the dashboard signed in (a player registered for the run; every
 * player sees the same league games there) and the public pool page. Then the largest layout shifts
 * of each page, with the element that moved most and Lighthouse's guess at the cause.
 *
 * BENCH_LIGHTHOUSE_DIR=/some/folder also writes each page's full Lighthouse report (JSON) there.
 */
type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type NodeValue = { selector?: string; nodeLabel?: string; snippet?: string };
type ShiftItem = { node?: NodeValue; score: number; subItems?: { items: { cause: string; extra?: NodeValue & { value?: string } }[] } };

const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-needed'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const reportDir = process.env.BENCH_LIGHTHOUSE_DIR;
if (reportDir) mkdirSync(reportDir, { recursive: true });

/** A new player's session cookie: registration signs the player in (as tests/e2e/support/players.ts does). */
async function registeredPlayerCookie(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: 'bench.pages@example.com', password: 'bench-password-123', firstName: 'Bench', lastName: 'Player' }),
  });
  if (response.status !== 201) throw new Error(`registering the bench player: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((header) => header.split(';', 1)[0]);
  if (cookies.length === 0) throw new Error('registering the bench player set no session cookie');
  return cookies.join('; ');
}

function metricsRow(name: string, lhr: Lhr): Record<string, string | number> {
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  const resources = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number; requestCount: number }[] })?.items ?? [];
  const scripts = resources.find((i) => i.resourceType === 'script');
  return {
    page: name,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    'best practices': Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    'FCP ms': ms('first-contentful-paint'),
    'LCP ms': ms('largest-contentful-paint'),
    'TBT ms': ms('total-blocking-time'),
    CLS: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    'JS kB (transfer)': Math.round((scripts?.transferSize ?? 0) / 100) / 10,
    'JS files': scripts?.requestCount ?? 0,
    'LCP element': lcpElement(lhr),
  };
}

/** The element Lighthouse took for the largest contentful paint (its LCP breakdown names it). */
function lcpElement(lhr: Lhr): string {
  const details = lhr.audits['lcp-breakdown-insight']?.details as { items?: (NodeValue & { type?: string })[] } | undefined;
  const node = details?.items?.find((item) => item.type === 'node');
  return node ? shorten(node.nodeLabel ?? node.selector ?? '', 40) : '-';
}

/** The three largest shifts: score, the element that moved most, and the causes Lighthouse names. */
function shiftRows(name: string, lhr: Lhr): Record<string, string | number>[] {
  const items = ((lhr.audits['layout-shifts']?.details as { items?: ShiftItem[] } | undefined)?.items ?? []).slice(0, 3);
  return items.map((item) => ({
    page: name,
    score: Number(item.score.toFixed(3)),
    element: item.node ? shorten(`${item.node.selector ?? ''} ${item.node.snippet ?? ''}`, 110) : '(not named)',
    causes: item.subItems?.items.map((sub) => `${sub.cause}${sub.extra ? ` ${sub.extra.value ?? sub.extra.selector ?? ''}` : ''}`).join('; ') || '-',
  }));
}

function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const server = await startServerProcessesOnPglite();
const profile = mkdtempSync(path.join(tmpdir(), 'squares-lighthouse-'));
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  userDataDir: profile,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const rows: Record<string, string | number>[] = [];
const shifts: Record<string, string | number>[] = [];
try {
  const pools = (await (await fetch(`${server.url}/api/pools`)).json()) as { id: number; status: string }[];
  const cookie = await registeredPlayerCookie(server.url);
  const pages: [name: string, route: string, headers?: Record<string, string>][] = [
    ['landing (signed out)', '/'],
    ['/dashboard (signed out: 404)', '/dashboard'],
    ['dashboard (signed in)', '/', { Cookie: cookie }],
    ['pool page (visitor)', `/pool/${pools.find((p) => p.status === 'open')!.id}`],
  ];
  for (const [name, route, extraHeaders] of pages) {
    const run = async () =>
      (await lighthouse(`${server.url}${route}`, {
        port: chrome.port,
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        logLevel: 'error',
        ...(extraHeaders ? { extraHeaders } : {}),
      }))!.lhr;
    let lhr = await run();
    // Lighthouse sometimes loses the trace (NO_NAVSTART): one more try before a row of zeros.
    if (lhr.runtimeError) {
      console.warn(`${name}: Lighthouse failed (${lhr.runtimeError.code}), trying once more`);
      lhr = await run();
    }
    if (lhr.runtimeError) console.warn(`${name}: Lighthouse failed (${lhr.runtimeError.code}): ${lhr.runtimeError.message}`);
    if (reportDir) writeFileSync(path.join(reportDir, `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.json`), JSON.stringify(lhr));
    rows.push(metricsRow(name, lhr));
    shifts.push(...shiftRows(name, lhr));
  }
} finally {
  chrome.kill();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
}
printTable('Pages — Lighthouse 13, mobile emulation with simulated throttling, built app on the embedded database', rows);
if (shifts.length > 0) printTable('Largest layout shifts per page (Lighthouse layout-shifts: the element that moved most, and the likely causes)', shifts);
else console.log('\nNo layout shifts on any page.');
