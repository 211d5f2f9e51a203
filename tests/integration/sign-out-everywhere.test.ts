import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createSession } from '../../src/server/auth/sessions';
import { openDatabase } from '../../src/server/db/client';
import { auditLog, sessions, users } from '../../src/server/db/schema';
import { clientFor, signedInPlayer, TestClient } from './support/client';
import { describeEachDatabase, testConfig, type TestEnv } from './support/harness';
import { startApp } from './support/app';
import { waitUntil } from '../support/wait-until';

/** The same player on another device: a second session of theirs, in a client of its own. */
async function anotherDevice(env: TestEnv, userId: string): Promise<TestClient> {
  const [user] = await env.database.db.select().from(users).where(eq(users.id, userId));
  const { token } = await createSession(env.database.db, user!, { ip: null, userAgent: 'phone', method: 'oidc', now: env.now });
  const device = clientFor(env);
  device.cookies.set('sq_session', token);
  return device;
}

const sessionCount = async (env: TestEnv, userId: string) =>
  (await env.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describeEachDatabase('sign out everywhere (POST /api/auth/sessions/revoke-all)', (env, kind) => {
  it('ends every session of the player, cached ones too, clears the cookie, and leaves other players alone', async () => {
    const { client: laptop, user } = await signedInPlayer(env());
    const phone = await anotherDevice(env(), user.id);
    const someoneElse = await signedInPlayer(env());
    // Both devices' sessions are now in the session cache.
    for (const device of [laptop, phone, someoneElse.client]) expect((await device.get('/api/auth/user')).status).toBe(200);

    const response = await laptop.post('/api/auth/sessions/revoke-all');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ended: 2 });
    expect(String(response.headers['set-cookie'])).toMatch(/sq_session=;/);
    expect(laptop.cookies.has('sq_session')).toBe(false);

    expect(await sessionCount(env(), user.id)).toBe(0);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await someoneElse.client.get('/api/auth/user')).status).toBe(200);

    const [entry] = await env()
      .database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign_out_everywhere'), eq(auditLog.subjectUserId, user.id)));
    expect(entry).toMatchObject({ actorUserId: user.id, details: { sessions: 2 } });
    expect(entry!.at.toISOString()).toBe(env().now.toISOString());
  });

  it('needs a signed-in player (401) and refuses other sites (403) without ending anything', async () => {
    expect((await clientFor(env()).post('/api/auth/sessions/revoke-all')).status).toBe(401);
    const { client, user } = await signedInPlayer(env());
    const forged = await client.post('/api/auth/sessions/revoke-all', undefined, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(forged.status).toBe(403);
    expect(await sessionCount(env(), user.id)).toBe(1);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  // PGlite is single-process by design, so only PostgreSQL has a second process to tell.
  if (kind === 'postgres') {
    it("ends the player's sessions in another process's cache within moments", async () => {
      const otherDb = await openDatabase({ databaseUrl: env().databaseUrl });
      const other = await startApp(
        { config: testConfig({ databaseUrl: env().databaseUrl, dataDir: env().config.dataDir }), database: otherDb, clock: () => env().now });
      try {
        const { client, user } = await signedInPlayer(env());
        const phone = await anotherDevice(env(), user.id);
        const elsewhere = new TestClient(other, 'http://localhost:5000');
        elsewhere.cookies.set('sq_session', phone.cookies.get('sq_session')!);
        expect((await elsewhere.get('/api/auth/user')).status).toBe(200);
        expect((await client.post('/api/auth/sessions/revoke-all')).status).toBe(200);
        await waitUntil(async () => (await elsewhere.get('/api/auth/user')).status === 401, { what: 'the other process to refuse the revoked session' });
      } finally {
        await other.close();
        await otherDb.close();
      }
    });
  }
});
