import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, waitUntilReady } from './support/server-process';

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
