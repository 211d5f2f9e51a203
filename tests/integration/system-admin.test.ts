import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { auditEntrySchema, autoRefundSettingsResponseSchema, leagueSchema, siteStatsSchema, type AuditEntry } from '../../src/domain/schemas';
import { outbox, payments, pools } from '../../src/server/db/schema';
import { runLifecycleTick } from '../../src/server/jobs/lifecycle';
import { escrowTick } from '../../src/server/modules/payouts';
import { clientFor, signedInAdmin, signedInPlayer, type TestClient } from './support/client';
import { describeEachDatabase, movableClock, TEST_ADMIN, DEFAULT_NOW, type TestEnv } from './support/harness';
import { buySquares, createPayment, verifiedPlayer } from './support/payments';
import { freshTierPools } from './support/pools';
import { changesHeard } from './support/events';

/**
 * The management console's System tab: counts, the auto-refund setting and its effect on the
 * lifecycle (unfilled paid pools cancelled and refunded N minutes before kickoff; e-mail on or off),
 * league announcements (the dashboard banner, D9) and the audit log's paging and filters.
 */
const clock = movableClock(DEFAULT_NOW);
const MINUTE = 60_000;

const ROUTES = [
  ['GET', '/api/admin/stats'],
  ['GET', '/api/admin/settings/auto-refund'],
  ['PUT', '/api/admin/settings/auto-refund'],
  ['PUT', '/api/admin/leagues/1/announcement'],
  ['GET', '/api/admin/audit-log'],
  ['GET', '/api/admin/audit-log/actions'],
] as const;

const stats = async (admin: TestClient) => siteStatsSchema.parse((await admin.get('/api/admin/stats')).body);
const audit = async (admin: TestClient, query: string) => {
  const response = await admin.get(`/api/admin/audit-log${query}`);
  expect(response.status, response.text).toBe(200);
  return auditEntrySchema.array().parse(response.body);
};
const putAutoRefund = (admin: TestClient, body: unknown) => admin.request('PUT', '/api/admin/settings/auto-refund', { body });
const putAnnouncement = (admin: TestClient, leagueId: number | string, body: unknown) =>
  admin.request('PUT', `/api/admin/leagues/${leagueId}/announcement`, { body });

/**
 * One lifecycle pass at the movable clock's instant. The sandbox's webhook deliveries a purchase set off
 * are awaited first: a delivery holding a pool's row would make the pass skip that pool (skipLocked)
 * until the next one.
 */
async function tick(env: TestEnv) {
  await env.app.deliverPaymentWebhooks!();
  return runLifecycleTick({ database: env.database, feed: env.app.deps.scoreFeed, now: clock.now(), pollFeed: false });
}

const poolRow = async (env: TestEnv, id: number) => (await env.database.db.select().from(pools).where(eq(pools.id, id)))[0]!;

