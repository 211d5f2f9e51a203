import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { leagueChangedEventSchema, poolChangedEventSchema, type Game, type League, type Pool, type UserPool } from '../../src/domain/schemas';
import { isPoolAvailable, poolBadgeLabel, poolDisplayStatus } from '../../src/domain/status';
import type { WeekCode } from '../../src/domain/weeks';
import { runUseCase } from '../../src/server/core/use-case';
import { auditLog, leagues, pools as poolRows } from '../../src/server/db/schema';
import { createGame } from '../../src/server/modules/games';
import { createGamePools } from '../../src/server/modules/pools';
import { clientFor, signedInAdmin, signedInPlayer, type TestClient } from './support/client';
import { changesHeard } from './support/events';
import { describeEachDatabase, type TestEnv } from './support/harness';
import { confirmCard, createPayment, recordPurchase, startCheckout, verifiedPlayer } from './support/payments';
import { SseReader } from './support/sse';

const NFL = 1;
const NBA = 2;
const DAY_MS = 86_400_000;

/** A new NFL game of `week` kicking off in two days, with its five tier pools by entry fee. */
async function gameOfWeek(env: TestEnv, week: WeekCode, teams = { home: 'Seattle Seahawks', away: 'Los Angeles Rams' }) {
  return runUseCase(env.database.db, () => env.now, async (ctx) => {
    const game = await createGame(ctx, {
      leagueId: NFL,
      home: { name: teams.home, color: '#002244' },
      away: { name: teams.away, color: '#003594' },
      week,
      season: 2026,
      gameDate: new Date(env.now.getTime() + 2 * DAY_MS),
    });
    const pools = await createGamePools(ctx, { gameId: game.id });
    return { gameId: game.id, byFee: new Map(pools.map((p) => [p.entryFeeCents, p.id])) };
  }, undefined);
}

function setWeek(client: TestClient, week: unknown, leagueId = NFL) {
  return client.post(`/api/leagues/${leagueId}/active-week`, { week });
}

/** The admin sets the NFL's week directly (test setup), so every test starts from a known week. */
async function startAt(env: TestEnv, week: WeekCode) {
  await env.database.db.update(leagues).set({ activeWeek: week }).where(eq(leagues.id, NFL));
}

