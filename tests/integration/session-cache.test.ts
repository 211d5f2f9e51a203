import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { sessions, users } from '../../src/server/db/schema';
import { TestClient, signedInPlayer } from './support/client';
import { describeEachDatabase, testConfig } from './support/harness';
import { startApp } from './support/app';
import { waitUntil } from '../support/wait-until';

describeEachDatabase('session cache', (env, kind) => {
  it('serves repeated requests from the cache but drops a session deleted behind its back', async () => {
    const { client, user } = await signedInPlayer(env());
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect(env().app.deps.sessionCache.size).toBeGreaterThan(0);
    // Deleted straight in the database (as housekeeping or an operator would): the trigger tells us.
    await env().database.db.delete(sessions).where(eq(sessions.userId, user.id));
    await waitUntil(async () => (await client.get('/api/auth/user')).status === 401, { what: 'the cache to drop the session deleted in the database' });
  });

  it('picks up a changed name at once', async () => {
    const { client, user } = await signedInPlayer(env(), { firstName: 'Before' });
    expect((await client.get('/api/auth/user')).body).toMatchObject({ firstName: 'Before' });
    await env().database.db.update(users).set({ firstName: 'After' }).where(eq(users.id, user.id));
    await waitUntil(async () => ((await client.get('/api/auth/user')).body as { firstName: string }).firstName === 'After', { what: 'the new name to show' });
  });

  if (kind === 'postgres') {
    it('a logout in one process ends the session in another within moments', async () => {
      const otherDb = await openDatabase({ databaseUrl: env().databaseUrl });
      const other = await startApp(
        { config: testConfig({ databaseUrl: env().databaseUrl, dataDir: env().config.dataDir }), database: otherDb, clock: () => env().now });
      try {
        const { client } = await signedInPlayer(env());
        const elsewhere = new TestClient(other, 'http://localhost:5000');
        elsewhere.cookies.set('sq_session', client.cookies.get('sq_session')!);
        expect((await elsewhere.get('/api/auth/user')).status).toBe(200);
        await client.get('/api/logout');
        await waitUntil(async () => (await elsewhere.get('/api/auth/user')).status === 401, { what: 'the other process to refuse the logged-out session' });
      } finally {
        await other.close();
        await otherDb.close();
      }
    });
  }
});
