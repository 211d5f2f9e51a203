import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameSchema, nflScheduleEntrySchema } from '../../src/domain/schemas';
import { games, leagues } from '../../src/server/db/schema';
import { describeEachDatabase } from './support/harness';
import { changesHeard } from './support/events';

/**
 * GET /api/nfl/schedule/{season} (D10) and the league-wide game list the league
 * schedule page reads. The harness seeds the demo slate around 2026-11-21: twelve NFL games of the
 * 2026 season's W11, three of them finished (FT).
 */
describeEachDatabase('schedule API', (env) => {
  const get = async (url: string) => {
    const response = await env().app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as unknown };
  };
  const schedule = async (season: number | string) => {
    const { status, body } = await get(`/api/nfl/schedule/${season}`);
    expect(status).toBe(200);
    return nflScheduleEntrySchema.array().parse(body);
  };

  type Extra = Partial<typeof games.$inferInsert> & Pick<typeof games.$inferInsert, 'homeTeam' | 'gameDate'>;
  const ids: Record<string, number> = {};
  const add = async (key: string, game: Extra, leagueId = 1) => {
    const [row] = await env()
      .database.db.insert(games)
      .values({ leagueId, awayTeam: `${key} Visitors`, homeTeamColor: '#112233', awayTeamColor: '#445566', ...game })
      .returning({ id: games.id });
    ids[key] = row!.id;
  };

  beforeAll(async () => {
    // Season 2025 by its column, and by kickoff for games stored without one (Feb 2026 is still 2025's).
    await add('last-season', { homeTeam: 'Kansas City Chiefs', week: 'W3', season: 2025, gameDate: new Date('2025-09-21T17:00:00Z') });
    await add('super-bowl-no-season', { homeTeam: 'Seattle Seahawks', week: 'SB', season: null, gameDate: new Date('2026-02-08T23:30:00Z') });
    // 2026 games that are not in the seed's week: one without a season, one stored by its label.
    await add('hof-label', { homeTeam: 'Detroit Lions', week: 'Hall of Fame Weekend', season: 2026, gameDate: new Date('2026-08-06T00:00:00Z') });
    await add('october-no-season', { homeTeam: 'Buffalo Bills', week: 'W5', season: null, gameDate: new Date('2026-10-04T17:00:00Z') });
    // A live game shows its score; finished codes other than FT are finished too.
    await add('live', { homeTeam: 'Green Bay Packers', week: 'W11', season: 2026, gameDate: new Date('2026-11-21T13:00:00Z'), status: '3q', homeScore: 17, awayScore: 10, quarter: 3 });
    await add('final', { homeTeam: 'Dallas Cowboys', week: 'W10', season: 2026, gameDate: new Date('2026-11-15T18:00:00Z'), status: 'Final', homeScore: 20, awayScore: 23 });
    await add('completed', { homeTeam: 'Denver Broncos', week: 'W10', season: 2026, gameDate: new Date('2026-11-16T18:00:00Z'), status: 'completed' });
    // Another league's 2026 game never shows on the NFL schedule.
    await add('other-league', { homeTeam: 'Ohio State Buckeyes', week: 'W11', season: 2026, gameDate: new Date('2026-11-21T17:00:00Z') }, 3);
  });

  describe('GET /api/nfl/schedule/{season}', () => {
    it("lists the season's NFL games by kickoff, finished ones (FT, Final, completed) left out", async () => {
      const entries = await schedule(2026);
      const nflRows = await env().database.db.select().from(games).where(eq(games.leagueId, 1));
      const seeded2026 = nflRows.filter((g) => g.season === 2026 && g.week === 'W11' && !Object.values(ids).includes(g.id));
      expect(seeded2026.filter((g) => g.status === 'FT')).toHaveLength(3);

      const expected = [...seeded2026.filter((g) => g.status !== 'FT').map((g) => g.id), ids['hof-label'], ids['october-no-season'], ids['live']];
      expect(entries.map((e) => e.id).sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a! - b!));
      expect(entries.map((e) => e.id)).not.toContain(ids['final']);
      expect(entries.map((e) => e.id)).not.toContain(ids['completed']);
      expect(entries.map((e) => e.id)).not.toContain(ids['other-league']);

      const kickoffs = entries.map((e) => Date.parse(e.kickoff));
      expect(kickoffs).toEqual([...kickoffs].sort((a, b) => a - b));
      // Equal kickoffs (the seed has two Sunday 18:00 games) keep a stable order: by id.
      for (let i = 1; i < entries.length; i++) {
        if (kickoffs[i] === kickoffs[i - 1]) expect(entries[i]!.id).toBeGreaterThan(entries[i - 1]!.id);
      }
      expect(new Set(kickoffs).size).toBeLessThan(kickoffs.length);
    });

    it('names weeks by code and label, a stored label as its code', async () => {
      const entries = await schedule(2026);
      expect(entries[0]).toMatchObject({ id: ids['hof-label'], week: 'HOF', weekLabel: 'Hall of Fame Weekend', home: 'Detroit Lions', away: 'hof-label Visitors' });
      expect(entries.find((e) => e.id === ids['october-no-season'])).toMatchObject({ week: 'W5', weekLabel: 'Week 5' });
      expect(entries.filter((e) => e.week === 'W11').every((e) => e.weekLabel === 'Week 11')).toBe(true);
    });

    it('carries scores once a game has started, and the display state of its raw status', async () => {
      const entries = await schedule(2026);
      expect(entries.find((e) => e.id === ids['live'])).toMatchObject({
        status: '3q',
        state: 'LIVE',
        homeScore: 17,
        awayScore: 10,
        kickoff: '2026-11-21T13:00:00.000Z',
      });
      const upcoming = entries.filter((e) => e.id !== ids['live']);
      expect(upcoming.length).toBeGreaterThan(0);
      for (const entry of upcoming) expect(entry).toMatchObject({ state: 'SCHEDULED', homeScore: null, awayScore: null });
    });

    it('picks another season by its column or, without one, by kickoff', async () => {
      const entries = await schedule(2025);
      expect(entries.map((e) => e.id)).toEqual([ids['last-season'], ids['super-bowl-no-season']]);
      expect(entries[1]).toMatchObject({ week: 'SB', weekLabel: 'Super Bowl' });
      expect(await schedule(1999)).toEqual([]);
    });

    it('is public: no session needed', async () => {
      const response = await env().app.inject({ method: 'GET', url: '/api/nfl/schedule/2026', headers: { cookie: '' } });
      expect(response.statusCode).toBe(200);
    });

    it.each(['abc', '20x5', '1919', '2101', '99999', '202', '2025.5', '-2025'])('answers 400 naming the season for %j', async (season) => {
      const { status, body } = await get(`/api/nfl/schedule/${season}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'bad_request', message: expect.stringContaining('season must be a year from 1920 to 2100') });
    });

    it('accepts the first and last seasons of the range', async () => {
      expect((await get('/api/nfl/schedule/1920')).status).toBe(200);
      expect((await get('/api/nfl/schedule/2100')).status).toBe(200);
    });

    it("answers 404 'No NFL league found' when there is no NFL league", async () => {
      const db = env().database.db;
      await db.update(leagues).set({ name: 'NFL-RENAMED' }).where(eq(leagues.id, 1));
      await changesHeard(env());
      try {
        const { status, body } = await get('/api/nfl/schedule/2026');
        expect(status).toBe(404);
        expect(body).toMatchObject({ message: 'No NFL league found' });
      } finally {
        await db.update(leagues).set({ name: 'NFL' }).where(eq(leagues.id, 1));
        await changesHeard(env());
      }
    });
  });

  describe('GET /api/games?leagueId={id}&includeAll=true (the league schedule page)', () => {
    it('returns every game of the league, any week, season and status, with its week', async () => {
      const { status, body } = await get('/api/games?leagueId=1&includeAll=true');
      expect(status).toBe(200);
      const list = gameSchema.array().parse(body);
      const listed = new Set(list.map((g) => g.id));
      for (const key of ['last-season', 'super-bowl-no-season', 'hof-label', 'final', 'completed', 'live']) expect(listed.has(ids[key]!)).toBe(true);
      expect(listed.has(ids['other-league']!)).toBe(false);
      expect(new Set(list.map((g) => g.week))).toEqual(new Set(['W3', 'SB', 'Hall of Fame Weekend', 'W5', 'W10', 'W11']));
      const rows = await env().database.db.select({ id: games.id }).from(games).where(eq(games.leagueId, 1));
      expect(list).toHaveLength(rows.length);
    });
  });

  it('leaves the database as it found it', async () => {
    await env().database.db.delete(games).where(inArray(games.id, Object.values(ids)));
    expect(await schedule(2025)).toEqual([]);
  });
});
