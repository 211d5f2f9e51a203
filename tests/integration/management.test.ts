import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminPoolsResponseSchema, gameSchema, leagueSchema, poolSchema, type Pool } from '../../src/domain/schemas';
import { games, outbox, payments } from '../../src/server/db/schema';
import { clientFor, signedInAdmin, signedInPlayer, type TestClient } from './support/client';
import { describeEachDatabase } from './support/harness';
import { buySquares, createPayment, fillThroughCheckout, verifiedPlayer } from './support/payments';
import { manyPlayers } from './support/players';
import { freshTierPools } from './support/pools';

const DAY = 86_400_000;

type AuditRow = { action: string; actorUserId: string | null; details: Record<string, unknown> };

async function auditOf(admin: TestClient, action: string): Promise<AuditRow[]> {
  const response = await admin.get('/api/admin/audit-log?limit=500');
  expect(response.status).toBe(200);
  return (response.body as AuditRow[]).filter((row) => row.action === action);
}

/** The issues of a 400 answer, by path. */
function issuesOf(response: { status: number; body: unknown; text: string }): Record<string, string> {
  expect(response.status, response.text).toBe(400);
  const issues = (response.body as { issues?: { path: string; message: string }[] }).issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));
}

describeEachDatabase('management console: leagues', (env) => {
  let admin: TestClient;
  let adminId: string;
  beforeAll(async () => {
    ({ client: admin, user: { id: adminId } } = await signedInAdmin(env()));
  });

  it('an admin adds a league: the code is upper-cased, it starts active and without weeks, and is listed and audited', async () => {
    const created = await admin.post('/api/leagues', { name: 'xfl', displayName: 'XFL Football', sport: 'football', isActive: true });
    expect(created.status, created.text).toBe(201);
    const league = leagueSchema.parse(created.body);
    expect(league).toMatchObject({ name: 'XFL', displayName: 'XFL Football', sport: 'football', isActive: true, activeWeek: null, announcement: null });
    const listed = leagueSchema.array().parse((await clientFor(env()).get('/api/leagues')).body);
    expect(listed.find((l) => l.id === league.id)).toEqual(league);
    expect(await auditOf(admin, 'league_created')).toContainEqual(
      expect.objectContaining({ actorUserId: adminId, details: expect.objectContaining({ leagueId: league.id, name: 'XFL', sport: 'football' }) }),
    );
  });

  it.each(['basketball', 'baseball', 'hockey'] as const)('takes the sport %s; isActive defaults to true', async (sport) => {
    const code = { basketball: 'WNBA', baseball: 'MLB', hockey: 'NHL' }[sport];
    const created = await admin.post('/api/leagues', { name: code, displayName: `${code} league`, sport });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ name: code, sport, isActive: true });
  });

  it('refuses a code another league has, in any case, with a 409', async () => {
    for (const name of ['NFL', 'nfl', 'Xfl']) {
      const duplicate = await admin.post('/api/leagues', { name, displayName: 'Again', sport: 'football', isActive: true });
      expect(duplicate.status, name).toBe(409);
      expect(duplicate.body).toMatchObject({ message: `A league with the code ${name.toUpperCase()} already exists` });
    }
  });

  it.each([
    ['an unknown sport', { name: 'CURL', displayName: 'Curling', sport: 'curling' }, 'sport', 'Sport must be football, basketball, baseball or hockey'],
    ['a one-letter code', { name: 'N', displayName: 'N', sport: 'football' }, 'name', 'League Code must be 2 to 10 letters'],
    ['an 11-letter code', { name: 'ABCDEFGHIJK', displayName: 'Long', sport: 'football' }, 'name', 'League Code must be 2 to 10 letters'],
    ['a code with a digit', { name: 'NFL2', displayName: 'Two', sport: 'football' }, 'name', 'League Code must be 2 to 10 letters'],
    ['a code with a space', { name: 'NF L', displayName: 'Space', sport: 'football' }, 'name', 'League Code must be 2 to 10 letters'],
    ['no display name', { name: 'ABC', displayName: '   ', sport: 'football' }, 'displayName', 'Display Name is required'],
    ['isActive not a boolean', { name: 'ABC', displayName: 'Abc', sport: 'football', isActive: 'yes' }, 'isActive', 'isActive must be true or false'],
  ])('answers 400 naming the field for %s', async (_case, body, path, message) => {
    expect(issuesOf(await admin.post('/api/leagues', body))[path]).toBe(message);
  });

  it('turns a league off and on again (audited once per change); unknown leagues are 404, a bad body 400', async () => {
    const created = leagueSchema.parse((await admin.post('/api/leagues', { name: 'USFL', displayName: 'USFL', sport: 'football', isActive: true })).body);
    const off = await admin.request('PATCH', `/api/leagues/${created.id}`, { body: { isActive: false } });
    expect(off.status, off.text).toBe(200);
    expect(off.body).toMatchObject({ id: created.id, isActive: false });
    // The same value again changes nothing and writes no audit row.
    expect((await admin.request('PATCH', `/api/leagues/${created.id}`, { body: { isActive: false } })).body).toMatchObject({ isActive: false });
    const listed = leagueSchema.array().parse((await clientFor(env()).get('/api/leagues')).body);
    expect(listed.find((l) => l.id === created.id)?.isActive).toBe(false);
    expect((await admin.request('PATCH', `/api/leagues/${created.id}`, { body: { isActive: true } })).body).toMatchObject({ isActive: true });
    const changes = (await auditOf(admin, 'league_updated')).filter((row) => row.details.leagueId === created.id);
    expect(changes.map((row) => row.details.isActive)).toEqual([
      { from: false, to: true },
      { from: true, to: false },
    ]);

    expect((await admin.request('PATCH', '/api/leagues/99999', { body: { isActive: false } })).status).toBe(404);
    expect(issuesOf(await admin.request('PATCH', `/api/leagues/${created.id}`, { body: { isActive: 'off' } })).isActive).toBe('isActive must be true or false');
  });

  it('is for admins only: 401 signed out, 403 for a player, nothing created', async () => {
    const body = { name: 'SNEAK', displayName: 'Sneaky', sport: 'hockey', isActive: true };
    expect((await clientFor(env()).post('/api/leagues', body)).status).toBe(401);
    const { client: player } = await signedInPlayer(env());
    expect((await player.post('/api/leagues', body)).status).toBe(403);
    expect((await player.request('PATCH', '/api/leagues/1', { body: { isActive: false } })).status).toBe(403);
    const names = leagueSchema.array().parse((await clientFor(env()).get('/api/leagues')).body).map((l) => l.name);
    expect(names).not.toContain('SNEAK');
  });
});

