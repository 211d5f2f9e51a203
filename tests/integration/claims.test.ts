import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SQUARE_COUNT, squareIndex } from '../../src/domain/board';
import { verifyDraw } from '../../src/domain/draw';
import { MAX_SQUARES } from '../../src/domain/messages';
import { claimResponseSchema, poolSchema, squareSchema, userPoolSchema } from '../../src/domain/schemas';
import { games, pools, squares } from '../../src/server/db/schema';
import { clientFor, signedInPlayer } from './support/client';
import { describeEachDatabase, type TestEnv } from './support/harness';
import { manyPlayers } from './support/players';

const MAX_TEXT = 'You can only own up to 5 squares per board. The more squares you own, the better your chances!';
const TAKEN_TEXT = 'This square is already owned by another player.';

/** A fresh open free pool on an upcoming game (each test gets its own board). */
async function freshFreePool(env: TestEnv, options: { kickoffInMs?: number } = {}): Promise<number> {
  const { db } = env.database;
  const [game] = await db
    .insert(games)
    .values({
      leagueId: 1,
      homeTeam: 'Kansas City Chiefs',
      awayTeam: 'Buffalo Bills',
      homeTeamColor: '#e31837',
      awayTeamColor: '#00338d',
      week: 'W11',
      gameDate: new Date(env.now.getTime() + (options.kickoffInMs ?? 86_400_000)),
    })
    .returning();
  const { createTierPools } = await import('../../src/server/modules/pools');
  const created = await createTierPools(db, game!.id, env.now);
  return created.find((p) => p.entryFeeCents === 0)!.id;
}

