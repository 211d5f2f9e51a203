import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TIER_ENTRY_FEES_CENTS } from '../../src/domain/tiers';
import { openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { seedIfEmpty } from '../../src/server/seed';
import { games, leagues, pools } from '../../src/server/db/schema';
import { describeEachDatabase } from './support/harness';

describeEachDatabase('seed', (env) => {
  it('gives every game its five tier pools (D12)', async () => {
    const { db } = env().database;
    const rows = await db.select({ gameId: pools.gameId, fee: pools.entryFeeCents }).from(pools);
    const byGame = new Map<number, number[]>();
    for (const row of rows) byGame.set(row.gameId, [...(byGame.get(row.gameId) ?? []), row.fee]);
    const gameCount = (await db.select().from(games)).length;
    expect(byGame.size).toBe(gameCount);
    for (const fees of byGame.values()) expect(fees.sort((a, b) => a - b)).toEqual([...TIER_ENTRY_FEES_CENTS]);
  });

  it('spreads upcoming kickoffs over the coming days and leaves finished games final', async () => {
    const { db } = env().database;
    const now = env().now.getTime();
    const all = await db.select().from(games);
    const upcoming = all.filter((g) => g.status === 'scheduled');
    const finished = all.filter((g) => g.status === 'FT');
    expect(upcoming.length).toBeGreaterThanOrEqual(15);
    expect(finished.length).toBeGreaterThanOrEqual(3);
    for (const game of upcoming) {
      expect(game.gameDate.getTime()).toBeGreaterThan(now);
      expect(game.gameDate.getTime() - now).toBeLessThan(4 * 24 * 3600_000);
    }
    expect(new Set(upcoming.map((g) => g.gameDate.toISOString().slice(0, 10))).size).toBeGreaterThanOrEqual(3);
    for (const game of finished) {
      expect(game.gameDate.getTime()).toBeLessThan(now);
      expect([game.finalHome, game.finalAway]).toEqual([game.homeScore, game.awayScore]);
      expect(game.q1Home! <= game.q2Home! && game.q2Home! <= game.q3Home! && game.q3Home! <= game.finalHome!).toBe(true);
      expect(game.homeScore).not.toBe(game.awayScore);
    }
  });

  it('closes the pools of games already played the way the lifecycle would have (D5)', async () => {
    const { db } = env().database;
    const finished = await db.select().from(games).where(eq(games.status, 'FT'));
    expect(finished.length).toBeGreaterThan(0);
    for (const game of finished) {
      const tiers = await db.select().from(pools).where(eq(pools.gameId, game.id));
      for (const pool of tiers) {
        if (pool.entryFeeCents > 0) {
          expect(pool.status).toBe('cancelled');
          continue;
        }
        expect(pool).toMatchObject({ status: 'completed', drawnAt: game.gameDate });
        expect([...pool.rowDigits!].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
        expect([...pool.columnDigits!].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      }
    }
    const upcoming = await db
      .select({ status: pools.status })
      .from(pools)
      .innerJoin(games, eq(games.id, pools.gameId))
      .where(eq(games.status, 'scheduled'));
    expect(new Set(upcoming.map((p) => p.status))).toEqual(new Set(['open']));
  });

  it('sets the NFL active week to the week its demo games belong to', async () => {
    const { db } = env().database;
    const [nfl] = await db.select().from(leagues).where(eq(leagues.id, 1));
    expect(nfl).toMatchObject({ name: 'NFL', activeWeek: 'W11' });
    const weeks = await db.selectDistinct({ week: games.week }).from(games).where(eq(games.leagueId, 1));
    expect(weeks).toEqual([{ week: 'W11' }]);
  });

  it('does nothing on a second start', async () => {
    const { db } = env().database;
    const count = async () => {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(games);
      return row!.n;
    };
    const before = await count();
    expect(await seedIfEmpty(db, new Date('2027-01-05T12:00:00Z'))).toMatchObject({ seeded: false });
    expect(await count()).toBe(before);
  });
});

describeEachDatabase(
  'seed under concurrency',
  (env) => {
    it('seeds exactly once when two processes start on one empty database', async () => {
      if (env().kind === 'pglite') {
        // PGlite is single-process by design; its lock file refusing a second process is tested elsewhere.
        const results = await Promise.all([seedIfEmpty(env().database.db, env().now), seedIfEmpty(env().database.db, env().now)]);
        expect(results.filter((r) => r.seeded)).toHaveLength(1);
        return;
      }
      const other = await openDatabase({ databaseUrl: env().databaseUrl });
      try {
        await runMigrations(other);
        const results = await Promise.all([seedIfEmpty(env().database.db, env().now), seedIfEmpty(other.db, env().now)]);
        expect(results.filter((r) => r.seeded)).toHaveLength(1);
        const [row] = await other.db.select({ n: sql<number>`count(*)::int` }).from(leagues);
        expect(row!.n).toBe(3);
      } finally {
        await other.close();
      }
    });

    it('running the migrations again changes nothing', async () => {
      await runMigrations(env().database);
      const [row] = await env().database.db.select({ n: sql<number>`count(*)::int` }).from(leagues);
      expect(row!.n).toBe(3);
    });
  },
  { seed: false },
);

describe('embedded database lock', () => {
  it('refuses a second process on the same data folder', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = mkdtempSync(path.join(tmpdir(), 'squares-lock-'));
    try {
      // pid 1 is always alive and never ours: it stands in for another server holding the lock.
      writeFileSync(path.join(dir, 'pglite.lock'), '1');
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by process 1/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
