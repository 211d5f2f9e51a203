import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ensureAdminAccount } from '../../src/server/auth/accounts';
import { SESSION_POLICY } from '../../src/server/auth/sessions';
import { localCredentials, sessions, users } from '../../src/server/db/schema';
import { clientFor, signedInAdmin, signedInPlayer } from './support/client';
import { describeEachDatabase, TEST_ADMIN } from './support/harness';

describeEachDatabase('admin login', (env) => {
  it('signs the configured admin in with the admin role and a short session', async () => {
    const { client, user } = await signedInAdmin(env());
    const me = await client.get('/api/auth/user');
    expect(me.body).toMatchObject({ id: user.id, isAdmin: true });
    const [row] = await env().database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.authMethod).toBe('admin');
    expect(row!.expiresAt.getTime() - env().now.getTime()).toBe(SESSION_POLICY.admin.absoluteMs);
  });

  it('requires both fields', async () => {
    for (const body of [{}, { username: 'x' }, { password: 'y' }, { username: '', password: '' }]) {
      const response = await clientFor(env()).post('/api/admin/login', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((response.body as { message: string }).message).toContain('Username and password are required');
    }
  });

  it('answers 401 Invalid credentials for a wrong password or an unknown user', async () => {
    for (const body of [
      { username: TEST_ADMIN.username, password: 'wrong-password' },
      { username: 'nobody', password: TEST_ADMIN.password },
    ]) {
      const response = await clientFor(env()).post('/api/admin/login', body);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ message: 'Invalid credentials' });
    }
  });

  it('does not let a player in, whatever their e-mail says', async () => {
    const { email } = await signedInPlayer(env(), { email: `admin.fan.${Date.now()}@example.com` });
    const response = await clientFor(env()).post('/api/admin/login', { username: email, password: 'a-good-password' });
    expect(response.status).toBe(401);
  });

  it('slows an address down after 10 failures on any accounts, with Retry-After; other addresses sign in', async () => {
    const client = clientFor(env());
    for (let i = 0; i < 10; i++) {
      expect((await client.post('/api/admin/login', { username: `brute-${i}`, password: `guess-${i}` })).status).toBe(401);
    }
    const blocked = await client.post('/api/admin/login', TEST_ADMIN);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ message: 'Too many attempts. Try again in 1 second.', code: 'rate_limited' });
    expect(blocked.headers['retry-after']).toBe('1');
    expect((await clientFor(env()).post('/api/admin/login', TEST_ADMIN)).status).toBe(200);
  });

  it('does not lock an account that many addresses fail on (no lockout attack)', async () => {
    await ensureAdminAccount(env().database.db, { username: 'second-admin', password: 'second-admin-password' }, env().now);
    for (let i = 0; i < 12; i++) {
      expect((await clientFor(env()).post('/api/admin/login', { username: 'second-admin', password: `guess-${i}` })).status).toBe(401);
    }
    const owner = await clientFor(env()).post('/api/admin/login', { username: 'second-admin', password: 'second-admin-password' });
    expect(owner.status).toBe(200);
  });
});

describeEachDatabase(
  'admin bootstrap',
  (env) => {
    it('creates an admin with a one-time password when none is configured, only once', async () => {
      const { db } = env().database;
      const first = await ensureAdminAccount(db, undefined, env().now);
      expect(first).toMatchObject({ kind: 'generated', username: 'admin' });
      expect(await ensureAdminAccount(db, undefined, env().now)).toEqual({ kind: 'existing' });
      const password = (first as { password: string }).password;
      expect(password.length).toBeGreaterThanOrEqual(20);
      const response = await clientFor(env()).post('/api/admin/login', { username: 'admin', password });
      expect(response.status).toBe(200);
    });

    it('updates the password of a configured admin at the next start', async () => {
      const { db } = env().database;
      await ensureAdminAccount(db, { username: 'Boss', password: 'first-password-1' }, env().now);
      expect(await ensureAdminAccount(db, { username: 'boss', password: 'second-password-2' }, env().now)).toMatchObject({ created: false });
      const rows = await db.select().from(localCredentials).innerJoin(users, eq(users.id, localCredentials.userId));
      expect(rows.filter((r) => r.local_credentials.username?.toLowerCase() === 'boss')).toHaveLength(1);
      expect((await clientFor(env()).post('/api/admin/login', { username: 'boss', password: 'first-password-1' })).status).toBe(401);
      expect((await clientFor(env()).post('/api/admin/login', { username: 'BOSS', password: 'second-password-2' })).status).toBe(200);
    });
  },
  { admin: false, seed: false },
);
