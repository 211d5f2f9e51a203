import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auditLog, sessions } from '../../src/server/db/schema';
import { totpCodeAt } from '../../src/server/modules/second-factor';
import { freePort } from '../support/free-port';
import { externalIssuerConfig, startExternalIssuer, throughIssuer } from './support/external-issuer';
import { describeEachDatabase, movableClock } from './support/harness';
import { HttpBrowser } from './support/http-browser';

/**
 * An admin who signs in through an external identity provider (ADMIN_EMAILS) and has a second factor:
 * the provider is the first step, and the app asks for the second before any session exists.
 */
const issuerPort = await freePort();
const issuerUrl = `http://127.0.0.1:${issuerPort}`;
const clock = movableClock();

describeEachDatabase(
  'admin second factor after an external identity provider',
  (env) => {
    let issuer: { close: () => Promise<void> };
    beforeAll(async () => {
      issuer = await startExternalIssuer(issuerUrl, env().baseUrl!, { boss: { email: 'boss@example.com', given_name: 'Blair', family_name: 'Boss' } });
    });
    afterAll(() => issuer.close());

    /** The browser's trip through the issuer; returns where our callback sent it. */
    async function signIn(): Promise<{ browser: HttpBrowser; landing: string | null }> {
      const browser = new HttpBrowser(env().baseUrl!);
      const step = await throughIssuer(browser, (await browser.request('/api/login')).location!, env().baseUrl!, 'boss');
      const callback = await browser.request(step.location!);
      return { browser, landing: callback.location };
    }

    /** A JSON call with the browser's cookies, as the web app makes it; cookies it sets are kept. */
    async function api(browser: HttpBrowser, method: string, path: string, body?: unknown) {
      const response = await fetch(`${env().baseUrl}${path}`, {
        method,
        headers: {
          cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          origin: env().baseUrl!,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)];
        if (value === '' || /max-age=0/i.test(line)) browser.cookies.delete(name);
        else browser.cookies.set(name, value);
      }
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    }

    it('asks an admin with a second factor for it after the provider, before any session, and then signs in', async () => {
      const first = await signIn();
      expect(first.landing).toBe(`${env().baseUrl}/`);
      const started = await api(first.browser, 'POST', '/api/admin/second-factor/totp');
      expect(started.status).toBe(200);
      const secret = started.body.secret as string;
      expect((await api(first.browser, 'POST', '/api/admin/second-factor/totp/confirm', { code: totpCodeAt(secret, clock.now()) })).status).toBe(200);

      const again = await signIn();
      expect(again.landing).toBe(`${env().baseUrl}/admin-login?step=second-factor`);
      expect(again.browser.cookies.has('sq_session')).toBe(false);
      expect(again.browser.cookies.has('sq_second_step')).toBe(true);
      expect((await api(again.browser, 'GET', '/api/admin/users')).status).toBe(401);

      clock.advance(30_000);
      const wrong = await api(again.browser, 'POST', '/api/admin/login/code', { code: totpCodeAt(secret, new Date(clock.now().getTime() + 10 * 60_000)) });
      expect(wrong.body).toMatchObject({ code: 'mfa_invalid' });
      const signedIn = await api(again.browser, 'POST', '/api/admin/login/code', { code: totpCodeAt(secret, clock.now()) });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body).toMatchObject({ user: { email: 'boss@example.com', isAdmin: true } });
      expect((await api(again.browser, 'GET', '/api/admin/users')).status).toBe(200);

      const userId = (signedIn.body.user as { id: string }).id;
      const { db } = env().database;
      const [session] = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt)).limit(1);
      expect(session!.authMethod).toBe('oidc');
      const [audit] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'sign_in'), eq(auditLog.subjectUserId, userId)))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(audit!.details).toEqual({ method: 'oidc', secondFactor: 'totp' });
    });
  },
  {
    listen: true,
    clock: clock.now,
    config: {
      oidc: externalIssuerConfig(issuerUrl),
      adminEmails: ['boss@example.com'],
    },
  },
);
