import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, sessions } from '../../src/server/db/schema';
import { clientFor, signedInPlayer } from './support/client';
import { describeEachDatabase } from './support/harness';

/** GET /api/logout is a browser navigation (spec section 7): who started it decides what it may do. */
describeEachDatabase('sign-out and cross-site links (logout CSRF)', (env) => {
  const liveSessions = async (userId: string) => env().database.db.select().from(sessions).where(eq(sessions.userId, userId));

  it.each([
    ['a cross-site link', { 'sec-fetch-site': 'cross-site' }],
    ['a link from a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['an old browser following a link from another site', { referer: 'https://evil.example/prize.html' }],
    ['a request with another Origin', { origin: 'https://evil.example' }],
    ['a Referer that is not a URL', { referer: 'not a url' }],
  ])('%s does not sign out: it lands on /sign-out to confirm', async (_name, headers) => {
    const { client, user } = await signedInPlayer(env());
    const token = client.cookies.get('sq_session');
    const response = await client.get('/api/logout', headers);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/sign-out');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(client.cookies.get('sq_session')).toBe(token);
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect(await liveSessions(user.id)).toHaveLength(1);
    const signOuts = await env().database.db.select().from(auditLog).where(and(eq(auditLog.action, 'sign_out'), eq(auditLog.subjectUserId, user.id)));
    expect(signOuts).toEqual([]);
  });

  it.each([
    ['our own page (the menu, the /sign-out button)', { 'sec-fetch-site': 'same-origin' }],
    ['a typed-in address or a bookmark', { 'sec-fetch-site': 'none' }],
    ['an old browser on our page', { referer: 'http://localhost:5000/dashboard' }],
    ['a client that says nothing', {}],
  ])('a sign-out from %s ends the session and goes to /', async (_name, headers) => {
    const { client, user } = await signedInPlayer(env());
    const response = await client.get('/api/logout', headers);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(client.cookies.has('sq_session')).toBe(false);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect(await liveSessions(user.id)).toEqual([]);
  });

  it('a cross-site link without a session has nothing to protect: it goes to /', async () => {
    const response = await clientFor(env()).get('/api/logout', { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/');
  });
});
