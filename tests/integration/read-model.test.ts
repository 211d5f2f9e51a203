/**
 * The read model: the pool page's reads come from a read model in memory (src/server/read-model), kept until
 * the database's change events say a board changed. It must cost no correctness:
 * - read-your-writes for the claimer: once a claim is answered, the claimer's next read shows it;
 * - bounded staleness for everyone else: once a claim's event reached a process, no read that process
 *   answers after that shows the square as free;
 * - every change a pool read shows raises an event (migration 0018), so nothing stays stale for good.
 * A second app on the same database stands for another process: its own LISTEN connection and read model.
 */
import { count, eq, sql } from 'drizzle-orm';
import { squares } from '../../src/server/db/schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHANNELS } from '../../src/server/realtime/bus';
import { parsePoolNotification } from '../../src/server/realtime/notify';
import { startApp } from './support/app';
import { signedInAdmin } from './support/client';
import { describeEachDatabase } from './support/harness';
import { manyPlayers } from './support/players';
import { freshFreePool, freshTierPools } from './support/pools';

type Square = { id: number; row: number; column: number; userId: string | null; organizerPaid: boolean };
type Pool = { currentParticipants: number; name: string; nonprofitName: string | null; game: { homeTeam: string; homeScore: number }; leagueActiveWeek?: string | null };

