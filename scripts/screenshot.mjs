#!/usr/bin/env node
// Makes docs/images/pool-page.png, the README's picture: the built app (run `node scripts/build.mjs`
// first) on a throwaway data folder with its demo data, a few players owning squares of one free pool,
// and that pool page at 1280x800 as one of them sees it. Needs Debian's Chromium (CHROMIUM_PATH).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, request } from 'playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const output = path.join(root, 'docs/images/pool-page.png');
const port = Number(process.env.SCREENSHOT_PORT ?? 5077);
const baseURL = `http://127.0.0.1:${port}`;
const players = ['Jordan', 'Avery', 'Casey', 'Morgan', 'Riley', 'Taylor', 'Quinn'];

const dataDir = mkdtempSync(path.join(tmpdir(), 'squares-screenshot-'));
const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: baseURL, SCORE_FEED: 'manual', LOG_LEVEL: 'warn', ADMIN_USERNAME: 'screenshot-admin', ADMIN_PASSWORD: 'screenshot-admin-password' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function ready() {
  for (let attempt = 0; attempt < 120; attempt++) {
    const answer = await fetch(`${baseURL}/readyz`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become ready');
}

/** A player registered (and so signed in) in an API context of their own. */
async function player(firstName) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const email = `${firstName.toLowerCase()}@example.com`;
  const registered = await api.post('/api/auth/register', { data: { email, password: 'screenshot-password', firstName, lastName: 'Player' } });
  if (registered.status() !== 201) throw new Error(`registration failed: ${registered.status()} ${await registered.text()}`);
  return api;
}

try {
  await ready();
  const anonymous = await request.newContext({ baseURL });
  const pools = await (await anonymous.get('/api/pools')).json();
  // A free pool whose game is an hour away or more, so it does not kick off while the picture is taken.
  const later = Date.now() + 60 * 60 * 1000;
  const nfl = (await (await anonymous.get('/api/leagues')).json()).find((league) => league.name === 'NFL');
  const candidates = pools.filter((p) => p.entryFeeCents === 0 && !p.isPrivate && p.status === 'open' && Date.parse(p.game.gameDate) > later);
  const pool = candidates.find((p) => p.game.leagueId === nfl?.id) ?? candidates[0];
  if (!pool) throw new Error('the demo data has no open free pool');

  // Squares scattered over the board, a few per player, so the picture shows a board half taken.
  const order = Array.from({ length: 100 }, (_, i) => ((i * 37) % 100)).map((i) => ({ row: Math.floor(i / 10), column: i % 10 }));
  const squaresEach = Math.min(5, pool.maxSquaresPerPlayer);
  let viewer;
  for (const [index, name] of players.entries()) {
    const api = await player(name);
    const squares = order.slice(index * squaresEach, (index + 1) * squaresEach);
    const claim = await api.post(`/api/pools/${pool.id}/squares`, { data: { squares } });
    if (claim.status() !== 201) throw new Error(`claim failed: ${claim.status()} ${await claim.text()}`);
    if (index === 0) viewer = await api.storageState();
  }

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, timezoneId: 'America/New_York', locale: 'en-US', storageState: viewer });
  const page = await context.newPage();
  await page.goto(`/pool/${pool.id}`);
  await page.getByRole('grid').waitFor();
  await page.getByRole('gridcell').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Promise.allSettled(globalThis.document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished)));
  await page.screenshot({ path: output });
  await browser.close();
  console.log(`wrote ${path.relative(root, output)} (pool ${pool.id}: ${pool.name})`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