describeEachDatabase('management console: games', (env) => {
  let admin: TestClient;
  beforeAll(async () => {
    ({ client: admin } = await signedInAdmin(env()));
  });
  const kickoff = (days: number) => new Date(env().now.getTime() + days * DAY).toISOString();
  const nflGame = (overrides: Record<string, unknown> = {}) => ({
    leagueId: 1,
    homeTeam: 'Kansas City Chiefs',
    awayTeam: 'Buffalo Bills',
    homeTeamColor: '#e31837',
    awayTeamColor: '#00338d',
    gameDate: kickoff(2),
    status: 'scheduled',
    homeScore: 0,
    awayScore: 0,
    quarter: 0,
    week: 'W12',
    ...overrides,
  });

  it('an admin schedules an NFL game: it gets its five open tier pools in the same transaction, and an audit row', async () => {
    const created = await admin.post('/api/games', nflGame());
    expect(created.status, created.text).toBe(201);
    const game = gameSchema.parse(created.body);
    expect(game).toMatchObject({
      leagueId: 1,
      homeTeam: 'Kansas City Chiefs',
      awayTeam: 'Buffalo Bills',
      homeTeamColor: '#e31837',
      awayTeamColor: '#00338d',
      week: 'W12',
      status: 'scheduled',
      homeScore: 0,
      awayScore: 0,
      quarter: 0,
      gameDate: kickoff(2),
    });
    const pools = poolSchema.array().parse((await clientFor(env()).get(`/api/games/${game.id}/pools`)).body);
    expect(pools.map((p) => [p.entryFee, p.status, p.currentParticipants, p.maxParticipants, p.isPrivate])).toEqual([
      ['0.00', 'open', 0, 100, false],
      ['1.00', 'open', 0, 100, false],
      ['5.00', 'open', 0, 100, false],
      ['10.00', 'open', 0, 100, false],
      ['25.00', 'open', 0, 100, false],
    ]);
    const [audit] = (await auditOf(admin, 'game_created')).filter((row) => row.details.gameId === game.id);
    expect(audit?.details).toMatchObject({ leagueId: 1, homeTeam: 'Kansas City Chiefs', awayTeam: 'Buffalo Bills', week: 'W12', pools: pools.map((p) => p.id) });
  });

  it("without a week the game goes in the league's active week, so it is on the dashboard; NFL abbreviations are stored as names; colours default to blue and red", async () => {
    const { homeTeamColor: _h, awayTeamColor: _a, week: _w, ...body } = nflGame({ homeTeam: 'DEN', awayTeam: 'lv', gameDate: kickoff(3) });
    const created = await admin.post('/api/games', body);
    expect(created.status, created.text).toBe(201);
    const game = gameSchema.parse(created.body);
    const nfl = leagueSchema.array().parse((await clientFor(env()).get('/api/leagues')).body).find((l) => l.id === 1)!;
    expect(game).toMatchObject({ week: nfl.activeWeek, homeTeam: 'Denver Broncos', awayTeam: 'Las Vegas Raiders', homeTeamColor: '#1d4ed8', awayTeamColor: '#dc2626' });
    const dashboard = gameSchema.array().parse((await clientFor(env()).get('/api/games?leagueId=1')).body);
    expect(dashboard.map((g) => g.id)).toContain(game.id);
  });

  it('takes any team names in a league other than the NFL', async () => {
    const league = leagueSchema.parse((await admin.post('/api/leagues', { name: 'BEER', displayName: 'Beer League', sport: 'hockey', isActive: true })).body);
    const created = await admin.post('/api/games', nflGame({ leagueId: league.id, homeTeam: '  Springfield Atoms ', awayTeam: 'Shelbyville Sharks', week: undefined }));
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ leagueId: league.id, homeTeam: 'Springfield Atoms', awayTeam: 'Shelbyville Sharks', week: null });
    expect(poolSchema.array().parse((await clientFor(env()).get(`/api/games/${(created.body as { id: number }).id}/pools`)).body)).toHaveLength(5);
  });

  it.each([
    ['home = away', { awayTeam: 'Kansas City Chiefs' }, 'awayTeam', 'Home and away teams must be different'],
    ['home = away by abbreviation', { awayTeam: 'KC' }, 'awayTeam', 'Home and away teams must be different'],
    ['a malformed date', { gameDate: '2026-13-45T25:00:00Z' }, 'gameDate', 'Game date must be a date and time such as 2025-09-07T17:00:00Z'],
    ['a date without a time', { gameDate: '2026-12-01' }, 'gameDate', 'Game date must be a date and time such as 2025-09-07T17:00:00Z'],
    ['words for a date', { gameDate: 'next tuesday' }, 'gameDate', 'Game date must be a date and time such as 2025-09-07T17:00:00Z'],
    ['a kickoff in the past', { gameDate: '2026-11-20T15:00:00Z' }, 'gameDate', 'Kickoff must be in the future'],
    ['an unknown week code', { week: 'W19' }, 'week', 'Week must be a week code: HOF, PS1-PS4, W1-W18, WC, DIV, CONF or SB'],
    ['an unknown league', { leagueId: 99999 }, 'leagueId', 'League 99999 does not exist'],
    ['a leagueId as text', { leagueId: '1' }, 'leagueId', 'Please select a league'],
    ['a team that is not in the NFL', { homeTeam: 'Springfield Atoms' }, 'homeTeam', 'Springfield Atoms is not an NFL team: choose one of the 32 NFL teams'],
    ['no away team', { awayTeam: ' ' }, 'awayTeam', 'Away team is required'],
    ['a colour that is not hex', { homeTeamColor: 'blue' }, 'homeTeamColor', 'Team color must be a hex color such as #1d4ed8'],
    ['a finished status', { status: 'FT' }, 'status', "A new game starts with status 'scheduled': its scores come from the score feed"],
    ['a score', { homeScore: 7 }, 'homeScore', 'A new game starts at 0 (scores and quarter come from the score feed)'],
  ])('answers 400 naming the field for %s, and creates nothing', async (_case, overrides, path, message) => {
    const before = gameSchema.array().parse((await clientFor(env()).get('/api/games?includeAll=true')).body).length;
    expect(issuesOf(await admin.post('/api/games', nflGame({ gameDate: kickoff(5), ...overrides })))[path]).toBe(message);
    expect(gameSchema.array().parse((await clientFor(env()).get('/api/games?includeAll=true')).body)).toHaveLength(before);
  });

  it('accepts a week label or code in any case, stored as the code', async () => {
    const created = await admin.post('/api/games', nflGame({ homeTeam: 'Miami Dolphins', awayTeam: 'New York Jets', week: 'wild card', gameDate: kickoff(6) }));
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ week: 'WC' });
  });

  it('refuses the same matchup at the same kickoff twice with a 409', async () => {
    const body = nflGame({ homeTeam: 'Detroit Lions', awayTeam: 'Chicago Bears', gameDate: kickoff(4) });
    const first = await admin.post('/api/games', body);
    expect(first.status).toBe(201);
    const again = await admin.post('/api/games', body);
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toBe(`Chicago Bears @ Detroit Lions at that kickoff is already scheduled (game ${(first.body as { id: number }).id})`);
  });

  it('is for admins only', async () => {
    expect((await clientFor(env()).post('/api/games', nflGame())).status).toBe(401);
    const { client: player } = await signedInPlayer(env());
    expect((await player.post('/api/games', nflGame())).status).toBe(403);
  });
});

