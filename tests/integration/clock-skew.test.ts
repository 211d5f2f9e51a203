import { expect, it } from 'vitest';
import { SESSION_POLICY } from '../../src/server/auth/sessions';
import { signedInAdmin, signedInPlayer } from './support/client';
import { describeEachDatabase } from './support/harness';
import { HttpBrowser } from './support/http-browser';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The app's clock and the browser's clock need not agree: every cookie with a lifetime carries Max-Age,
 * so a session lasts its full length by the browser's clock whatever the server's clock says. The app is
 * run 10 days ahead of and behind the machine's real clock (which the test clients use, like a browser).
 */
for (const offsetDays of [10, -10]) {
  describeEachDatabase(
    `sessions with the app clock ${Math.abs(offsetDays)} days ${offsetDays > 0 ? 'ahead of' : 'behind'} the browser`,
    (env) => {
      it('keeps the admin signed in, with a Max-Age of the full admin session and no Expires date', async () => {
        const { client, user } = await signedInAdmin(env());
        const me = await client.get('/api/auth/user');
        expect(me.status).toBe(200);
        expect(me.body).toMatchObject({ id: user.id, isAdmin: true });

        const raw = await client.post('/api/admin/login', { username: 'ops-admin', password: 'test-admin-password-1' });
        const cookie = String(raw.headers['set-cookie']);
        expect(cookie).toContain(`Max-Age=${SESSION_POLICY.admin.absoluteMs / 1000}`);
        expect(cookie).not.toMatch(/expires=/i);
      });

      it('keeps a player signed in', async () => {
        const { client, user } = await signedInPlayer(env());
        expect((await client.get('/api/auth/user')).body).toMatchObject({ id: user.id, isAdmin: false });
      });

      it('signs in through the embedded issuer over real HTTP, whose cookies carry no date the browser clock would judge', async () => {
        const { email } = await signedInPlayer(env());
        const browser = new HttpBrowser(env().baseUrl!);
        const login = await browser.request('/api/login');
        const issuerStep = await browser.request(login.location!);
        expect(issuerStep.status).toBe(303);
        const afterLogin = await browser.request(`${issuerStep.location!}/login`, { form: { email, password: 'a-good-password' } });
        expect(afterLogin.status).toBe(303);
        const resume = await browser.request(afterLogin.location!);
        const callback = await browser.request(resume.location!);
        expect(callback.status).toBe(302);
        expect(browser.cookies.get('sq_session')).toMatch(/^[\w-]{43}$/);
        for (const line of browser.received) {
          if (/expires=/i.test(line)) expect(line, line).toMatch(/max-age=\d+/i);
        }
        const me = await fetch(new URL('/api/auth/user', env().baseUrl), { headers: { cookie: `sq_session=${browser.cookies.get('sq_session')}` } });
        expect(me.status).toBe(200);
      });
    },
    { now: new Date(Date.now() + offsetDays * DAY_MS), listen: true },
  );
}