describeEachDatabase('claiming squares', (env) => {
  it('requires sign-in', async () => {
    const poolId = await freshFreePool(env());
    const response = await clientFor(env()).post(`/api/pools/${poolId}/squares`, { row: 1, column: 1 });
    expect(response.status).toBe(401);
  });

  it('claims one square as the spec client sends it, and the pool counts it', async () => {
    const poolId = await freshFreePool(env());
    const { client, user } = await signedInPlayer(env());
    const response = await client.post(`/api/pools/${poolId}/squares`, { row: 3, column: 7, price: '0.00' });
    expect(response.status).toBe(201);
    const body = claimResponseSchema.parse(response.body);
    expect(body.squares).toEqual([expect.objectContaining({ poolId, userId: user.id, row: 3, column: 7, purchasePrice: '0.00' })]);
    expect(body.pool).toMatchObject({ id: poolId, currentParticipants: 1 });
    const listed = squareSchema.array().parse((await client.get(`/api/pools/${poolId}/squares`)).body);
    expect(listed.map((s) => [s.row, s.column, s.userId])).toEqual([[3, 7, user.id]]);
  });

  it('refuses a square someone owns, with the spec text', async () => {
    const poolId = await freshFreePool(env());
    const first = await signedInPlayer(env());
    const second = await signedInPlayer(env());
    expect((await first.client.post(`/api/pools/${poolId}/squares`, { row: 0, column: 0 })).status).toBe(201);
    const response = await second.client.post(`/api/pools/${poolId}/squares`, { row: 0, column: 0 });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: TAKEN_TEXT, code: 'square_taken', requestId: expect.any(String) });
    // Also when the owner tries again.
    expect((await first.client.post(`/api/pools/${poolId}/squares`, { row: 0, column: 0 })).status).toBe(409);
  });

  it('counts squares already owned plus those requested against the limit of 5', async () => {
    const poolId = await freshFreePool(env());
    const { client } = await signedInPlayer(env());
    expect((await client.post(`/api/pools/${poolId}/squares`, { squares: [{ row: 0, column: 0 }, { row: 0, column: 1 }, { row: 0, column: 2 }] })).status).toBe(201);
    const tooMany = await client.post(`/api/pools/${poolId}/squares`, { squares: [{ row: 1, column: 0 }, { row: 1, column: 1 }, { row: 1, column: 2 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toEqual({ message: MAX_TEXT, code: 'limit_reached', requestId: expect.any(String) });
    expect((await client.post(`/api/pools/${poolId}/squares`, { squares: [{ row: 1, column: 0 }, { row: 1, column: 1 }] })).status).toBe(201);
    const sixth = await client.post(`/api/pools/${poolId}/squares`, { row: 9, column: 9 });
    expect(sixth.status).toBe(409);
    expect((sixth.body as { message: string }).message).toBe(MAX_TEXT);
  });

  it('applies a private pool its own limit', async () => {
    const poolId = await freshFreePool(env());
    await env().database.db.update(pools).set({ maxSquaresPerPlayer: 2 }).where(eq(pools.id, poolId));
    const { client } = await signedInPlayer(env());
    const response = await client.post(`/api/pools/${poolId}/squares`, { squares: [{ row: 0, column: 0 }, { row: 0, column: 1 }, { row: 0, column: 2 }] });
    expect(response.status).toBe(409);
    expect((response.body as { message: string }).message).toContain('up to 2 squares');
  });

  it('is all or nothing: a batch with one taken square claims none', async () => {
    const poolId = await freshFreePool(env());
    const owner = await signedInPlayer(env());
    await owner.client.post(`/api/pools/${poolId}/squares`, { row: 4, column: 4 });
    const { client, user } = await signedInPlayer(env());
    const response = await client.post(`/api/pools/${poolId}/squares`, { squares: [{ row: 4, column: 3 }, { row: 4, column: 4 }] });
    expect(response.status).toBe(409);
    const mine = await env().database.db.select().from(squares).where(and(eq(squares.poolId, poolId), eq(squares.userId, user.id)));
    expect(mine).toEqual([]);
  });

  it('rejects malformed requests with messages naming the problem', async () => {
    const poolId = await freshFreePool(env());
    const { client } = await signedInPlayer(env());
    for (const [body, text] of [
      [{ row: 10, column: 0 }, 'row must be a whole number from 0 to 9'],
      [{ row: 1.5, column: 0 }, 'row must be a whole number from 0 to 9'],
      [{ row: 1, column: -1 }, 'column must be a whole number from 0 to 9'],
      [{ squares: [] }, 'at least one square'],
      [{ row: 1 }, 'column: column is required'],
      [{}, 'row: row is required'],
      [{ row: 1, column: 1, squares: [{ row: 2, column: 2 }] }, 'not both'],
      [{ squares: [{ row: 1, column: 1 }, { row: 1, column: 1 }] }, 'listed more than once'],
    ] as const) {
      const response = await client.post(`/api/pools/${poolId}/squares`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((response.body as { message: string }).message).toContain(text);
    }
    expect((await client.post('/api/pools/abc/squares', { row: 1, column: 1 })).status).toBe(400);
    expect((await client.post('/api/pools/999999/squares', { row: 1, column: 1 })).status).toBe(404);
  });

  it('sends paid pools to checkout, and refuses closed and kicked-off pools', async () => {
    const { client } = await signedInPlayer(env());
    const { db } = env().database;
    const freePool = await freshFreePool(env());
    const [paid] = await db.select().from(pools).where(and(eq(pools.entryFeeCents, 500), eq(pools.status, 'open'))).limit(1);
    const paidResponse = await client.post(`/api/pools/${paid!.id}/squares`, { row: 0, column: 0 });
    expect(paidResponse.status).toBe(409);
    expect(paidResponse.body).toMatchObject({ code: 'payment_required' });

    await db.update(pools).set({ status: 'cancelled' }).where(eq(pools.id, freePool));
    expect((await client.post(`/api/pools/${freePool}/squares`, { row: 0, column: 0 })).body).toMatchObject({ code: 'pool_closed' });

    const started = await freshFreePool(env(), { kickoffInMs: -60_000 });
    const late = await client.post(`/api/pools/${started}/squares`, { row: 0, column: 0 });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'pool_locked' });
  });

  it('writes nothing when the board changed after it was checked (the compare-and-set)', async () => {
    const poolId = await freshFreePool(env());
    const { db } = env().database;
    const [before] = await db.select().from(pools).where(eq(pools.id, poolId));
    const other = await signedInPlayer(env());
    expect((await other.client.post(`/api/pools/${poolId}/squares`, { row: 6, column: 6 })).status).toBe(201);
    const { user } = await signedInPlayer(env());
    const { insertIfUnchanged } = await import('../../src/server/modules/squares');
    const stale = await insertIfUnchanged(env().database, before!, { poolId, userId: user.id, squares: [{ row: 6, column: 7 }], now: env().now });
    expect(stale).toEqual([]);
    const [after] = await db.select().from(pools).where(eq(pools.id, poolId));
    expect(after!.version).toBe(before!.version + 1);
    const current = await insertIfUnchanged(env().database, after!, { poolId, userId: user.id, squares: [{ row: 6, column: 7 }], now: env().now });
    expect(current.map((s) => [s.row, s.column, s.userId])).toEqual([[6, 7, user.id]]);
  });

  describe('a board this process remembers from an earlier claim (BoardCache) is only a hint', () => {
    it('another process claimed meanwhile: its square is refused, a free one is sold, nothing twice', async () => {
      const poolId = await freshFreePool(env());
      const { db } = env().database;
      const first = await signedInPlayer(env());
      expect((await first.client.post(`/api/pools/${poolId}/squares`, { row: 0, column: 0 })).status).toBe(201);
      // Another server process claims (2, 2): straight through the compare-and-set, so this one's cache never hears of it.
      const other = await signedInPlayer(env());
      const [current] = await db.select().from(pools).where(eq(pools.id, poolId));
      const { insertIfUnchanged } = await import('../../src/server/modules/squares');
      expect(await insertIfUnchanged(env().database, current!, { poolId, userId: other.user.id, squares: [{ row: 2, column: 2 }], now: env().now })).toHaveLength(1);

      const taken = await first.client.post(`/api/pools/${poolId}/squares`, { row: 2, column: 2 });
      expect(taken.status).toBe(409);
      expect(taken.body).toEqual({ message: TAKEN_TEXT, code: 'square_taken', requestId: expect.any(String) });
      const free = await first.client.post(`/api/pools/${poolId}/squares`, { row: 3, column: 3 });
      expect(free.status).toBe(201);
      expect(claimResponseSchema.parse(free.body).pool.currentParticipants).toBe(3);
      const stored = await db.select().from(squares).where(eq(squares.poolId, poolId));
      expect(stored.map((s) => `${s.row},${s.column},${s.userId}`).sort()).toEqual(
        [`0,0,${first.user.id}`, `2,2,${other.user.id}`, `3,3,${first.user.id}`].sort(),
      );
    });

    it('an edit of the pool row (a lower limit) bumps its version, so the remembered limit is not used', async () => {
      const poolId = await freshFreePool(env());
      const { db } = env().database;
      const { client } = await signedInPlayer(env());
      expect((await client.post(`/api/pools/${poolId}/squares`, { row: 1, column: 1 })).status).toBe(201);
      const [before] = await db.select().from(pools).where(eq(pools.id, poolId));
      await db.update(pools).set({ maxSquaresPerPlayer: 1 }).where(eq(pools.id, poolId));
      const [after] = await db.select().from(pools).where(eq(pools.id, poolId));
      expect(after!.version).toBe(before!.version + 1);

      const refused = await client.post(`/api/pools/${poolId}/squares`, { row: 1, column: 2 });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ message: MAX_SQUARES.description(1), code: 'limit_reached', requestId: expect.any(String) });
      expect(await db.select().from(squares).where(eq(squares.poolId, poolId))).toHaveLength(1);
    });

    it('a kickoff moved earlier locks the pool at once, and a refusal is never answered from memory', async () => {
      const poolId = await freshFreePool(env());
      const { db } = env().database;
      const { client } = await signedInPlayer(env());
      expect((await client.post(`/api/pools/${poolId}/squares`, { row: 4, column: 4 })).status).toBe(201);
      const [pool] = await db.select().from(pools).where(eq(pools.id, poolId));
      // The game row changes, not the pool row: the pool's version stays, the compare-and-set checks the kickoff itself.
      await db.update(games).set({ gameDate: new Date(env().now.getTime() - 60_000) }).where(eq(games.id, pool!.gameId));
      const locked = await client.post(`/api/pools/${poolId}/squares`, { row: 4, column: 5 });
      expect(locked.status).toBe(409);
      expect(locked.body).toMatchObject({ code: 'pool_locked' });

      // Kickoff postponed again: the refusal it remembered must not stick.
      await db.update(games).set({ gameDate: new Date(env().now.getTime() + 3_600_000) }).where(eq(games.id, pool!.gameId));
      expect((await client.post(`/api/pools/${poolId}/squares`, { row: 4, column: 5 })).status).toBe(201);
    });
  });

  it('the 100th square fills the pool and draws digits that verify against the commitment', async () => {
    const poolId = await freshFreePool(env());
    const before = poolSchema.parse((await clientFor(env()).get(`/api/pools/${poolId}`)).body);
    const players = await manyPlayers(env(), 20, 'filler');
    // 20 players x 5 squares = 100, claimed in order; the last claim completes the board.
    for (let p = 0; p < 20; p++) {
      const batch = Array.from({ length: 5 }, (_, i) => ({ row: Math.floor((p * 5 + i) / 10), column: (p * 5 + i) % 10 }));
      const response = await players[p]!.client.post(`/api/pools/${poolId}/squares`, { squares: batch });
      expect(response.status).toBe(201);
      if (p < 19) expect(claimResponseSchema.parse(response.body).pool.digits).toBeNull();
    }
    const pool = poolSchema.parse((await clientFor(env()).get(`/api/pools/${poolId}`)).body);
    expect(pool).toMatchObject({ status: 'full', currentParticipants: 100 });
    expect(pool.draw.commitment).toBe(before.draw.commitment);
    expect(pool.draw.seed).toMatch(/^[0-9a-f]{64}$/);

    const sold = squareSchema.array().parse((await clientFor(env()).get(`/api/pools/${poolId}/squares`)).body);
    const owners = Array<string | null>(SQUARE_COUNT).fill(null);
    for (const s of sold) owners[squareIndex(s)] = s.userId;
    const check = await verifyDraw({ seedHex: pool.draw.seed!, commitment: pool.draw.commitment, owners, digits: pool.digits! });
    expect(check).toMatchObject({ commitmentMatches: true, digitsMatch: true });

    const late = await players[0]!.client.post(`/api/pools/${poolId}/squares`, { row: 9, column: 9 });
    expect(late.status).toBe(409);
  });

  it("lists a player's pools with their square count, spending and winnings", async () => {
    const poolId = await freshFreePool(env());
    const { client } = await signedInPlayer(env());
    await client.post(`/api/pools/${poolId}/squares`, { squares: [{ row: 2, column: 2 }, { row: 2, column: 3 }] });
    const list = userPoolSchema.array().parse((await client.get('/api/user-pools')).body);
    expect(list).toEqual([expect.objectContaining({ id: poolId, userSquareCount: 2, userSpentCents: 0, userWinningsCents: 0, currentParticipants: 2 })]);
    expect((await clientFor(env()).get('/api/user-pools')).status).toBe(401);
  });
});

