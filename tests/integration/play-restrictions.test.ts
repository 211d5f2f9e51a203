/**
 * Time-outs and self-exclusion (D23, docs/responsible-play.md): a time-out closes checkout and pools with
 * an entry fee until it ends; self-exclusion closes every pool, free squares included, on the claim's fast
 * path too. Neither can be ended early, by the player or by an admin: no route ends one, and asking again
 * only ever lengthens it. Product news reads off meanwhile. Every one is audited.
 */
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, pools } from '../../src/server/db/schema';
import { insertIfUnchanged } from '../../src/server/modules/squares';
import { signedInAdmin, signedInPlayer, type TestClient } from './support/client';
import { describeEachDatabase, movableClock, type TestEnv } from './support/harness';
import { freshTierPools } from './support/pools';
import { createPayment, verifiedPlayer } from './support/payments';

const DAY = 86_400_000;
const clock = movableClock();

async function gamePools(env: TestEnv) {
  return freshTierPools({ ...env, now: clock.now() }, { kickoffInMs: 3 * DAY });
}

const privatePool = (gameId: number, entryFee: number) => ({
  gameId,
  name: entryFee > 0 ? 'Office Pool' : 'Family Pool',
  entryFee,
  maxSquaresPerPlayer: 5,
  inviteEmails: [],
  collection: 'organizer',
});

async function inviteCode(client: TestClient, gameId: number, entryFee: number): Promise<string> {
  const created = await client.post('/api/pools/private', privatePool(gameId, entryFee));
  expect(created.status, created.text).toBe(201);
  return (created.body as { inviteCode: string }).inviteCode;
}

const claim = (client: TestClient, poolId: number, row: number) => client.post(`/api/pools/${poolId}/squares`, { squares: [{ row, column: 0 }] });
const inDays = (days: number) => new Date(clock.now().getTime() + days * DAY).toISOString();