describeEachDatabase('management console: pools', (env) => {
  let admin: TestClient;
  beforeAll(async () => {
    ({ client: admin } = await signedInAdmin(env()));
  });
  const setStatus = (poolId: number, status: string, client: TestClient = admin) => client.request('PATCH', `/api/pools/${poolId}`, { body: { status } });
  const poolOf = async (poolId: number): Promise<Pool> => poolSchema.parse((await admin.get(`/api/pools/${poolId}`)).body);

  async function expectRefused(poolId: number, to: string, reason: string) {
    const before = await poolOf(poolId);
    const response = await setStatus(poolId, to);
    expect(response.status, response.text).toBe(409);
    expect(response.body).toMatchObject({ message: reason, code: 'conflict' });
    expect((await poolOf(poolId)).status).toBe(before.status);
  }

  it('open pools: full, completed and (unfilled paid) active are refused with the reason; a free pool locks and draws', async () => {
    const { byFee } = await freshTierPools(env());
    const paid = byFee.get(500)!;
    const free = byFee.get(0)!;
    await expectRefused(paid, 'full', 'Cannot change this pool from open to full: the board is not full (0 of 100 squares sold); a pool becomes full by itself when its last square is sold');
    await expectRefused(paid, 'active', 'Cannot change this pool from open to active: a paid pool that did not fill (0 of 100 squares sold) is not played: cancel it to refund its entries');
    await expectRefused(paid, 'completed', "Cannot change this pool from open to completed: only a pool in play (active) completes, once its game's final score is settled");

    // The same status is no change at all.
    const same = await setStatus(paid, 'open');
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ id: paid, status: 'open' });

    const locked = await setStatus(free, 'active');
    expect(locked.status, locked.text).toBe(200);
    const pool = poolSchema.parse(locked.body);
    expect(pool.status).toBe('active');
    expect(pool.digits).not.toBeNull();
    expect(pool.draw.seed).not.toBeNull();
    await expectRefused(free, 'open', 'Cannot change this pool from active to open: its digits are drawn, so its board can never go back on sale');
    await expectRefused(free, 'full', 'Cannot change this pool from active to full: the board is locked and in play');
    await expectRefused(free, 'completed', 'Cannot change this pool from active to completed: its game has no final score yet; the pool completes by itself when the final score is settled');
  });

  it('active -> completed once the game has its final score: the final period is settled, which completes the pool', async () => {
    const { gameId, byFee } = await freshTierPools(env(), { teams: { home: 'Seattle Seahawks', away: 'Arizona Cardinals' } });
    const free = byFee.get(0)!;
    expect((await setStatus(free, 'active')).status).toBe(200);
    // The final score is in but the settlement has not run yet (as after a crash between the two).
    await env()
      .database.db.update(games)
      .set({ status: 'FT', quarter: 4, homeScore: 24, awayScore: 17, q1Home: 7, q1Away: 3, q2Home: 14, q2Away: 10, q3Home: 17, q3Away: 10, finalHome: 24, finalAway: 17 })
      .where(eq(games.id, gameId));
    const completed = await setStatus(free, 'completed');
    expect(completed.status, completed.text).toBe(200);
    const pool = poolSchema.parse(completed.body);
    expect(pool.status).toBe('completed');
    expect(pool.winners.map((w) => [w.period, w.homeScore, w.awayScore])).toEqual([
      ['Q1', 7, 3],
      ['Q2', 14, 10],
      ['Q3', 17, 10],
      ['FINAL', 24, 17],
    ]);
    await expectRefused(free, 'open', 'Cannot change this pool from completed to open: a completed pool is final (its winners are settled and paid from escrow)');
    await expectRefused(free, 'cancelled', 'Cannot change this pool from completed to cancelled: a completed pool is final (its winners are settled and paid from escrow)');
    await expectRefused(free, 'active', 'Cannot change this pool from completed to active: a completed pool is final (its winners are settled and paid from escrow)');
  });

  it('cancelling an open paid pool refunds every paid entry in the same change: authorizations voided, one notice per player; cancelled is final', async () => {
    const { byFee } = await freshTierPools(env(), { teams: { home: 'Tennessee Titans', away: 'Houston Texans' } });
    const poolId = byFee.get(500)!;
    const alice = await verifiedPlayer(env());
    const bob = await verifiedPlayer(env());
    expect((await buySquares(alice.client, poolId, [{ row: 0, column: 0 }, { row: 0, column: 1 }], 1000)).purchase.status).toBe(200);
    expect((await buySquares(bob.client, poolId, [{ row: 5, column: 5 }], 500)).purchase.status).toBe(200);

    const cancelled = await setStatus(poolId, 'cancelled');
    expect(cancelled.status, cancelled.text).toBe(200);
    const pool = poolSchema.parse(cancelled.body);
    expect(pool).toMatchObject({ status: 'cancelled', refundState: 'pending' });
    expect(pool.escrow).toMatchObject({ collectedCents: 1500, authorizedCents: 0, capturedCents: 0, refundedCents: 1500 });

    const rows = await env().database.db.select().from(payments).where(eq(payments.poolId, poolId));
    expect(rows.map((p) => [p.status, p.providerAction, p.providerActionDoneAt !== null])).toEqual([
      ['refunded', 'cancel', true],
      ['refunded', 'cancel', true],
    ]);
    const notices = await env().database.db.select().from(outbox).where(eq(outbox.kind, 'pool_refunded'));
    expect(notices.filter((n) => (n.payload as { poolId: number }).poolId === poolId).map((n) => n.email).sort()).toEqual([alice.email, bob.email].sort());
    const audit = (await auditOf(admin, 'pool_status_changed')).filter((row) => row.details.poolId === poolId);
    expect(audit.map((row) => row.details)).toEqual([expect.objectContaining({ from: 'open', to: 'cancelled', paymentsRefunded: 2 })]);

    // Nobody can buy in any more, and nothing brings it back.
    const late = await verifiedPlayer(env());
    expect((await createPayment(late.client, poolId, [{ row: 9, column: 9 }], 500)).status).toBe(409);
    for (const to of ['open', 'full', 'active', 'completed']) {
      await expectRefused(poolId, to, `Cannot change this pool from cancelled to ${to}: a cancelled pool is final (its paid entries were refunded)`);
    }
    // Cancelling again changes nothing and refunds nothing twice.
    expect((await setStatus(poolId, 'cancelled')).status).toBe(200);
    expect((await env().database.db.select().from(outbox).where(eq(outbox.kind, 'pool_refunded'))).filter((n) => (n.payload as { poolId: number }).poolId === poolId)).toHaveLength(2);
  });

  it('a full paid board: cannot reopen or complete, locks into play, and cancelling it in play refunds all 20 players', async () => {
    const { byFee } = await freshTierPools(env(), { teams: { home: 'New Orleans Saints', away: 'Atlanta Falcons' } });
    const poolId = byFee.get(100)!;
    await fillThroughCheckout(await manyPlayers(env(), 20, 'filler'), poolId, 100);
    const full = await poolOf(poolId);
    expect(full).toMatchObject({ status: 'full', currentParticipants: 100 });
    await expectRefused(poolId, 'open', 'Cannot change this pool from full to open: its digits are drawn, so its board can never go back on sale');
    await expectRefused(poolId, 'completed', "Cannot change this pool from full to completed: only a pool in play (active) completes, once its game's final score is settled");

    const active = await setStatus(poolId, 'active');
    expect(active.status, active.text).toBe(200);
    expect(poolSchema.parse(active.body)).toMatchObject({ status: 'active', digits: full.digits });

    const cancelled = await setStatus(poolId, 'cancelled');
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(poolSchema.parse(cancelled.body).escrow).toMatchObject({ collectedCents: 10_000, refundedCents: 10_000, authorizedCents: 0 });
    const rows = await env().database.db.select().from(payments).where(eq(payments.poolId, poolId));
    expect(rows).toHaveLength(20);
    expect(rows.every((p) => p.status === 'refunded' && p.providerActionDoneAt !== null)).toBe(true);
  });

  it('unknown pools are 404, an unknown status 400, players 403', async () => {
    expect((await setStatus(999_999, 'cancelled')).status).toBe(404);
    const { byFee } = await freshTierPools(env(), { teams: { home: 'Baltimore Ravens', away: 'Cleveland Browns' } });
    expect(issuesOf(await setStatus(byFee.get(0)!, 'paused')).status).toBe('status must be one of open, full, active, completed or cancelled');
    const { client: player } = await signedInPlayer(env());
    expect((await setStatus(byFee.get(0)!, 'cancelled', player)).status).toBe(403);
    expect((await poolOf(byFee.get(0)!)).status).toBe('open');
  });

  it('the Refund button path: refunds an open pool that is not full, refuses one that is not open', async () => {
    const { byFee } = await freshTierPools(env(), { teams: { home: 'Pittsburgh Steelers', away: 'Cincinnati Bengals' } });
    const poolId = byFee.get(1000)!;
    const player = await verifiedPlayer(env());
    expect((await buySquares(player.client, poolId, [{ row: 1, column: 1 }], 1000)).purchase.status).toBe(200);
    const refunded = await admin.post(`/api/pools/${poolId}/refund`);
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body).toEqual({ message: 'Pool refunded successfully', poolId, paymentsRefunded: 1 });
    expect((await poolOf(poolId)).status).toBe('cancelled');
    expect((await admin.post(`/api/pools/${poolId}/refund`)).status).toBe(409);
  });

  describe('GET /api/admin/pools', () => {
    it('lists every pool with its game, private ones included (unlike GET /api/pools), pools in play before finished ones', async () => {
      const { gameId } = await freshTierPools(env(), { teams: { home: 'Minnesota Vikings', away: 'Green Bay Packers' } });
      const { client: organizer } = await signedInPlayer(env());
      const privatePool = await organizer.post('/api/pools/private', { gameId, name: 'Office Vikings Pool', entryFee: 0, maxSquaresPerPlayer: 5, inviteEmails: [] });
      expect(privatePool.status, privatePool.text).toBe(201);
      const privateId = (privatePool.body as { pool: { id: number } }).pool.id;

      const response = await admin.get('/api/admin/pools?q=vikings&limit=200');
      expect(response.status, response.text).toBe(200);
      const { pools, total } = adminPoolsResponseSchema.parse(response.body);
      expect(total).toBe(6);
      expect(pools.map((p) => [p.name, p.isPrivate])).toEqual([
        ['Free Pool', false],
        ['$1 Pool', false],
        ['$5 Pool', false],
        ['$10 Pool', false],
        ['$25 Pool', false],
        ['Office Vikings Pool', true],
      ]);
      expect(pools[0]!.game).toMatchObject({ id: gameId, homeTeam: 'Minnesota Vikings', awayTeam: 'Green Bay Packers' });
      const publicIds = poolSchema.array().parse((await clientFor(env()).get('/api/pools')).body).map((p) => p.id);
      expect(publicIds).not.toContain(privateId);

      const everything = adminPoolsResponseSchema.parse((await admin.get('/api/admin/pools?limit=200')).body);
      const finishedAt = everything.pools.findIndex((p) => p.status === 'completed' || p.status === 'cancelled');
      expect(finishedAt).toBeGreaterThan(0);
      expect(everything.pools.slice(finishedAt).every((p) => p.status === 'completed' || p.status === 'cancelled')).toBe(true);
    });

    it('narrows by league and status, pages with limit and offset, and counts the total', async () => {
      const completed = adminPoolsResponseSchema.parse((await admin.get('/api/admin/pools?status=completed&leagueId=2&limit=200')).body);
      expect(completed.total).toBeGreaterThan(0);
      expect(completed.pools.every((p) => p.status === 'completed' && p.game.leagueId === 2)).toBe(true);

      const first = adminPoolsResponseSchema.parse((await admin.get('/api/admin/pools?limit=3&offset=0')).body);
      const second = adminPoolsResponseSchema.parse((await admin.get('/api/admin/pools?limit=3&offset=3')).body);
      expect(first.pools).toHaveLength(3);
      expect(second.total).toBe(first.total);
      expect(second.pools.map((p) => p.id)).not.toContain(first.pools[0]!.id);

      // LIKE wildcards in the words are taken literally.
      expect(adminPoolsResponseSchema.parse((await admin.get('/api/admin/pools?q=%25')).body).total).toBe(0);
      expect((await admin.get('/api/admin/pools?status=paused')).status).toBe(400);
      expect((await admin.get('/api/admin/pools?limit=0')).status).toBe(400);
    });

    it('is for admins only', async () => {
      expect((await clientFor(env()).get('/api/admin/pools')).status).toBe(401);
      const { client: player } = await signedInPlayer(env());
      expect((await player.get('/api/admin/pools')).status).toBe(403);
    });
  });
});
