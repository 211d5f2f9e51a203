import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { boardGeometry, headerDigits } from '../../src/domain/board-geometry';
import { boardOwners, drawDigitSets } from '../../src/domain/draw';
import { PERIODS } from '../../src/domain/periods';
import type { Pool } from '../../src/domain/schemas';
import { games, payouts, pools } from '../../src/server/db/schema';
import { settleEndedPeriods } from '../../src/server/modules/payouts';
import { describeEachDatabase, type TestEnv } from './support/harness';
import { signedInPlayer, type TestClient } from './support/client';
import { freshTierPools } from './support/pools';

const SMALL_BOARD_RULES = { numbers: 'period', reverseWinners: true, boardSize: 25 } as const;

async function createPool(env: TestEnv, client: TestClient, extra: Record<string, unknown>) {
  const { gameId } = await freshTierPools(env, { teams: { home: 'Buffalo Bills', away: 'Miami Dolphins' } });
  const answer = await client.post('/api/pools/private', { gameId, name: 'Family Squares', entryFee: 4, maxSquaresPerPlayer: 10, collection: 'organizer', ...extra });
  return { gameId, answer };
}

/**
 * Brute force over every square of a board: the squares whose row header carries `rowDigit` and whose
 * column header carries `columnDigit` (exactly one on either board size).
 */
function squareCarrying(digits: { rows: number[]; columns: number[] }, side: 5 | 10, rowDigit: number, columnDigit: number) {
  const geometry = boardGeometry(side === 5 ? 25 : 100);
  const rows = headerDigits(digits.rows, geometry);
  const columns = headerDigits(digits.columns, geometry);
  const found: { row: number; column: number }[] = [];
  for (let row = 0; row < side; row++) for (let column = 0; column < side; column++) if (rows[row]!.includes(rowDigit) && columns[column]!.includes(columnDigit)) found.push({ row, column });
  expect(found).toHaveLength(1);
  return found[0]!;
}

describeEachDatabase('private pool rule variants at creation, on the board and in settlement', (env) => {
  it('refuses an unknown option or value by name and creates nothing; a 25-square pool fills at 25', async () => {
    const { client } = await signedInPlayer(env());
    const privatePools = async () => (await env().database.db.select({ id: pools.id }).from(pools).where(eq(pools.isPrivate, true))).length;
    const before = await privatePools();
    for (const [rules, message] of [
      [{ boardSize: 36 }, 'Unknown board size: 36'],
      [{ numbers: 'quarter' }, 'Unknown numbers rule: quarter'],
      [{ reverse: true }, 'Unknown rules option: reverse'],
      [{ reverseWinners: 'yes' }, 'reverseWinners must be true or false'],
      ['period', 'rules must be an object'],
    ] as const) {
      const { answer } = await createPool(env(), client, { rules });
      expect(answer.status, JSON.stringify(rules)).toBe(400);
      expect(answer.text).toContain(message);
    }
    expect(await privatePools()).toBe(before);
    const { answer } = await createPool(env(), client, { rules: SMALL_BOARD_RULES });
    expect(answer.status).toBe(201);
    const pool = (await client.get(`/api/pools/${(answer.body as { pool: { id: number } }).pool.id}`)).body as Pool;
    expect(pool).toMatchObject({ rules: SMALL_BOARD_RULES, maxParticipants: 25, digits: null, digitSets: null });
  });

  it('a 25-square board with new numbers each period and reverse winners: squares 0-4 only, four sets from the published algorithm, each period settled by its own set', async () => {
    const { db } = env().database;
    const { client, user } = await signedInPlayer(env());
    const { gameId, answer } = await createPool(env(), client, { rules: SMALL_BOARD_RULES });
    const poolId = (answer.body as { pool: { id: number } }).pool.id;

    // Off the 5x5 board: refused with the board named, for a claim and for a guest's squares alike.
    for (const [url, body] of [
      [`/api/pools/${poolId}/squares`, { row: 5, column: 0 }],
      [`/api/pools/${poolId}/guest-squares`, { guestName: 'Ann', squares: [{ row: 0, column: 9 }] }],
    ] as const) {
      const refused = await client.post(url, body);
      expect(refused.status, url).toBe(400);
      expect(refused.text).toContain('is not on this 5x5 board: rows and columns are 0-4');
    }

    // The organizer takes 5 squares and enters two guests' 10 each: the 25th square draws the board.
    const all = Array.from({ length: 25 }, (_, i) => ({ row: Math.floor(i / 5), column: i % 5 }));
    expect((await client.post(`/api/pools/${poolId}/squares`, { squares: all.slice(0, 5) })).status).toBe(201);
    expect((await client.post(`/api/pools/${poolId}/guest-squares`, { guestName: 'Ann', squares: all.slice(5, 15) })).status).toBe(201);
    let pool = (await client.get(`/api/pools/${poolId}`)).body as Pool;
    expect(pool).toMatchObject({ status: 'open', currentParticipants: 15, digits: null, digitSets: null });
    expect((await client.post(`/api/pools/${poolId}/guest-squares`, { guestName: 'Bo', squares: all.slice(15, 25) })).status).toBe(201);
    pool = (await client.get(`/api/pools/${poolId}`)).body as Pool;
    expect(pool).toMatchObject({ status: 'full', currentParticipants: 25 });
    expect(pool.draw.seed).toMatch(/^[0-9a-f]{64}$/);

    // Every set recomputes from the seed and the 25-line ownership list; the board opens with the first.
    const sold = all.map((square, i) => ({ ...square, userId: i < 5 ? user.id : null }));
    const expected = await drawDigitSets(pool.draw.seed!, boardOwners(sold, 25), 'period');
    expect(pool.digitSets).toEqual(expected);
    expect(pool.digits).toEqual(expected[0]);

    // Kickoff, then the game: each period is won by its own set's squares, forward and reversed.
    await db.update(pools).set({ status: 'active' }).where(eq(pools.id, poolId));
    const scores = [
      { home: 7, away: 3 },
      { home: 14, away: 10 },
      { home: 17, away: 24 },
      { home: 27, away: 31 },
    ];
    await db
      .update(games)
      .set({
        status: 'final',
        q1Home: scores[0]!.home, q1Away: scores[0]!.away,
        q2Home: scores[1]!.home, q2Away: scores[1]!.away,
        q3Home: scores[2]!.home, q3Away: scores[2]!.away,
        finalHome: scores[3]!.home, finalAway: scores[3]!.away,
      })
      .where(eq(games.id, gameId));
    await env().app.deps.run(settleEndedPeriods, { gameId });
    const paid = await db.select().from(payouts).where(eq(payouts.poolId, poolId)).orderBy(asc(payouts.id));
    // $100 collected by the organizer (no house fee): $25 a period, split between the two squares.
    const wanted = PERIODS.flatMap((period, index) => {
      const set = expected[index]!;
      const score = scores[index]!;
      const forward = squareCarrying(set, 5, score.away % 10, score.home % 10);
      const reverse = squareCarrying(set, 5, score.home % 10, score.away % 10);
      const both = forward.row === reverse.row && forward.column === reverse.column;
      return [
        { period, role: 'forward', ...forward, amountCents: both ? 2500 : 1250 },
        { period, role: 'reverse', ...reverse, amountCents: both ? 0 : 1250 },
      ];
    });
    expect(paid.map(({ period, role, row, column, amountCents }) => ({ period, role, row, column, amountCents }))).toEqual(wanted);
  });
});
