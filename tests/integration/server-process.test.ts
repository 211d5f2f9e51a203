import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeBackup } from '../../src/server/backup/backup-file';
import { requestOnlineBackup } from '../../src/server/backup/online';
import { startServerProcess, waitUntilReady } from './support/server-process';
import { waitUntil } from '../support/wait-until';

/**
 * The real entry point as a process, on the embedded database: first start migrates and seeds, a
 * second start reuses the data, SIGTERM stops cleanly, and bad configuration stops it with a message.
 */
describe('server process (embedded database)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'squares-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  let firstGames: unknown;

  it('starts on an empty data folder, seeds it, serves the API and stops on SIGTERM', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    await waitUntilReady(server);
    const leagues = (await (await fetch(`${server.baseUrl}/api/leagues`)).json()) as { name: string }[];
    expect(leagues.map((l) => l.name)).toEqual(['NFL', 'NBA', 'NCAAF']);
    firstGames = await (await fetch(`${server.baseUrl}/api/games?includeAll=true`)).json();
    expect(server.output()).toContain('seeded an empty database');

    // The one-time admin password: a plain box a newcomer sees at a glance, in no JSON log line, and it works.
    const box = /^\+-+\+\n\| Admin account created\. Sign in at: +\|\n\| +http:\/\/\S+\/admin-login +\|\n\| +username: admin +\|\n\| +password: (\S+) +\|\n/m.exec(server.output());
    expect(box, server.output()).not.toBeNull();
    const password = box![1]!;
    const jsonLines = server.output().split('\n').filter((line) => line.startsWith('{'));
    expect(jsonLines.some((line) => line.includes('Created the admin account'))).toBe(true);
    expect(jsonLines.filter((line) => line.includes(password))).toEqual([]);
    const login = await fetch(`${server.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.baseUrl },
      body: JSON.stringify({ username: 'admin', password }),
    });
    expect(login.status).toBe(200);

    server.signal('SIGTERM');
    const exit = await server.exited;
    expect(exit.code, server.output()).toBe(0);
    expect(exit.ms).toBeLessThan(10_000);
    expect(server.output()).toContain('shutdown complete');
  });

  it('reuses the data on a second start without reseeding', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    try {
      await waitUntilReady(server);
      const games = await (await fetch(`${server.baseUrl}/api/games?includeAll=true`)).json();
      expect(games).toEqual(firstGames);
      expect(server.output()).not.toContain('seeded an empty database');
      // npm run backup while it runs: the server answers on DATA_DIR/backup.sock (src/server/backup/online.ts).
      const backup = decodeBackup(await requestOnlineBackup(dataDir, server.child.pid!));
      expect(backup.manifest.migrations.applied).toBeGreaterThan(0);
      expect(server.output()).toContain('online backup taken');
    } finally {
      server.signal('SIGTERM');
      expect((await server.exited).code).toBe(0);
    }
    expect(existsSync(path.join(dataDir, 'backup.sock'))).toBe(false);
  });

  it('plays a game out by itself: an admin starts a replay and the ticker carries it to the final', async () => {
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      SCORE_FEED: 'replay',
      LIFECYCLE_TICK_MS: '250',
      ADMIN_USERNAME: 'process-admin',
      ADMIN_PASSWORD: 'process-admin-password',
    });
    try {
      await waitUntilReady(server);
      const login = await fetch(`${server.baseUrl}/api/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl },
        body: JSON.stringify({ username: 'process-admin', password: 'process-admin-password' }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const games = (await (await fetch(`${server.baseUrl}/api/games?includeAll=true`)).json()) as { id: number; status: string }[];
      const game = games.find((g) => g.status === 'scheduled')!;
      const replay = await fetch(`${server.baseUrl}/api/replays`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl, cookie },
        body: JSON.stringify({ gameId: game.id, historicalGameId: '2024_22_KC_PHI', secondsPerQuarter: 1 }),
      });
      expect(replay.status, await replay.clone().text()).toBe(200);
      let details: { game: { status: string; homeScore: number; awayScore: number }; pools: { status: string; winners: unknown[] }[] } | undefined;
      await waitUntil(
        async () => {
          details = await (await fetch(`${server.baseUrl}/api/game-details/${game.id}`, { headers: { cookie } })).json();
          return details!.game.status === 'FT';
        },
        { what: 'the replay to reach the final', timeout: 30_000, every: 250, lastSeen: () => JSON.stringify(details?.game) },
      );
      // Super Bowl LIX: Philadelphia 40, Kansas City 22.
      expect(details!.game).toMatchObject({ status: 'FT', homeScore: 40, awayScore: 22 });
      const free = details!.pools.find((p) => p.status === 'completed');
      expect(free?.winners).toHaveLength(4);
    } finally {
      server.signal('SIGTERM');
      expect((await server.exited).code).toBe(0);
    }
  });

  it('stops at once with a message naming a bad variable', async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir, PORT: '5000', LOG_LEVEL: 'chatty' });
    const exit = await server.exited;
    expect(exit.code).toBe(1);
    expect(server.output()).toContain('LOG_LEVEL');
    expect(server.output()).toContain('"chatty"');
  });
});