describeEachDatabase(
  'active week: routes, what advancing changes, and live dashboards',
  (env) => {
    it('reads publicly, changes for admins only, and refuses what is not a week with a reason', async () => {
      await startAt(env(), 'W12');
      const visitor = clientFor(env());
      expect(await visitor.get(`/api/leagues/${NFL}/active-week`)).toMatchObject({ status: 200, body: { activeWeek: 'W12' } });
      expect(await visitor.get(`/api/leagues/${NBA}/active-week`)).toMatchObject({ status: 200, body: { activeWeek: null } });
      expect((await visitor.get('/api/leagues/999/active-week')).status).toBe(404);
      expect((await visitor.get('/api/leagues/abc/active-week')).status).toBe(400);

      expect((await setWeek(visitor, 'W13')).status).toBe(401);
      const { client: player } = await signedInPlayer(env());
      expect((await setWeek(player, 'W13')).status).toBe(403);

      const { client: admin } = await signedInAdmin(env());
      for (const bad of ['W19', 'w13', 'Week 13', '', 13, null, undefined]) {
        const answer = await setWeek(admin, bad);
        expect(answer.status, JSON.stringify(bad)).toBe(400);
        expect(answer.text).toContain('week must be one of the 27 week codes (HOF, PS1-PS4, W1-W18, WC, DIV, CONF, SB)');
      }
      expect((await setWeek(admin, 'W13', 999)).status).toBe(404);
      const weekless = await setWeek(admin, 'W13', NBA);
      expect(weekless.status).toBe(409);
      expect((weekless.body as { message: string }).message).toBe(
        'NBA has no weeks: its dashboard shows the whole current season, so there is no active week to change',
      );
      // Nothing of that changed the week.
      expect((await visitor.get(`/api/leagues/${NFL}/active-week`)).body).toEqual({ activeWeek: 'W12' });

      // An NFL without a week yet (made in the console) gets its first one here.
      await env().database.db.update(leagues).set({ activeWeek: null }).where(eq(leagues.id, NFL));
      expect(await setWeek(admin, 'PS1')).toMatchObject({ status: 200, body: { activeWeek: 'PS1', previousWeek: null, changed: true } });
      expect((await visitor.get(`/api/leagues/${NFL}/active-week`)).body).toEqual({ activeWeek: 'PS1' });
    });

    it('moves the dashboard to the new week, audited; the same week again changes nothing', async () => {
      await startAt(env(), 'W12');
      const thisWeek = await gameOfWeek(env(), 'W12');
      const nextWeek = await gameOfWeek(env(), 'W13', { home: 'Miami Dolphins', away: 'New York Jets' });
      const visitor = clientFor(env());
      const dashboardGames = async () => ((await visitor.get(`/api/games?leagueId=${NFL}`)).body as Game[]).map((g) => g.id);
      const nflLeague = async () => ((await visitor.get('/api/leagues')).body as League[]).find((l) => l.id === NFL)!;

      expect(await dashboardGames()).toContain(thisWeek.gameId);
      expect(await dashboardGames()).not.toContain(nextWeek.gameId);

      const { client: admin, user } = await signedInAdmin(env());
      const answer = await setWeek(admin, 'W13');
      expect(answer).toMatchObject({ status: 200, body: { activeWeek: 'W13', previousWeek: 'W12', changed: true } });
      expect((await nflLeague()).activeWeek).toBe('W13');
      const shown = await dashboardGames();
      expect(shown).toContain(nextWeek.gameId);
      expect(shown).not.toContain(thisWeek.gameId);
      expect(((await visitor.get(`/api/games?leagueId=${NFL}`)).body as Game[]).every((g) => g.week === 'W13')).toBe(true);
      // The previous week's games are still there for whoever asks for everything (schedules, admin tools).
      expect(((await visitor.get(`/api/games?leagueId=${NFL}&includeAll=true`)).body as Game[]).map((g) => g.id)).toContain(thisWeek.gameId);

      const audited = await env()
        .database.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'active_week_changed'), eq(auditLog.actorUserId, user.id)));
      expect(audited.map((a) => a.details)).toContainEqual({ leagueId: NFL, league: 'NFL', from: 'W12', to: 'W13' });

      const again = await setWeek(admin, 'W13');
      expect(again).toMatchObject({ status: 200, body: { activeWeek: 'W13', previousWeek: 'W13', changed: false } });
      const auditedAfter = await env().database.db.select().from(auditLog).where(eq(auditLog.action, 'active_week_changed'));
      expect(auditedAfter.filter((a) => (a.details as { to?: string }).to === 'W13' && a.actorUserId === user.id)).toHaveLength(1);
    });

    it("makes the previous week's pools read-only (claims and new checkouts 409) while the new week's take squares", async () => {
      await startAt(env(), 'W12');
      const old = await gameOfWeek(env(), 'W12', { home: 'Dallas Cowboys', away: 'Philadelphia Eagles' });
      const current = await gameOfWeek(env(), 'W13', { home: 'Detroit Lions', away: 'Minnesota Vikings' });
      const oldFree = old.byFee.get(0)!;
      const { client: player } = await signedInPlayer(env());
      // A claim before the advance: the server now remembers this board (claim.ts keeps boards in memory).
      expect((await player.post(`/api/pools/${oldFree}/squares`, { row: 0, column: 0 })).status).toBe(201);

      const { client: admin } = await signedInAdmin(env());
      expect((await setWeek(admin, 'W13')).status).toBe(200);

      const refused = await player.post(`/api/pools/${oldFree}/squares`, { row: 0, column: 1 });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: 'week_closed',
        message: 'This pool belongs to Week 12, which is no longer the active week (now Week 13): it takes no new squares.',
      });
      const buyer = await verifiedPlayer(env());
      const checkout = await createPayment(buyer.client, old.byFee.get(500)!, [{ row: 3, column: 3 }], 500);
      expect(checkout.status).toBe(409);
      expect(checkout.body).toMatchObject({ code: 'week_closed' });

      // A private pool follows its own game, not the week: that week's game has not kicked off, so one may still be made for it.
      const privatePool = await player.post('/api/pools/private', { gameId: old.gameId, name: 'Late Office Pool', entryFee: 0, maxSquaresPerPlayer: 5, inviteEmails: [] });
      expect(privatePool.status, privatePool.text).toBe(201);
      expect((await player.post('/api/pools/private', { gameId: current.gameId, name: 'Office Pool', entryFee: 0, maxSquaresPerPlayer: 5, inviteEmails: [] })).status).toBe(201);

      // The new week's boards take squares, free and paid.
      expect((await player.post(`/api/pools/${current.byFee.get(0)!}/squares`, { row: 0, column: 1 })).status).toBe(201);
      const paid = await startCheckout(buyer.client, current.byFee.get(500)!, [{ row: 4, column: 4 }], 500);
      expect((await confirmCard(buyer.client, paid)).status).toBe(200);
      expect((await recordPurchase(buyer.client, current.byFee.get(500)!, [{ row: 4, column: 4 }], paid)).status).toBe(200);

      // What was bought before stays: the old board still lists its square.
      const squares = (await player.get(`/api/pools/${oldFree}/squares`)).body as { row: number; column: number }[];
      expect(squares.map((s) => [s.row, s.column])).toEqual([[0, 0]]);

      // Moving the week back (an admin's correction) re-opens the week after it.
      expect((await setWeek(admin, 'W12')).status).toBe(200);
      expect((await player.post(`/api/pools/${oldFree}/squares`, { row: 0, column: 1 })).status).toBe(201);
    });

    it("closes the old week's public pools (badge CLOSED, not available) while its private pools follow their own game", async () => {
      await startAt(env(), 'W12');
      const old = await gameOfWeek(env(), 'W12', { home: 'Green Bay Packers', away: 'Chicago Bears' });
      const publicFree = old.byFee.get(0)!;
      const organizer = await signedInPlayer(env());
      const created = await organizer.client.post('/api/pools/private', { gameId: old.gameId, name: 'Family Pool', entryFee: 0, maxSquaresPerPlayer: 5, inviteEmails: [] });
      expect(created.status, created.text).toBe(201);
      const { pool: privatePool, inviteCode } = created.body as { pool: Pool; inviteCode: string };
      const member = await signedInPlayer(env());
      expect((await member.client.post('/api/pools/join', { inviteCode })).status).toBe(200);
      // Both boards were claimed on (and remembered by this process) before the advance.
      expect((await member.client.post(`/api/pools/${publicFree}/squares`, { row: 0, column: 0 })).status).toBe(201);
      expect((await member.client.post(`/api/pools/${privatePool.id}/squares`, { row: 0, column: 0 })).status).toBe(201);
      const privateVersion = async () => (await env().database.db.select({ version: poolRows.version }).from(poolRows).where(eq(poolRows.id, privatePool.id)))[0]!.version;
      const versionBefore = await privateVersion();

      const { client: admin } = await signedInAdmin(env());
      expect((await setWeek(admin, 'W13')).status).toBe(200);

      // The public pool of the old week: claims refused, and every read says what its badges need.
      const refused = await member.client.post(`/api/pools/${publicFree}/squares`, { row: 0, column: 1 });
      expect(refused).toMatchObject({ status: 409, body: { code: 'week_closed' } });
      const onItsPage = (await member.client.get(`/api/pools/${publicFree}`)).body as Pool;
      expect(onItsPage).toMatchObject({ status: 'open', isPrivate: false, leagueActiveWeek: 'W13', game: { week: 'W12' } });
      expect(poolBadgeLabel(onItsPage)).toBe('CLOSED');
      const listed = ((await member.client.get('/api/pools')).body as Pool[]).find((p) => p.id === publicFree)!;
      expect(poolDisplayStatus(listed)).toBe('closed');
      expect(isPoolAvailable(listed)).toBe(false);
      const inMyPools = ((await member.client.get('/api/user-pools')).body as UserPool[]).find((p) => p.id === publicFree)!;
      expect(inMyPools).toMatchObject({ leagueActiveWeek: 'W13', game: { week: 'W12' } });
      expect(poolDisplayStatus(inMyPools)).toBe('closed');

      // The private pool of that week's unplayed game: still takes squares, reads AVAILABLE, and the
      // advance left it alone (no version bump, so no event and no refused compare-and-set).
      expect(await privateVersion()).toBe(versionBefore);
      const claimed = await member.client.post(`/api/pools/${privatePool.id}/squares`, { row: 0, column: 1 });
      expect(claimed.status, claimed.text).toBe(201);
      const privateRead = (await member.client.get(`/api/pools/${privatePool.id}`)).body as Pool;
      expect(privateRead).toMatchObject({ isPrivate: true, leagueActiveWeek: 'W13', game: { week: 'W12' } });
      expect(poolBadgeLabel(privateRead)).toBe('AVAILABLE');
      const privateInMyPools = ((await member.client.get('/api/user-pools')).body as UserPool[]).find((p) => p.id === privatePool.id)!;
      expect(poolDisplayStatus(privateInMyPools)).toBe('open');
    });

    it('lets a checkout that was already holding squares when the week moved on finish paying', async () => {
      await startAt(env(), 'W12');
      const old = await gameOfWeek(env(), 'W12', { home: 'Buffalo Bills', away: 'New England Patriots' });
      const poolId = old.byFee.get(1000)!;
      const buyer = await verifiedPlayer(env());
      const held = await startCheckout(buyer.client, poolId, [{ row: 5, column: 5 }], 1000);

      const { client: admin } = await signedInAdmin(env());
      expect((await setWeek(admin, 'W13')).status).toBe(200);

      // A reload of that checkout answers the same hold; a different cart is a new checkout and is refused.
      const reload = await createPayment(buyer.client, poolId, [{ row: 5, column: 5 }], 1000);
      expect(reload.status).toBe(200);
      expect((reload.body as { paymentIntentId: string }).paymentIntentId).toBe(held.paymentIntentId);
      expect((await createPayment(buyer.client, poolId, [{ row: 6, column: 6 }], 1000)).status).toBe(409);

      expect((await confirmCard(buyer.client, held)).status).toBe(200);
      const purchase = await recordPurchase(buyer.client, poolId, [{ row: 5, column: 5 }], held);
      expect(purchase.status, purchase.text).toBe(200);
      const squares = (await buyer.client.get(`/api/pools/${poolId}/squares`)).body as { row: number; column: number }[];
      expect(squares.map((s) => [s.row, s.column])).toEqual([[5, 5]]);
    });

    it("tells open dashboards (GET /api/leagues/events) and the boards whose week closed, as it commits", async () => {
      await startAt(env(), 'W12');
      const old = await gameOfWeek(env(), 'W12', { home: 'Houston Texans', away: 'Tennessee Titans' });
      const later = await gameOfWeek(env(), 'W15', { home: 'Denver Broncos', away: 'Las Vegas Raiders' });
      // The games and pools made above announce themselves through the relay: heard before the streams open.
      await changesHeard(env());
      const dashboard = await SseReader.open(`${env().baseUrl}/api/leagues/events`);
      const oldBoard = await SseReader.open(`${env().baseUrl}/api/pools/${old.byFee.get(0)!}/events`);
      const laterBoard = await SseReader.open(`${env().baseUrl}/api/pools/${later.byFee.get(0)!}/events`);
      try {
        expect(dashboard.status).toBe(200);
        expect(dashboard.contentType).toContain('text/event-stream');
        // Each league as it stands, first.
        const first = await Promise.all([1, 2, 3].map(() => dashboard.next('league')));
        const atStart = first.map((e) => leagueChangedEventSchema.parse(e.data).league);
        expect(atStart.map((l) => [l.name, l.activeWeek])).toEqual([
          ['NFL', 'W12'],
          ['NBA', null],
          ['NCAAF', null],
        ]);
        await oldBoard.next('snapshot');
        await laterBoard.next('snapshot');

        const { client: admin } = await signedInAdmin(env());
        expect((await setWeek(admin, 'W13')).status).toBe(200);
        const changed = leagueChangedEventSchema.parse((await dashboard.next('league')).data).league;
        expect(changed).toMatchObject({ id: NFL, name: 'NFL', activeWeek: 'W13' });
        // The board of the week that closed hears about it, with the week that closed it; a later week's
        // board does not (nothing changed for it).
        const closed = poolChangedEventSchema.parse((await oldBoard.next('pool')).data).pool;
        expect(closed).toMatchObject({ id: old.byFee.get(0), leagueActiveWeek: 'W13', game: { week: 'W12' } });
        await expect(laterBoard.next('pool', 300)).rejects.toThrow(/no "pool" event/);

        // A refused change announces nothing.
        expect((await setWeek(admin, 'W13', NBA)).status).toBe(409);
        await expect(dashboard.next('league', 300)).rejects.toThrow(/no "league" event/);
      } finally {
        dashboard.close();
        oldBoard.close();
        laterBoard.close();
      }
    });
  },
  { listen: true },
);

