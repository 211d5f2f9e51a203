import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyDraw } from '../../src/domain/draw';
import { SQUARE_COUNT } from '../../src/domain/board';
import { gameSchema, leagueSchema, poolSchema, squareSchema } from '../../src/domain/schemas';
import type { Db } from '../../src/server/db/client';
import { games, leagues, pools, squares, users } from '../../src/server/db/schema';
import { getPool, listPoolsOfGame } from '../../src/server/modules/pools';
import { changesHeard } from './support/events';
import { describeEachDatabase } from './support/harness';

describeEachDatabase('read API', (env) => {
  const get = async (url: string) => {
    const response = await env().app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as unknown };
  };

  describe('GET /api/leagues', () => {
    it('lists NFL (id 1), NBA and NCAAF with the spec fields', async () => {
      const { status, body } = await get('/api/leagues');
      expect(status).toBe(200);
      const leagues = leagueSchema.array().parse(body);
      expect(leagues.map((l) => [l.id, l.name])).toEqual([
        [1, 'NFL'],
        [2, 'NBA'],
        [3, 'NCAAF'],
      ]);
      expect(leagues[0]).toMatchObject({ sport: 'football', isActive: true, activeWeek: 'W11', season: 2026 });
      expect(leagues[1]).toMatchObject({ sport: 'basketball', activeWeek: null });
    });
  });

  describe('GET /api/games', () => {
    it("returns only the active week's games for a league with weeks", async () => {
      const all = gameSchema.array().parse((await get('/api/games?leagueId=1&includeAll=true')).body);
      const { status, body } = await get('/api/games?leagueId=1');
      expect(status).toBe(200);
      const current = gameSchema.array().parse(body);
      expect(current.length).toBeGreaterThan(0);
      expect(current.every((g) => g.week === 'W11' && g.leagueId === 1)).toBe(true);

      // Move one game to another week: it drops out of the current list but stays in includeAll.
      await env().database.db.update(games).set({ week: 'W10' }).where(eq(games.id, current[0]!.id));
      await changesHeard(env());
      const after = gameSchema.array().parse((await get('/api/games?leagueId=1')).body);
      const afterAll = gameSchema.array().parse((await get('/api/games?leagueId=1&includeAll=true')).body);
      expect(after.map((g) => g.id)).not.toContain(current[0]!.id);
      expect(afterAll.map((g) => g.id).sort()).toEqual(all.map((g) => g.id).sort());
      await env().database.db.update(games).set({ week: 'W11' }).where(eq(games.id, current[0]!.id));
      await changesHeard(env());
    });

    it("the active week is this season's (by the clock): last season's W11 (an imported schedule) stays out, a pinned season rules", async () => {
      const current = gameSchema.array().parse((await get('/api/games?leagueId=1')).body);
      const [template] = await env().database.db.select().from(games).where(eq(games.id, current[0]!.id));
      const { id: _id, ...copy } = template!;
      const [old] = await env()
        .database.db.insert(games)
        .values({ ...copy, season: 2025, gameDate: new Date('2025-11-16T18:00:00Z'), externalId: null, sourceGameId: 'past-season-w11', status: 'FT' })
        .returning();
      await changesHeard(env());
      try {
        const now = gameSchema.array().parse((await get('/api/games?leagueId=1')).body).map((g) => g.id);
        expect(now).not.toContain(old!.id);
        expect(now.sort()).toEqual(current.map((g) => g.id).sort());
        await env().database.db.update(leagues).set({ season: 2025 }).where(eq(leagues.id, 1));
        await changesHeard(env());
        expect(gameSchema.array().parse((await get('/api/games?leagueId=1')).body).map((g) => g.id)).toEqual([old!.id]);
      } finally {
        await env().database.db.update(leagues).set({ season: null }).where(eq(leagues.id, 1));
        await env().database.db.delete(games).where(eq(games.id, old!.id));
        await changesHeard(env());
      }
    });

    it('orders games by kickoff and carries the spec fields', async () => {
      const list = gameSchema.array().parse((await get('/api/games?leagueId=2')).body);
      const times = list.map((g) => Date.parse(g.gameDate));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const finished = list.find((g) => g.status === 'FT')!;
      expect(finished.periodScores.final).toEqual({ home: finished.homeScore, away: finished.awayScore });
      expect(finished.homeTeamColor).toMatch(/^#[0-9a-f]{6}$/);
    });

    it('without leagueId returns the current games of every league', async () => {
      const list = gameSchema.array().parse((await get('/api/games')).body);
      expect(new Set(list.map((g) => g.leagueId))).toEqual(new Set([1, 2, 3]));
    });

    it('rejects bad parameters with a message naming them', async () => {
      const bad = await get('/api/games?leagueId=abc');
      expect(bad.status).toBe(400);
      expect((bad.body as { message: string }).message).toContain('leagueId');
      const badAll = await get('/api/games?includeAll=yes');
      expect(badAll.status).toBe(400);
      expect((badAll.body as { message: string }).message).toContain('includeAll');
      const unknown = await get('/api/games?leagueId=999');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ message: 'League 999 not found' });
    });
  });

  describe('GET /api/games/{gameId}/pools', () => {
    it("lists the game's five tier pools cheapest first, each with the nested game", async () => {
      const game = gameSchema
        .array()
        .parse((await get('/api/games?leagueId=1')).body)
        .find((g) => g.status === 'scheduled');
      const { status, body } = await get(`/api/games/${game!.id}/pools`);
      expect(status).toBe(200);
      const list = poolSchema.array().parse(body);
      expect(list.map((p) => p.entryFee)).toEqual(['0.00', '1.00', '5.00', '10.00', '25.00']);
      expect(list.map((p) => p.name)).toEqual(['Free Pool', '$1 Pool', '$5 Pool', '$10 Pool', '$25 Pool']);
      for (const pool of list) {
        expect(pool.game.id).toBe(game!.id);
        expect(pool).toMatchObject({ currentParticipants: 0, maxParticipants: 100, status: 'open', totalPot: '0.00' });
      }
    });

    it('answers 400 for a non-numeric id and 404 for an unknown one', async () => {
      const bad = await get('/api/games/abc/pools');
      expect(bad.status).toBe(400);
      expect((bad.body as { message: string }).message).toMatch(/gameId must be a positive whole number/);
      const missing = await get('/api/games/99999/pools');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ message: 'Game 99999 not found', code: 'not_found' });
    });

    it('answers an empty list for a game that exists without public pools (the game is looked up only then)', async () => {
      const [template] = await env().database.db.select().from(games).limit(1);
      const { id: _id, ...copy } = template!;
      const [bare] = await env()
        .database.db.insert(games)
        .values({ ...copy, externalId: null, sourceGameId: 'no-pools-game' })
        .returning();
      try {
        const { status, body } = await get(`/api/games/${bare!.id}/pools`);
        expect(status).toBe(200);
        expect(body).toEqual([]);
      } finally {
        await env().database.db.delete(games).where(eq(games.id, bare!.id));
      }
    });
  });

  describe('prepared reads (src/server/db/prepared.ts)', () => {
    it('answer the same inside a transaction as outside it, twice on one connection, and see a change at once', async () => {
      const { db } = env().database;
      const [pool] = poolSchema.array().parse((await get('/api/pools')).body);
      const outside = await getPool(db, pool!.id);
      const inside = await db.transaction(async (tx) => {
        const first = await getPool(tx as unknown as Db, pool!.id);
        const again = await getPool(tx as unknown as Db, pool!.id);
        expect(again).toEqual(first);
        return { pool: first, ofGame: await listPoolsOfGame(tx as unknown as Db, pool!.gameId) };
      });
      expect(inside.pool).toEqual(outside);
      expect(inside.ofGame.map((p) => p.pool.id)).toContain(pool!.id);
      await db.update(pools).set({ name: 'Renamed Pool' }).where(eq(pools.id, pool!.id));
      try {
        expect((await getPool(db, pool!.id)).pool.name).toBe('Renamed Pool');
      } finally {
        await db.update(pools).set({ name: pool!.name }).where(eq(pools.id, pool!.id));
      }
    });
  });

  describe('GET /api/pools and /api/pools/{id}', () => {
    it('lists every public pool with its game', async () => {
      const list = poolSchema.array().parse((await get('/api/pools')).body);
      const gameCount = gameSchema.array().parse((await get('/api/games?includeAll=true')).body).length;
      expect(list).toHaveLength(gameCount * 5);
    });

    it('keeps the draw seed secret on an open pool and publishes only the commitment', async () => {
      const [open] = poolSchema.array().parse((await get('/api/pools')).body).filter((p) => p.status === 'open');
      const { status, body } = await get(`/api/pools/${open!.id}`);
      expect(status).toBe(200);
      const pool = poolSchema.parse(body);
      expect(pool.draw.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(pool.draw.seed).toBeNull();
      expect(pool.digits).toBeNull();
      expect(JSON.stringify(body)).not.toContain((await seedOf(open!.id)).slice(0, 16));
    });

    it('reveals seed and digits of a drawn pool, and they verify against the commitment (D4)', async () => {
      const completed = poolSchema
        .array()
        .parse((await get('/api/pools')).body)
        .find((p) => p.status === 'completed')!;
      const pool = poolSchema.parse((await get(`/api/pools/${completed.id}`)).body);
      expect(pool.draw.seed).toMatch(/^[0-9a-f]{64}$/);
      const result = await verifyDraw({
        seedHex: pool.draw.seed!,
        commitment: pool.draw.commitment,
        owners: Array<string | null>(SQUARE_COUNT).fill(null),
        digits: pool.digits!,
      });
      expect(result).toMatchObject({ commitmentMatches: true, digitsMatch: true });
    });

    it('counts sold squares into currentParticipants and totalPot', async () => {
      const pool = poolSchema
        .array()
        .parse((await get('/api/pools')).body)
        .find((p) => p.status === 'open' && p.entryFeeCents === 500)!;
      const { db } = env().database;
      const [user] = await db.insert(users).values({ email: `reader-${env().kind}@example.com` }).returning();
      await db.insert(squares).values([
        { poolId: pool.id, userId: user!.id, row: 3, column: 7, purchasePriceCents: 500 },
        { poolId: pool.id, userId: user!.id, row: 0, column: 1, purchasePriceCents: 500 },
      ]);
      await changesHeard(env());
      const after = poolSchema.parse((await get(`/api/pools/${pool.id}`)).body);
      expect(after).toMatchObject({ currentParticipants: 2, totalPot: '10.00', totalPotCents: 1000 });

      const list = squareSchema.array().parse((await get(`/api/pools/${pool.id}/squares`)).body);
      expect(list.map((s) => [s.row, s.column, s.userId, s.purchasePrice])).toEqual([
        [0, 1, user!.id, '5.00'],
        [3, 7, user!.id, '5.00'],
      ]);
    });

    it('answers 400 for a non-numeric pool id and 404 for a missing pool', async () => {
      for (const url of ['/api/pools/abc', '/api/pools/1.5', '/api/pools/-3', '/api/pools/99999999999', '/api/pools/abc/squares']) {
        const response = await get(url);
        expect(response.status, url).toBe(400);
        expect((response.body as { message: string }).message, url).toContain('pool id must be a positive whole number');
      }
      for (const url of ['/api/pools/424242', '/api/pools/424242/squares']) {
        const response = await get(url);
        expect(response.status, url).toBe(404);
        expect(response.body, url).toEqual({ message: 'Pool 424242 not found', code: 'not_found', requestId: expect.any(String) });
      }
    });
  });

  describe('service endpoints', () => {
    it('answers /healthz and /readyz', async () => {
      expect(await get('/healthz')).toEqual({ status: 200, body: { status: 'ok' } });
      expect(await get('/readyz')).toEqual({ status: 200, body: { status: 'ok' } });
    });

    it('publishes the OpenAPI document at /api/docs with every read route', async () => {
      const { status, body } = await get('/api/docs/json');
      expect(status).toBe(200);
      const paths = Object.keys((body as { paths: Record<string, unknown> }).paths);
      for (const route of [
        '/api/leagues',
        '/api/games',
        '/api/games/{gameId}/pools',
        '/api/pools',
        '/api/pools/{id}',
        '/api/pools/{id}/squares',
      ]) {
        expect(paths).toContain(route);
      }
      expect(paths.some((p) => p.startsWith('/oidc'))).toBe(false);
      const ui = await env().app.inject({ method: 'GET', url: '/api/docs' });
      expect([200, 302]).toContain(ui.statusCode);
    });

    it('answers unknown API paths with a JSON 404', async () => {
      const response = await get('/api/nothing-here');
      expect(response).toEqual({ status: 404, body: { message: 'Not found: GET /api/nothing-here', code: 'not_found', requestId: expect.any(String) } });
    });
  });

  async function seedOf(poolId: number): Promise<string> {
    const [row] = await env()
      .database.db.select({ seed: pools.drawSeed })
      .from(pools)
      .where(eq(pools.id, poolId));
    return row!.seed;
  }
});