describeEachDatabase(
  'time-outs and self-exclusion',
  (env) => {
    // The clock moves in these tests; each database's run starts from the same instant.
    beforeAll(() => clock.reset());

    it('a time-out refuses checkout and paid pools (403 timed_out, saying until when), keeps free pools open, and ends on time', async () => {
      const { client, user } = await verifiedPlayer(env());
      const organizer = await signedInPlayer(env());
      const { gameId, byFee } = await gamePools(env());
      const paidCode = await inviteCode(organizer.client, gameId, 5);
      expect((await client.request('PUT', '/api/me/settings', { body: { emailNotifications: { poolResults: true, gameReminders: true, invitations: true, productNews: true } } })).status).toBe(200);

      const until = inDays(1);
      const started = await client.post('/api/me/time-out', { days: 1 });
      expect(started.status, started.text).toBe(200);
      expect(started.body).toEqual({ restriction: { kind: 'time_out', until } });
      expect((await client.get('/api/me/restrictions')).body).toEqual({ restriction: { kind: 'time_out', until } });

      const checkout = await createPayment(client, byFee.get(500)!, [{ row: 0, column: 0 }], 500);
      expect(checkout.status).toBe(403);
      expect(checkout.body).toMatchObject({
        code: 'timed_out',
        message: 'You are taking a time-out until Sun, Nov 22, 2026, 10:00 AM EST. Paid squares and pools with an entry fee are closed to you until then; free pools stay open.',
        details: { until },
      });
      expect((await client.post('/api/pools/join', { inviteCode: paidCode })).body).toMatchObject({ code: 'timed_out' });
      expect((await client.post('/api/pools/private', privatePool(gameId, 5))).body).toMatchObject({ code: 'timed_out' });
      // Free pools stay open: claims (the fast path lets no restricted claim through; the locked path allows it) and free private pools.
      expect((await claim(client, byFee.get(0)!, 0)).status).toBe(201);
      const freeCode = await inviteCode(client, gameId, 0);
      expect((await organizer.client.post('/api/pools/join', { inviteCode: freeCode })).status).toBe(200);
      // No marketing mail meanwhile: product news reads off and cannot be turned on.
      expect((await client.get('/api/me/settings')).body).toMatchObject({ emailNotifications: { productNews: false, poolResults: true } });
      const newsOn = await client.request('PUT', '/api/me/settings', { body: { emailNotifications: { poolResults: true, gameReminders: true, invitations: true, productNews: true } } });
      expect(newsOn.status).toBe(403);
      expect(newsOn.body).toMatchObject({ code: 'timed_out', message: expect.stringContaining('Product news e-mails stay off until then.') });

      clock.advance(DAY - 1);
      expect((await createPayment(client, byFee.get(500)!, [{ row: 0, column: 0 }], 500)).status).toBe(403);
      clock.advance(1);
      expect((await client.get('/api/me/restrictions')).body).toEqual({ restriction: null });
      expect((await createPayment(client, byFee.get(500)!, [{ row: 0, column: 0 }], 500)).status).toBe(200);
      expect((await client.post('/api/pools/join', { inviteCode: paidCode })).status).toBe(200);
      expect((await client.get('/api/me/settings')).body).toMatchObject({ emailNotifications: { productNews: true } });

      const [audited] = await env().database.db.select().from(auditLog).where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'time_out')));
      expect(audited).toMatchObject({ subjectUserId: user.id, details: { days: 1, until, askedUntil: until } });
    });

    it('self-exclusion refuses checkout, free claims (fast path and locked path) and every private pool (403 self_excluded)', async () => {
      const { client, user } = await verifiedPlayer(env());
      const organizer = await signedInPlayer(env());
      const { gameId, byFee } = await gamePools(env());
      const freeCode = await inviteCode(organizer.client, gameId, 0);
      const freePoolId = byFee.get(0)!;
      expect((await claim(client, freePoolId, 1)).status).toBe(201);

      const started = await client.post('/api/me/self-exclusion', { months: 6 });
      expect(started.body).toEqual({ restriction: { kind: 'self_exclusion', until: '2027-05-22T15:00:00.000Z' } });
      const refused = { code: 'self_excluded', message: expect.stringMatching(/^You have excluded yourself from play until Sat, May 22, 2027, 11:00 AM EDT\./) };
      expect((await createPayment(client, byFee.get(100)!, [{ row: 0, column: 0 }], 100)).body).toMatchObject(refused);
      expect((await claim(client, freePoolId, 2)).body).toMatchObject({ ...refused, message: expect.stringContaining('free ones included') });
      // The fast path's compare-and-set on its own (as another process would run it) inserts nothing for them.
      const [pool] = await env().database.db.select().from(pools).where(eq(pools.id, freePoolId));
      expect(await insertIfUnchanged(env().database, pool!, { poolId: freePoolId, userId: user.id, squares: [{ row: 3, column: 0 }], now: clock.now() })).toEqual([]);
      expect((await client.post('/api/pools/private', privatePool(gameId, 0))).body).toMatchObject(refused);
      expect((await client.post('/api/pools/join', { inviteCode: freeCode })).body).toMatchObject(refused);
      // Squares already owned stay theirs.
      const squares = (await client.get(`/api/pools/${freePoolId}/squares`)).body as { userId: string | null }[];
      expect(squares.filter((s) => s.userId === user.id)).toHaveLength(1);

      const [audited] = await env().database.db.select().from(auditLog).where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'self_exclusion')));
      expect(audited).toMatchObject({ details: { months: 6, until: '2027-05-22T15:00:00.000Z' } });
    });

    it('nobody can end one early: no route for the player or an admin, and a shorter request does not shorten it', async () => {
      const { client, user } = await signedInPlayer(env());
      const until = inDays(30);
      expect((await client.post('/api/me/time-out', { days: 30 })).body).toEqual({ restriction: { kind: 'time_out', until } });
      // A shorter one changes nothing (and is audited as asked); a longer restriction extends it.
      expect((await client.post('/api/me/time-out', { days: 1 })).body).toEqual({ restriction: { kind: 'time_out', until } });
      const shorter = await env()
        .database.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.actorUserId, user.id), eq(auditLog.action, 'time_out')))
        .orderBy(asc(auditLog.id));
      expect(shorter.map((row) => row.details)).toEqual([
        { days: 30, askedUntil: until, until },
        { days: 1, askedUntil: inDays(1), until, previousUntil: until },
      ]);
      const excludedUntil = (await client.post('/api/me/self-exclusion', { months: 12 })).body as { restriction: { until: string } };
      expect(excludedUntil.restriction).toMatchObject({ kind: 'self_exclusion' });
      expect((await client.post('/api/me/self-exclusion', { months: 6 })).body).toEqual(excludedUntil);
      expect((await client.post('/api/me/time-out', { days: 7 })).body).toEqual(excludedUntil);

      for (const method of ['DELETE', 'PUT', 'PATCH'] as const) {
        for (const url of ['/api/me/self-exclusion', '/api/me/time-out', '/api/me/restrictions']) {
          expect([404, 405], `${method} ${url}`).toContain((await client.request(method, url, { body: {} })).status);
        }
      }
      const admin = (await signedInAdmin(env())).client;
      for (const [method, url] of [
        ['DELETE', `/api/admin/users/${user.id}/restrictions`],
        ['DELETE', `/api/admin/users/${user.id}/self-exclusion`],
        ['POST', `/api/admin/users/${user.id}/restrictions`],
        ['DELETE', '/api/me/self-exclusion'],
      ] as const) {
        expect([404, 405], `${method} ${url}`).toContain((await admin.request(method, url, { body: {} })).status);
      }
      // The one admin write on a user changes their role, never their restriction; the console reads it.
      const patched = await admin.request('PATCH', `/api/admin/users/${user.id}`, { body: { role: 'player', restriction: null, selfExcludedUntil: null } });
      expect(patched.status, patched.text).toBe(200);
      expect(patched.body).toMatchObject({ restriction: excludedUntil.restriction });
      const listed = ((await admin.get('/api/admin/users')).body as { id: string; restriction: unknown }[]).find((u) => u.id === user.id);
      expect(listed?.restriction).toEqual(excludedUntil.restriction);
      expect((await client.get('/api/me/restrictions')).body).toEqual(excludedUntil);
    });

    it('refuses other periods with 400 naming the field', async () => {
      const { client } = await signedInPlayer(env());
      for (const [url, body, field] of [
        ['/api/me/time-out', { days: 2 }, 'days'],
        ['/api/me/time-out', { days: '7' }, 'days'],
        ['/api/me/time-out', {}, 'days'],
        ['/api/me/self-exclusion', { months: 3 }, 'months'],
        ['/api/me/self-exclusion', { months: 6, days: 1 }, 'days'],
      ] as const) {
        const answer = await client.post(url, body);
        expect(answer.status, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(answer.body).toMatchObject({ code: 'bad_request', message: expect.stringContaining(field) });
      }
      expect((await client.get('/api/me/restrictions')).body).toEqual({ restriction: null });
    });
  },
  { clock: clock.now },
);
