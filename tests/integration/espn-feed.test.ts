import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { games, leagues, payouts, pools } from '../../src/server/db/schema';
import { runLifecycleTick } from '../../src/server/jobs/lifecycle';
import { createTierPools } from '../../src/server/modules/pools';
import { claimSquares } from '../../src/server/modules/squares';
import { EspnScoreFeed } from '../../src/server/scores/espn';
import { sharedDataDir } from '../support/shared-data';
import { describeEachDatabase } from './support/harness';
import { manyPlayers } from './support/players';

/**
 * The production feed end to end, never touching the internet: a local HTTP server answers with the
 * recorded ESPN scoreboard of 2022-09-11 (week 1, fourth quarter of the early games), and the ticker
 * carries it into our games, pools and payouts.
 */
const SHARED = sharedDataDir();
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  const week1 = readFileSync(path.join(SHARED, 'espn-scoreboard-nfl-inprogress-q4.json'), 'utf8');
  server = createServer((request, response) => {
    const url = new URL(request.url!, 'http://localhost');
    const recorded = url.pathname === '/apis/site/v2/sports/football/nfl/scoreboard' && url.searchParams.get('dates') === '20220911';
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(recorded ? week1 : JSON.stringify({ events: [] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describeEachDatabase('ESPN feed through the lifecycle', (env) => {
  it('maps a final and an in-progress game into our games, pools and payouts', async () => {
    const { db } = env().database;
    const insertGame = (home: string, away: string, kickoff: string) =>
      db
        .insert(games)
        .values({ leagueId: 1, homeTeam: home, awayTeam: away, homeTeamColor: '#008e97', awayTeamColor: '#002244', week: 'W1', season: 2022, gameDate: new Date(kickoff) })
        .returning()
        .then((rows) => rows[0]!);
    // The recorded Sunday is the NFL's active week here (earlier weeks take no new squares).
    await db.update(leagues).set({ activeWeek: 'W1', season: 2022 }).where(eq(leagues.id, 1));
    const final = await insertGame('Miami Dolphins', 'New England Patriots', '2022-09-11T17:00:00Z');
    const inPlay = await insertGame('Washington Commanders', 'Jacksonville Jaguars', '2022-09-11T17:00:00Z');
    const tiers = await createTierPools(db, final.id, env().now);
    await createTierPools(db, inPlay.id, env().now);
    const free = tiers.find((p) => p.entryFeeCents === 0)!;
    const players = await manyPlayers(env(), 3, 'espn');
    for (const [i, player] of players.entries()) {
      await claimSquares(env().app.deps.claims, {
        poolId: free.id,
        userId: player.userId,
        squares: [{ row: i, column: i }],
        now: new Date('2022-09-10T12:00:00Z'),
      });
    }

    const feed = new EspnScoreFeed({ baseUrl, leagueCodes: (id) => (id === 1 ? 'NFL' : undefined) });
    const report = await runLifecycleTick({ database: env().database, feed, now: new Date('2022-09-11T20:05:00Z') });
    expect(report.applied).toBeGreaterThanOrEqual(2);

    const [miami] = await db.select().from(games).where(eq(games.id, final.id));
    // Miami (home) led 3-0, 17-0 and 20-7, and won 20-7.
    expect(miami).toMatchObject({ status: 'FT', homeScore: 20, awayScore: 7, q1Home: 3, q1Away: 0, q2Home: 17, q2Away: 0, q3Home: 20, q3Away: 7, finalHome: 20, finalAway: 7 });
    const [washington] = await db.select().from(games).where(eq(games.id, inPlay.id));
    // Washington (home) 20, Jacksonville 22, in the fourth quarter: Q1-Q3 ended, the final not yet.
    expect(washington).toMatchObject({ status: '4q', quarter: 4, homeScore: 20, awayScore: 22, finalHome: null });
    expect([washington!.q1Home, washington!.q1Away, washington!.q2Home, washington!.q2Away, washington!.q3Home, washington!.q3Away]).toEqual([7, 3, 14, 3, 14, 12]);

    // The free pool drew at kickoff and settled all four periods (paying nothing: a free pool).
    const [drawn] = await db.select().from(pools).where(eq(pools.id, free.id));
    expect(drawn).toMatchObject({ status: 'completed' });
    const settled = await db.select().from(payouts).where(eq(payouts.poolId, free.id));
    expect(settled.map((p) => p.period).sort()).toEqual(['FINAL', 'Q1', 'Q2', 'Q3']);

    // A second poll of the same scoreboard changes nothing.
    const again = await runLifecycleTick({ database: env().database, feed, now: new Date('2022-09-11T20:06:00Z') });
    expect(again.applied).toBe(0);
  });
});