describeEachDatabase(
  'system admin: counts, auto-refund setting, announcements, audit log',
  (env) => {
    let admin: TestClient;
    let adminId: string;
    beforeEach(async () => {
      clock.reset();
      if (!admin) ({ client: admin, user: { id: adminId } } = await signedInAdmin(env()));
    });

    it('every System route: 401 signed out, 403 for a player, reachable for an admin', async () => {
      const player = await signedInPlayer(env());
      for (const [method, url] of ROUTES) {
        expect((await clientFor(env()).request(method, url, { body: {} })).status, `${method} ${url} signed out`).toBe(401);
        const asPlayer = await player.client.request(method, url, { body: {} });
        expect(asPlayer.status, `${method} ${url} as player`).toBe(403);
        expect(asPlayer.body).toMatchObject({ message: 'Admin access required' });
      }
      // A state change from another site is refused even for an admin.
      const crossSite = await admin.request('PUT', '/api/admin/settings/auto-refund', {
        body: { refundAt: 'kickoff', emailPlayers: true },
        headers: { origin: 'https://evil.example' },
      });
      expect(crossSite.status).toBe(403);
    });

    it('counts users, leagues, games, pools by status, squares sold and money in escrow (captured and authorized) from the ledger', async () => {
      const before = await stats(admin);
      expect(before.leagues).toBeGreaterThanOrEqual(1);
      const near = await freshTierPools(env(), { kickoffInMs: 2 * 3600_000 }); // within the card-hold window: authorized
      const far = await freshTierPools(env(), { kickoffInMs: 10 * 86_400_000, teams: { home: 'Detroit Lions', away: 'Chicago Bears' } }); // captured at once
      const buyer = await verifiedPlayer(env());
      const held = await buySquares(buyer.client, near.byFee.get(500)!, [{ row: 0, column: 0 }, { row: 0, column: 1 }], 1000);
      expect(held.purchase.body).toMatchObject({ status: 'requires_capture' });
      const paid = await buySquares(buyer.client, far.byFee.get(2500)!, [{ row: 3, column: 3 }], 2500);
      expect(paid.purchase.body).toMatchObject({ outcome: 'completed' });

      const after = await stats(admin);
      expect(after.users).toBe(before.users + 1);
      expect(after.games).toBe(before.games + 2);
      expect(after.pools.open).toBe(before.pools.open + 10);
      expect(after.squaresSold).toBe(before.squaresSold + 3);
      expect(after.escrow).toEqual({
        authorizedCents: before.escrow.authorizedCents + 1000,
        capturedCents: before.escrow.capturedCents + 2500,
        totalCents: before.escrow.totalCents + 3500,
      });
      expect(Object.keys(after.pools).sort()).toEqual(['active', 'cancelled', 'completed', 'full', 'open']);
      expect(after.outbox.pending).toBeGreaterThanOrEqual(0);
    });

    it('auto-refund setting: the default is at kickoff with e-mail; a valid setting is saved, read back and audited; bad ones are 400 naming the field', async () => {
      const initial = autoRefundSettingsResponseSchema.parse((await admin.get('/api/admin/settings/auto-refund')).body);
      expect(initial).toEqual({ settings: { refundAt: 'kickoff', emailPlayers: true }, updatedAt: null });

      const saved = await putAutoRefund(admin, { refundAt: 'before_kickoff', minutesBefore: 45, emailPlayers: false });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body).toEqual({ settings: { refundAt: 'before_kickoff', minutesBefore: 45, emailPlayers: false }, updatedAt: clock.now().toISOString() });
      expect((await admin.get('/api/admin/settings/auto-refund')).body).toEqual(saved.body);
      const [entry] = await audit(admin, '?action=auto_refund_settings_changed&limit=1');
      expect(entry).toMatchObject({
        actorUserId: adminId,
        actorLabel: TEST_ADMIN.username,
        details: { from: { refundAt: 'kickoff', emailPlayers: true }, to: { refundAt: 'before_kickoff', minutesBefore: 45, emailPlayers: false } },
      });

      const bad: [unknown, string][] = [
        [{ refundAt: 'before_kickoff', minutesBefore: 0, emailPlayers: true }, 'minutesBefore'],
        [{ refundAt: 'before_kickoff', minutesBefore: 1441, emailPlayers: true }, 'minutesBefore'],
        [{ refundAt: 'before_kickoff', minutesBefore: 2.5, emailPlayers: true }, 'minutesBefore'],
        [{ refundAt: 'before_kickoff', minutesBefore: '30', emailPlayers: true }, 'minutesBefore'],
        [{ refundAt: 'before_kickoff', emailPlayers: true }, 'minutesBefore'],
        [{ refundAt: 'at_halftime', emailPlayers: true }, 'refundAt'],
        [{ refundAt: 'kickoff', emailPlayers: 'yes' }, 'emailPlayers'],
        [{ refundAt: 'kickoff' }, 'emailPlayers'],
        [{ refundAt: 'kickoff', emailPlayers: true, minutesBefore: 30 }, ''],
      ];
      for (const [body, field] of bad) {
        const response = await putAutoRefund(admin, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        const issues = (response.body as { issues: { path: string }[] }).issues;
        expect(issues.map((i) => i.path), JSON.stringify(body)).toContain(field);
      }
      // Nothing bad was stored.
      expect((await admin.get('/api/admin/settings/auto-refund')).body).toEqual(saved.body);
      expect((await putAutoRefund(admin, { refundAt: 'kickoff', emailPlayers: true })).status).toBe(200);
    });

    it('with a 30-minute lead time an unfilled paid pool stops taking entries and is cancelled 30 minutes before kickoff and refunded without e-mail; free pools wait for kickoff', async () => {
      const { db } = env().database;
      expect((await putAutoRefund(admin, { refundAt: 'before_kickoff', minutesBefore: 30, emailPlayers: false })).status).toBe(200);
      const kickoffIn = 2 * 3600_000;
      const { byFee } = await freshTierPools(env(), { kickoffInMs: kickoffIn, teams: { home: 'Buffalo Bills', away: 'Miami Dolphins' } });
      const five = byFee.get(500)!;
      const buyer = await verifiedPlayer(env());
      const { purchase } = await buySquares(buyer.client, five, [{ row: 4, column: 4 }, { row: 4, column: 5 }], 1000);
      expect(purchase.body).toMatchObject({ outcome: 'completed', status: 'requires_capture' });
      await changesHeard(env());
      expect(((await clientFor(env()).get(`/api/pools/${five}`)).body as { escrow: object }).escrow).toMatchObject({ authorizedCents: 1000 });

      // 31 minutes before kickoff: nothing happens yet.
      clock.advance(kickoffIn - 31 * MINUTE);
      await tick(env());
      for (const fee of [0, 100, 500, 1000, 2500]) expect((await poolRow(env(), byFee.get(fee)!)).status).toBe('open');

      // 30 minutes before: every unfilled paid tier is cancelled (refunds due only where someone paid); the free pool stays open.
      clock.advance(MINUTE);
      expect((await tick(env())).cancelledEarly).toBeGreaterThanOrEqual(4);
      expect(await poolRow(env(), five)).toMatchObject({ status: 'cancelled', refundState: 'pending' });
      for (const fee of [100, 1000, 2500]) expect(await poolRow(env(), byFee.get(fee)!)).toMatchObject({ status: 'cancelled', refundState: null });
      expect((await poolRow(env(), byFee.get(0)!)).status).toBe('open');
      const cancelled = await poolRow(env(), five);
      await tick(env()); // again: nothing changes
      expect(await poolRow(env(), five)).toEqual(cancelled);

      // The pool takes no more entries; the free pool still does until kickoff.
      const late = await verifiedPlayer(env());
      const refused = await createPayment(late.client, five, [{ row: 9, column: 9 }], 500);
      expect(refused.status).toBe(409);
      const freeClaim = await late.client.post(`/api/pools/${byFee.get(0)!}/squares`, { squares: [{ row: 1, column: 1 }] });
      expect(freeClaim.status, freeClaim.text).toBe(201);

      // The payments ticker refunds it (the authorization voided) and, with e-mail off, queues no notice.
      await escrowTick(env().app.deps, clock.now());
      const [payment] = await db.select().from(payments).where(eq(payments.poolId, five));
      expect(payment).toMatchObject({ status: 'refunded', providerAction: 'cancel' });
      expect(await db.select().from(outbox).where(eq(outbox.dedupeKey, `pool_refunded:${five}:${buyer.user.id}`))).toEqual([]);
      await changesHeard(env()); // the ticker ran outside the app: its events reach the read model through the relay
      expect(((await clientFor(env()).get(`/api/pools/${five}`)).body as { escrow: object }).escrow).toMatchObject({ authorizedCents: 0, refundedCents: 1000 });

      // At kickoff the free pool locks and draws as before.
      clock.advance(30 * MINUTE);
      await tick(env());
      expect((await poolRow(env(), byFee.get(0)!)).status).toBe('active');
      expect((await putAutoRefund(admin, { refundAt: 'kickoff', emailPlayers: true })).status).toBe(200);
    });

    it("with e-mail on, the early refund queues the player's 'pool refunded' notice", async () => {
      expect((await putAutoRefund(admin, { refundAt: 'before_kickoff', minutesBefore: 90, emailPlayers: true })).status).toBe(200);
      const kickoffIn = 3 * 3600_000;
      const { byFee } = await freshTierPools(env(), { kickoffInMs: kickoffIn, teams: { home: 'Seattle Seahawks', away: 'Los Angeles Rams' } });
      const ten = byFee.get(1000)!;
      const buyer = await verifiedPlayer(env());
      await buySquares(buyer.client, ten, [{ row: 2, column: 7 }], 1000);

      clock.advance(kickoffIn - 90 * MINUTE);
      await tick(env());
      expect(await poolRow(env(), ten)).toMatchObject({ status: 'cancelled', refundState: 'pending' });
      await escrowTick(env().app.deps, clock.now());
      const [notice] = await env().database.db.select().from(outbox).where(eq(outbox.dedupeKey, `pool_refunded:${ten}:${buyer.user.id}`));
      expect(notice).toMatchObject({ kind: 'pool_refunded', email: buyer.email });
      expect(notice!.subject).toContain('was refunded');
      expect((await putAutoRefund(admin, { refundAt: 'kickoff', emailPlayers: true })).status).toBe(200);
    });

    it('by default (at kickoff) an unfilled paid pool is still open a minute before kickoff and cancelled at kickoff', async () => {
      expect((await putAutoRefund(admin, { refundAt: 'kickoff', emailPlayers: true })).status).toBe(200);
      const kickoffIn = 3600_000;
      const { byFee } = await freshTierPools(env(), { kickoffInMs: kickoffIn, teams: { home: 'New England Patriots', away: 'New York Jets' } });
      const buyer = await verifiedPlayer(env());
      await buySquares(buyer.client, byFee.get(100)!, [{ row: 0, column: 9 }], 100);
      clock.advance(kickoffIn - MINUTE);
      await tick(env());
      expect((await poolRow(env(), byFee.get(100)!)).status).toBe('open');
      clock.advance(MINUTE);
      await tick(env());
      expect(await poolRow(env(), byFee.get(100)!)).toMatchObject({ status: 'cancelled', refundState: 'pending' });
      await escrowTick(env().app.deps, clock.now());
      expect(await env().database.db.select().from(outbox).where(eq(outbox.dedupeKey, `pool_refunded:${byFee.get(100)!}:${buyer.user.id}`))).toHaveLength(1);
    });

    it('announcement: trimmed and saved, shown in the league list (the dashboard banner), empty or null hides it; audited once per change; bad input is 400/404', async () => {
      const text = '  Week 12 kicks off Thursday night — boards lock at kickoff!  ';
      const saved = await putAnnouncement(admin, 1, { text });
      expect(saved.status, saved.text).toBe(200);
      expect(leagueSchema.parse(saved.body)).toMatchObject({ id: 1, announcement: text.trim() });
      const leagues = leagueSchema.array().parse((await clientFor(env()).get('/api/leagues')).body);
      expect(leagues.find((l) => l.id === 1)!.announcement).toBe(text.trim());

      const changes = async () => (await audit(admin, '?action=announcement_changed&limit=500')).length;
      const recorded = await changes();
      expect((await putAnnouncement(admin, 1, { text: text.trim() })).status).toBe(200); // the same text: no new entry
      expect(await changes()).toBe(recorded);

      expect((await putAnnouncement(admin, 1, { text: '   ' })).body).toMatchObject({ announcement: null });
      const [cleared] = await audit(admin, '?action=announcement_changed&limit=1');
      expect(cleared).toMatchObject({ actorUserId: adminId, details: { leagueId: 1, from: text.trim(), to: null } });
      expect((await putAnnouncement(admin, 1, { text: 'Back on' })).body).toMatchObject({ announcement: 'Back on' });
      expect((await putAnnouncement(admin, 1, { text: null })).body).toMatchObject({ announcement: null });

      const tooLong = await putAnnouncement(admin, 1, { text: 'x'.repeat(281) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toMatchObject({ issues: [{ path: 'text', message: 'The announcement must be at most 280 characters' }] });
      expect((await putAnnouncement(admin, 1, { text: ` ${'y'.repeat(280)} ` })).status).toBe(200); // 280 after trimming
      expect((await putAnnouncement(admin, 1, {})).status).toBe(400);
      expect((await putAnnouncement(admin, 1, { text: 5 })).status).toBe(400);
      expect((await putAnnouncement(admin, 1, { text: 'a', extra: true })).status).toBe(400);
      expect((await putAnnouncement(admin, 'abc', { text: 'a' })).status).toBe(400);
      expect((await putAnnouncement(admin, 999_999, { text: 'a' })).status).toBe(404);
      expect((await putAnnouncement(admin, 1, { text: null })).status).toBe(200);
    });

    it('audit log: pages by cursor without gaps or overlaps, filters by action and by actor (id, username, e-mail text, system), labels the actor', async () => {
      const players = [await signedInPlayer(env(), { email: `pager.one.${env().kind}@example.com` }), await signedInPlayer(env(), { email: `pager.two.${env().kind}@example.com` })];
      for (const t of ['one', 'two', 'three', 'four', 'five']) expect((await putAnnouncement(admin, 1, { text: `Notice ${t}` })).status).toBe(200);

      // Walk the whole log two at a time: ids strictly descending, every entry exactly once.
      const everything = await audit(admin, '?limit=500');
      const walked: AuditEntry[] = [];
      for (let before: number | undefined; ; ) {
        const page = await audit(admin, `?limit=2${before ? `&before=${before}` : ''}`);
        walked.push(...page);
        if (page.length < 2) break;
        before = page.at(-1)!.id;
      }
      expect(walked.map((e) => e.id)).toEqual(everything.map((e) => e.id));
      expect(walked.map((e) => e.id)).toEqual([...walked.map((e) => e.id)].sort((a, b) => b - a));

      const announcements = await audit(admin, '?action=announcement_changed&limit=3');
      expect(announcements.map((e) => e.details.to)).toEqual(['Notice five', 'Notice four', 'Notice three']);
      const nextPage = await audit(admin, `?action=announcement_changed&limit=2&before=${announcements.at(-1)!.id}`);
      expect(nextPage.map((e) => e.details.to)).toEqual(['Notice two', 'Notice one']);

      const byUsername = await audit(admin, `?actor=${TEST_ADMIN.username.toUpperCase()}&limit=500`);
      expect(byUsername.length).toBeGreaterThanOrEqual(5);
      expect(byUsername.every((e) => e.actorUserId === adminId && e.actorLabel === TEST_ADMIN.username)).toBe(true);
      expect((await audit(admin, `?actor=${adminId}&limit=500`)).map((e) => e.id)).toEqual(byUsername.map((e) => e.id));
      const both = await audit(admin, `?actor=${adminId}&action=announcement_changed&limit=500`);
      expect(both.length).toBe((await audit(admin, '?action=announcement_changed&limit=500')).length);

      const one = await audit(admin, `?actor=pager.one.${env().kind}&limit=500`);
      expect(one.length).toBeGreaterThanOrEqual(1);
      expect(one.every((e) => e.actorUserId === players[0]!.user.id && e.actorLabel === players[0]!.email)).toBe(true);
      expect(one.map((e) => e.action)).toContain('register');
      // % and _ are literal characters, not wildcards.
      expect(await audit(admin, '?actor=pager%25one&limit=500')).toEqual([]);
      expect(await audit(admin, '?actor=pager_one&limit=500')).toEqual([]);

      const system = await audit(admin, '?actor=system&limit=500');
      expect(system.map((e) => e.action)).toContain('admin_bootstrap');
      expect(system.every((e) => e.actorUserId === null && e.actorLabel === null)).toBe(true);
      const bootstrap = system.find((e) => e.action === 'admin_bootstrap')!;
      expect(bootstrap).toMatchObject({ subjectUserId: adminId, subjectLabel: TEST_ADMIN.username });

      const actions = ((await admin.get('/api/admin/audit-log/actions')).body as { actions: string[] }).actions;
      expect(actions).toEqual([...new Set(everything.map((e) => e.action))].sort());
      expect(actions).toEqual(expect.arrayContaining(['announcement_changed', 'admin_bootstrap', 'register']));
    });

    it('audit log: malformed query parameters are 400 naming the parameter', async () => {
      for (const [query, field] of [
        ['limit=0', 'limit'],
        ['limit=501', 'limit'],
        ['limit=ten', 'limit'],
        ['before=-3', 'before'],
        ['before=abc', 'before'],
        ['action=Role%20Change', 'action'],
        ['action=', 'action'],
        ['actor=', 'actor'],
        [`actor=${'a'.repeat(255)}`, 'actor'],
      ] as const) {
        const response = await admin.get(`/api/admin/audit-log?${query}`);
        expect(response.status, query).toBe(400);
        expect((response.body as { issues: { path: string }[] }).issues.map((i) => i.path), query).toContain(field);
      }
    });
  },
  { clock: clock.now },
);
