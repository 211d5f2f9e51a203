import { desc, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, users } from '../../src/server/db/schema';
import { clientFor, signedInAdmin, signedInPlayer } from './support/client';
import { describeEachDatabase, TEST_ADMIN } from './support/harness';

describeEachDatabase('roles and the audit log', (env) => {
  it('an admin promotes a player: the player is signed out and is an admin at the next sign-in', async () => {
    const player = await signedInPlayer(env());
    const { client: admin, user: adminUser } = await signedInAdmin(env());
    const response = await admin.request('PATCH', `/api/admin/users/${player.user.id}`, { body: { role: 'admin' } });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: player.user.id, role: 'admin' });
    expect((await player.client.get('/api/auth/user')).status).toBe(401);

    const [event] = await env()
      .database.db.select()
      .from(auditLog)
      .where(eq(auditLog.subjectUserId, player.user.id))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(event).toMatchObject({ action: 'role_change', actorUserId: adminUser.id, details: { from: 'player', to: 'admin' } });

    await admin.request('PATCH', `/api/admin/users/${player.user.id}`, { body: { role: 'player' } });
  });

  it('never demotes the last admin', async () => {
    const { client: admin, user } = await signedInAdmin(env());
    const [{ n }] = (await env().database.db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.role, 'admin'))) as [{ n: number }];
    expect(n).toBe(1);
    const response = await admin.request('PATCH', `/api/admin/users/${user.id}`, { body: { role: 'player' } });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ message: 'At least one admin must remain' });
  });

  it('validates the role change request', async () => {
    const { client: admin } = await signedInAdmin(env());
    expect((await admin.request('PATCH', '/api/admin/users/not-a-uuid', { body: { role: 'admin' } })).status).toBe(400);
    expect((await admin.request('PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000', { body: { role: 'king' } })).status).toBe(400);
    expect((await admin.request('PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000', { body: { role: 'admin' } })).status).toBe(404);
  });

  it('records sign-ins, failures and admin logins, with time and address, and serves them to admins', async () => {
    const failing = clientFor(env());
    await failing.post('/api/admin/login', { username: TEST_ADMIN.username, password: 'nope-nope' });
    const { client: admin, user } = await signedInAdmin(env());
    const entries = (await admin.get('/api/admin/audit-log?limit=50')).body as { action: string; ip: string; at: string; subjectUserId: string }[];
    const failure = entries.find((e) => e.action === 'admin_login_failed' && e.ip === failing.ip);
    expect(failure).toBeDefined();
    expect(Date.parse(failure!.at)).not.toBeNaN();
    expect(entries.some((e) => e.action === 'admin_login' && e.subjectUserId === user.id)).toBe(true);
  });

  it('is append-only: the database refuses to change or delete entries', async () => {
    const { db } = env().database;
    // Drizzle wraps the database's error; the trigger's message is its cause.
    const databaseMessage = async (query: PromiseLike<unknown>) => {
      try {
        await query;
        return 'no error';
      } catch (error) {
        return String((error as { cause?: { message?: string } }).cause?.message ?? (error as Error).message);
      }
    };
    expect(await databaseMessage(db.update(auditLog).set({ action: 'tampered' }))).toMatch(/append-only: UPDATE/);
    expect(await databaseMessage(db.delete(auditLog))).toMatch(/append-only: DELETE/);
    expect(await databaseMessage(db.execute(sql`truncate audit_log`))).toMatch(/append-only: TRUNCATE/);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(count!.n).toBeGreaterThan(0);
  });
});
