import { describe, expect, it } from 'vitest';
import { clientFor, signedInAdmin, signedInPlayer, type TestClient } from './support/client';
import { describeEachDatabase } from './support/harness';
import { startApp } from './support/app';

/**
 * Every route the app registers, from its declared auth level, tried as anonymous, as a player (whose
 * e-mail contains "admin" — a player all the same, D6) and as an admin. New routes join automatically.
 */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '1',
  gameId: '1',
  uid: 'no-such-interaction',
  '*': 'anything',
};

const SIGN_OUT_EVERYWHERE = '/api/auth/sessions/revoke-all';

function sampleUrl(url: string): string {
  return url
    .replace(/\/admin\/users\/:id/, '/admin/users/00000000-0000-4000-8000-000000000000')
    .replace(/:(\w+)/g, (_m, name: string) => SAMPLE_PARAMS[name] ?? '1')
    .replace(/\*$/, SAMPLE_PARAMS['*']!);
}

describeEachDatabase('authorization matrix', (env) => {
  let player: TestClient;
  let admin: TestClient;
  const routes = () => env().app.declaredRoutes.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/'));

  it('covers the routes that exist, with a declared level each', async () => {
    player = (await signedInPlayer(env(), { email: `admin.fan.${env().kind}@example.com` })).client;
    admin = (await signedInAdmin(env())).client;
    const levels = new Set(routes().map((r) => r.auth));
    expect(levels).toEqual(new Set(['public', 'user', 'admin']));
    expect(routes().length).toBeGreaterThanOrEqual(14);
    const declared = routes().map((r) => `${r.method} ${r.url} ${r.auth}`);
    for (const route of ['GET /api/me/settings user', 'PUT /api/me/settings user', 'POST /api/auth/sessions/revoke-all user']) {
      expect(declared).toContain(route);
    }
  });

  it('answers 401 to anonymous callers on every user and admin route', async () => {
    for (const route of routes().filter((r) => r.auth !== 'public')) {
      const response = await clientFor(env()).request(route.method as 'GET', sampleUrl(route.url), { body: {} });
      expect(response.status, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 to a player (even admin.fan@...) on every admin route', async () => {
    const me = await player.get('/api/auth/user');
    expect(me.body).toMatchObject({ isAdmin: false });
    for (const route of routes().filter((r) => r.auth === 'admin')) {
      const response = await player.request(route.method as 'GET', sampleUrl(route.url), { body: {} });
      expect(response.status, `${route.method} ${route.url}`).toBe(403);
      expect(response.body).toMatchObject({ message: 'Admin access required' });
    }
  });

  it('lets a player through on user routes and an admin through on user and admin routes', async () => {
    // Public routes are open to all by definition; event streams never end, so they are not awaited.
    // Signing out everywhere would end the sessions the rest of the loop needs: it runs last, below.
    for (const route of routes().filter((r) => r.auth !== 'public' && !r.stream && r.url !== SIGN_OUT_EVERYWHERE)) {
      const url = sampleUrl(route.url);
      if (route.auth === 'user') {
        const asPlayer = await player.request(route.method as 'GET', url, { body: {} });
        expect([401, 403], `${route.method} ${route.url} as player`).not.toContain(asPlayer.status);
      }
      if (route.url === '/api/logout' || route.url === '/api/admin/login') continue; // would end or replace the admin's session
      const asAdmin = await admin.request(route.method as 'GET', url, { body: {} });
      expect([401, 403], `${route.method} ${route.url} as admin`).not.toContain(asAdmin.status);
    }
  });
});

describeEachDatabase('authorization matrix: sign out everywhere', (env) => {
  it('lets a player and an admin end their own sessions', async () => {
    for (const { client } of [await signedInPlayer(env()), await signedInAdmin(env())]) {
      const response = await client.post(SIGN_OUT_EVERYWHERE);
      expect(response.status).toBe(200);
      expect((await client.get('/api/auth/user')).status).toBe(401);
    }
  });
});

describe('route declarations', () => {
  it('refuses to start with an /api route that declares no auth level', async () => {
    const { openDatabase } = await import('../../src/server/db/client');
    const { testConfig } = await import('./support/harness');
    const database = await openDatabase({});
    try {
      const app = await startApp({ config: testConfig(), database, clock: () => new Date() });
      expect(() => app.get('/api/undeclared', async () => ({}))).toThrow(/must declare config.auth/);
      await app.close();
    } finally {
      await database.close();
    }
  });
});