describeEachDatabase('claiming under concurrency', (env) => {
  it('50 players racing for random and identical squares: nothing sold twice, nobody over the limit', async () => {
    const poolId = await freshFreePool(env());
    const players = await manyPlayers(env(), 50);
    let seed = 12345;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const attempts = players.flatMap((player, i) => {
      const requests: Promise<{ status: number }>[] = [];
      // Everyone also fights over the same hot squares.
      requests.push(player.client.post(`/api/pools/${poolId}/squares`, { row: 5, column: 5 }));
      requests.push(player.client.post(`/api/pools/${poolId}/squares`, { squares: [{ row: 0, column: i % 10 }, { row: 1, column: i % 10 }] }));
      for (let k = 0; k < 4; k++) {
        requests.push(player.client.post(`/api/pools/${poolId}/squares`, { row: Math.floor(random() * 10), column: Math.floor(random() * 10) }));
      }
      return requests;
    });
    const results = await Promise.all(attempts);
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);

    const { db } = env().database;
    const stored = await db.select().from(squares).where(eq(squares.poolId, poolId));
    const keys = stored.map((s) => `${s.row},${s.column}`);
    expect(new Set(keys).size).toBe(keys.length);
    const perPlayer = new Map<string, number>();
    for (const s of stored) perPlayer.set(s.userId!, (perPlayer.get(s.userId!) ?? 0) + 1);
    expect(Math.max(...perPlayer.values())).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.status === 201).length).toBeGreaterThan(0);
    expect(stored.filter((s) => s.row === 5 && s.column === 5)).toHaveLength(1);

    const pool = poolSchema.parse((await clientFor(env()).get(`/api/pools/${poolId}`)).body);
    expect(pool.currentParticipants).toBe(stored.length);
    const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(squares).where(eq(squares.poolId, poolId));
    expect(counted!.n).toBe(stored.length);
    expect(pool.status).toBe(stored.length === 100 ? 'full' : 'open');
  });

  it('fills a board under contention: exactly 100 squares, drawn once, verifiable', async () => {
    const poolId = await freshFreePool(env());
    const players = await manyPlayers(env(), 30, 'filler-race');
    // 30 players x 5 wanted squares each = 150 requests for 100 squares; all at once.
    const all = Array.from({ length: 100 }, (_, i) => ({ row: Math.floor(i / 10), column: i % 10 }));
    const results = await Promise.all(
      players.flatMap((player, p) =>
        Array.from({ length: 5 }, (_, k) => player.client.post(`/api/pools/${poolId}/squares`, all[(p * 7 + k * 13) % 100]!)),
      ),
    );
    const stored = await env().database.db.select().from(squares).where(eq(squares.poolId, poolId));
    const pool = poolSchema.parse((await clientFor(env()).get(`/api/pools/${poolId}`)).body);
    expect(results.filter((r) => r.status === 201)).toHaveLength(stored.length);
    expect(pool.currentParticipants).toBe(stored.length);
    if (stored.length === 100) {
      const owners = Array<string | null>(SQUARE_COUNT).fill(null);
      for (const s of stored) owners[squareIndex(s)] = s.userId;
      expect(await verifyDraw({ seedHex: pool.draw.seed!, commitment: pool.draw.commitment, owners, digits: pool.digits! })).toMatchObject({
        digitsMatch: true,
      });
    } else {
      expect(pool.digits).toBeNull();
    }
  });
});