describeEachDatabase('the read model', (env) => {
  let other: FastifyInstance;
  beforeAll(async () => {
    other = await startApp({ config: env().config, database: env().database, clock: () => env().now });
  });
  afterAll(async () => {
    await other?.close();
  });

  const read = async <T>(app: FastifyInstance, url: string): Promise<T> => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(200);
    return response.json() as T;
  };
  const cells = (squares: Square[]) => new Set(squares.map((s) => `${s.row},${s.column}`));

  it('never shows a claimed square as free: to the claimer once answered, to another process once its event arrived', async () => {
    const poolId = await freshFreePool(env());
    const players = await manyPlayers(env(), 12, 'reader');
    const squaresUrl = `/api/pools/${poolId}/squares`;
    // Both processes hold the empty board before the first claim.
    expect(await read<Square[]>(env().app, squaresUrl)).toEqual([]);
    expect(await read<Square[]>(other, squaresUrl)).toEqual([]);

    // In the other process, right after each claim's event was handled there, a read must show it.
    const checksAfterEvents: Promise<void>[] = [];
    let delivered = 0;
    const unsubscribe = other.deps.bus.on(CHANNELS.pools, (payload) => {
      const event = parsePoolNotification(payload);
      if (event?.type !== 'squares' || event.poolId !== poolId) return;
      delivered += event.squareIds.length;
      checksAfterEvents.push(
        read<Square[]>(other, squaresUrl).then((shown) => {
          const ids = new Set(shown.map((s) => s.id));
          for (const id of event.squareIds) expect(ids.has(id), `square ${id} after its event`).toBe(true);
        }),
      );
    });

    // Readers keep both processes' caches busy, so loads race the claims' invalidations.
    let claiming = true;
    const hammer = async (app: FastifyInstance) => {
      while (claiming) {
        await Promise.all([read(app, squaresUrl), read(app, `/api/pools/${poolId}`)]);
        // A read answered from memory never waits for I/O: let the claims' I/O run between rounds.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const hammering = [hammer(env().app), hammer(other)];

    let claimed = 0;
    await Promise.all(
      players.map(async ({ client }, p) => {
        for (let attempt = 0; attempt < 8; attempt++) {
          const cell = { row: (p + attempt * 3) % 10, column: (p * 3 + attempt) % 10 };
          const answer = await client.post(`/api/pools/${poolId}/squares`, { squares: [cell] });
          if (answer.status !== 201) continue; // taken by someone else or over the player's limit: fine
          // Every claim answered so far has committed: the claimer's very next reads count them all.
          const answered = ++claimed;
          const shown = await read<Square[]>(env().app, squaresUrl);
          expect(cells(shown).has(`${cell.row},${cell.column}`), `claimer sees ${cell.row},${cell.column}`).toBe(true);
          expect(shown.length).toBeGreaterThanOrEqual(answered);
          expect((await read<Pool>(env().app, `/api/pools/${poolId}`)).currentParticipants).toBeGreaterThanOrEqual(answered);
        }
      }),
    );
    claiming = false;
    await Promise.all(hammering);
    await expect.poll(() => delivered, { timeout: 5_000 }).toBe(claimed);
    await Promise.all(checksAfterEvents);
    unsubscribe();

    // Both processes end with the database's board.
    const [truth] = await env().database.db.select({ n: count() }).from(squares).where(eq(squares.poolId, poolId));
    console.log(`read model: ${claimed} claims, ${delivered} squares delivered to the other process, ${checksAfterEvents.length} reads right after events`);
    expect(claimed).toBeGreaterThan(20);
    expect(truth!.n).toBe(claimed);
    for (const app of [env().app, other]) {
      expect((await read<Square[]>(app, squaresUrl)).length).toBe(claimed);
      expect((await read<Pool>(app, `/api/pools/${poolId}`)).currentParticipants).toBe(claimed);
    }
  });

  it('hears every change a pool or a dashboard read shows, made anywhere (not only through this process)', async () => {
    const { gameId, byFee } = await freshTierPools(env());
    const poolId = byFee.get(0)!;
    const { db } = env().database;
    const [player] = await manyPlayers(env(), 1, 'organizer-mark');
    expect((await player!.client.post(`/api/pools/${poolId}/squares`, { squares: [{ row: 1, column: 1 }] })).status).toBe(201);
    const poolUrl = `/api/pools/${poolId}`;
    const poll = <T>(url: string, pick: (value: T) => unknown) => expect.poll(async () => pick(await read<T>(other, url)), { timeout: 3_000 });

    // Cached in the other process first; then each change is written straight to the database.
    await read(other, poolUrl);
    await read(other, `/api/pools/${poolId}/squares`);
    await read(other, `/api/games/${gameId}/pools`);

    await db.execute(sql`update pools set nonprofit_name = 'Food Bank' where id = ${poolId}`);
    await poll<Pool>(poolUrl, (p) => p.nonprofitName).toBe('Food Bank');
    await db.execute(sql`update games set home_team = 'Green Bay Packers' where id = ${gameId}`);
    await poll<Pool>(poolUrl, (p) => p.game.homeTeam).toBe('Green Bay Packers');
    await poll<Pool[]>(`/api/games/${gameId}/pools`, (ps) => ps.map((p) => p.game.homeTeam)).toEqual(Array(5).fill('Green Bay Packers'));
    await db.execute(sql`update squares set organizer_paid = true where pool_id = ${poolId}`);
    await poll<Square[]>(`/api/pools/${poolId}/squares`, (squares) => squares.map((s) => s.organizerPaid)).toEqual([true]);

    // A new pool of the game joins its list; a league's new active week reaches every pool of the league.
    await db.execute(sql`insert into pools (game_id, name, entry_fee_cents, house_fee_bps, max_squares_per_player, payout_scheme, payout_bps, draw_commitment, draw_seed, status)
      select game_id, 'Late addition', 999, house_fee_bps, 10, payout_scheme, payout_bps, draw_commitment, draw_seed, 'open' from pools where id = ${poolId}`);
    await poll<Pool[]>(`/api/games/${gameId}/pools`, (ps) => ps.map((p) => p.name)).toContain('Late addition');
    // The dashboard's lists: a new game of the active week joins its league's list; a league's change shows.
    type Game = { id: number; homeTeam: string };
    type League = { id: number; announcement: string | null };
    const gamesUrl = '/api/games?leagueId=1';
    const listed = await read<Game[]>(other, gamesUrl);
    expect(listed.length).toBeGreaterThan(0);
    await read(other, '/api/leagues');
    await db.execute(sql`insert into games (league_id, home_team, away_team, home_team_color, away_team_color, week, season, game_date)
      select league_id, 'Detroit Lions', 'Minnesota Vikings', home_team_color, away_team_color, week, season, game_date from games where id = ${listed[0]!.id}`);
    await poll<Game[]>(gamesUrl, (games) => games.length).toBe(listed.length + 1);
    await db.execute(sql`update leagues set announcement = 'Kickoff moved' where id = 1`);
    await poll<League[]>('/api/leagues', (leagues) => leagues.find((l) => l.id === 1)?.announcement).toBe('Kickoff moved');
    await db.execute(sql`update leagues set announcement = null where id = 1`);

    const { client: admin } = await signedInAdmin(env());
    const before = (await read<Pool>(other, poolUrl)).leagueActiveWeek;
    const week = before === 'W13' ? 'W12' : 'W13';
    expect((await admin.post('/api/leagues/1/active-week', { week })).status).toBe(200);
    await poll<Pool>(poolUrl, (p) => p.leagueActiveWeek).toBe(week);
    expect((await admin.post('/api/leagues/1/active-week', { week: before })).status).toBe(200);
  });
});
