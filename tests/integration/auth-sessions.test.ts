import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authUserSchema } from '../../src/domain/schemas';
import { hashToken, SESSION_POLICY } from '../../src/server/auth/sessions';
import { localCredentials, sessions } from '../../src/server/db/schema';
import { clientFor, signedInPlayer, uniqueEmail } from './support/client';
import { describeEachDatabase } from './support/harness';

describeEachDatabase('registration and sessions', (env) => {
  describe('POST /api/auth/register', () => {
    it('creates the account and signs the user in', async () => {
      const client = clientFor(env());
      const email = uniqueEmail('new');
      const response = await client.post('/api/auth/register', { email, password: 'long-enough', firstName: 'Jordan', lastName: 'Lee' });
      expect(response.status).toBe(201);
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/sq_session=[A-Za-z0-9_-]{43}/);
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Lax/);
      const me = await client.get('/api/auth/user');
      expect(me.status).toBe(200);
      expect(authUserSchema.parse(me.body)).toMatchObject({
        email,
        firstName: 'Jordan',
        lastName: 'Lee',
        isAdmin: false,
        verification: { status: 'unverified' },
        eligibleForPaidPlay: false,
      });
    });

    it('stores an argon2id hash, never the password, and only the hash of the session token', async () => {
      const { client, user } = await signedInPlayer(env());
      const [credential] = await env().database.db.select().from(localCredentials).where(eq(localCredentials.userId, user.id));
      expect(credential!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(credential!.passwordHash).not.toContain('a-good-password');
      const token = client.cookies.get('sq_session')!;
      const rows = await env().database.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(rows.map((r) => r.tokenHash)).toEqual([hashToken(token)]);
    });

    it.each([
      [{ email: 'not-an-email', password: 'long-enough', firstName: 'A' }, 'email: Please enter a valid email address'],
      [{ email: 'ok@example.com', password: 'short', firstName: 'A' }, 'password: Password must be at least 8 characters'],
      [{ email: 'ok@example.com', password: 'long-enough', firstName: '  ' }, 'firstName: First name is required'],
    ])('rejects %j with the spec message', async (body, message) => {
      const response = await clientFor(env()).post('/api/auth/register', body);
      expect(response.status).toBe(400);
      expect((response.body as { message: string }).message).toContain(message);
    });

    it('answers 409 for an e-mail that already has an account (any letter case)', async () => {
      const { email } = await signedInPlayer(env());
      const response = await clientFor(env()).post('/api/auth/register', {
        email: email.toUpperCase(),
        password: 'another-password',
        firstName: 'Copy',
      });
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ message: 'An account with this email already exists' });
    });
  });

  describe('sessions', () => {
    it('answers 401 without a session, and with an unknown or malformed cookie', async () => {
      expect((await clientFor(env()).get('/api/auth/user')).status).toBe(401);
      const forged = clientFor(env());
      forged.cookies.set('sq_session', 'A'.repeat(43));
      expect((await forged.get('/api/auth/user')).status).toBe(401);
      forged.cookies.set('sq_session', 'garbage');
      expect((await forged.get('/api/auth/user')).body).toMatchObject({ message: 'Not authenticated' });
    });

    it('logout ends the session: the old cookie no longer works', async () => {
      const { client, user } = await signedInPlayer(env());
      const token = client.cookies.get('sq_session')!;
      const out = await client.get('/api/logout');
      expect(out.status).toBe(302);
      expect(out.headers.location).toBe('/');
      expect(client.cookies.has('sq_session')).toBe(false);
      const replay = clientFor(env());
      replay.cookies.set('sq_session', token);
      expect((await replay.get('/api/auth/user')).status).toBe(401);
      expect(await env().database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    });

    it('issues a new token at every sign-in and ends the one the browser held', async () => {
      const first = await signedInPlayer(env());
      const oldToken = first.client.cookies.get('sq_session')!;
      const again = await first.client.post('/api/auth/register', {
        email: uniqueEmail('second'),
        password: 'long-enough',
        firstName: 'Second',
      });
      expect(again.status).toBe(201);
      expect(first.client.cookies.get('sq_session')).not.toBe(oldToken);
      const [old] = await env().database.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(oldToken)));
      expect(old).toBeUndefined();
    });

    it('expires after the idle limit and at the absolute limit', async () => {
      const { db } = env().database;
      const idle = await signedInPlayer(env());
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(env().now.getTime() - SESSION_POLICY.player.idleMs - 1000) })
        .where(eq(sessions.userId, idle.user.id));
      expect((await idle.client.get('/api/auth/user')).status).toBe(401);

      const old = await signedInPlayer(env());
      await db.update(sessions).set({ expiresAt: new Date(env().now.getTime() - 1000) }).where(eq(sessions.userId, old.user.id));
      expect((await old.client.get('/api/auth/user')).status).toBe(401);
      expect(await db.select().from(sessions).where(eq(sessions.userId, old.user.id))).toEqual([]);
    });

    it('sets the absolute expiry of a player session by the player policy', async () => {
      const player = await signedInPlayer(env());
      const [row] = await env().database.db.select().from(sessions).where(eq(sessions.userId, player.user.id));
      expect(row!.expiresAt.getTime() - env().now.getTime()).toBe(SESSION_POLICY.player.absoluteMs);
      expect(row!.authMethod).toBe('password');
    });
  });
});
