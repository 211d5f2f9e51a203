import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authIdentities, auditLog } from '../../src/server/db/schema';
import { clientFor, signedInPlayer } from './support/client';
import { describeEachDatabase } from './support/harness';
import { HttpBrowser } from './support/http-browser';

/**
 * The whole authorization-code flow against the embedded issuer, over real HTTP, step by step as a
 * browser performs it: /api/login -> issuer -> our sign-in page -> issuer -> /api/callback -> session.
 */
describeEachDatabase(
  'OpenID Connect sign-in through the embedded issuer',
  (env) => {
    async function startAtLogin(browser: HttpBrowser, returnTo?: string) {
      const login = await browser.request(returnTo ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login');
      expect(login.status).toBe(302);
      const authorize = new URL(login.location!);
      expect(authorize.pathname).toBe('/oidc/auth');
      const issuerStep = await browser.request(authorize.toString());
      expect(issuerStep.status).toBe(303);
      expect(new URL(issuerStep.location!).pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
      return { authorize, interactionUrl: issuerStep.location! };
    }

    async function submitPassword(browser: HttpBrowser, interactionUrl: string, email: string, password: string) {
      return browser.request(`${interactionUrl}/login`, { form: { email, password } });
    }

    async function completeFlow(browser: HttpBrowser, afterLogin: { status: number; location: string | null }) {
      expect(afterLogin.status).toBe(303);
      const resume = await browser.request(afterLogin.location!);
      expect(resume.status).toBe(303);
      const callback = new URL(resume.location!);
      expect(callback.pathname).toBe('/api/callback');
      expect(callback.searchParams.get('code')).toBeTruthy();
      return { callbackUrl: callback.toString(), result: await browser.request(callback.toString()) };
    }

    it('signs a local account in, with PKCE, state and nonce, and a fresh session', async () => {
      const { email, user } = await signedInPlayer(env(), { firstName: 'Riley', lastName: 'Quinn' });
      const browser = new HttpBrowser(env().baseUrl!);
      const { authorize, interactionUrl } = await startAtLogin(browser);
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      expect(authorize.searchParams.get('state')).toBeTruthy();
      expect(authorize.searchParams.get('nonce')).toBeTruthy();
      expect(authorize.searchParams.get('prompt')).toBe('login');

      const page = await browser.request(interactionUrl);
      expect(page.status).toBe(200);
      for (const text of ['Email', 'Password', 'Sign in', 'Local sign-in', '/test-registration']) expect(page.text).toContain(text);

      const wrong = await submitPassword(browser, interactionUrl, email, 'not-the-password');
      expect(wrong.status).toBe(401);
      expect(wrong.text).toContain('Invalid email or password');

      const right = await submitPassword(browser, interactionUrl, email, 'a-good-password');
      const { result } = await completeFlow(browser, right);
      expect(result.status).toBe(302);
      expect(result.location).toBe(`${env().baseUrl}/`);
      expect(browser.cookies.get('sq_session')).toMatch(/^[\w-]{43}$/);

      const me = await fetch(`${env().baseUrl}/api/auth/user`, { headers: { cookie: `sq_session=${browser.cookies.get('sq_session')}` } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ id: user.id, email, firstName: 'Riley', lastName: 'Quinn', isAdmin: false });

      const identities = await env().database.db.select().from(authIdentities).where(eq(authIdentities.userId, user.id));
      expect(identities).toEqual([expect.objectContaining({ issuer: `${env().baseUrl}/oidc`, subject: user.id })]);
      const signIns = await env().database.db.select().from(auditLog).where(eq(auditLog.subjectUserId, user.id));
      expect(signIns.map((e) => e.action)).toEqual(expect.arrayContaining(['register', 'sign_in_failed', 'sign_in']));
    });

    it('returns to a same-site page after sign-in, never to another site', async () => {
      const { email } = await signedInPlayer(env());
      for (const [returnTo, expected] of [
        ['/pool/7', '/pool/7'],
        ['https://evil.example/steal', '/'],
        ['//evil.example', '/'],
      ] as const) {
        const browser = new HttpBrowser(env().baseUrl!);
        const { interactionUrl } = await startAtLogin(browser, returnTo);
        const { result } = await completeFlow(browser, await submitPassword(browser, interactionUrl, email, 'a-good-password'));
        expect(result.location).toBe(`${env().baseUrl}${expected}`);
      }
    });

    it('refuses a callback whose state does not match the browser, and a replayed code', async () => {
      const { email } = await signedInPlayer(env());
      const victim = new HttpBrowser(env().baseUrl!);
      const { interactionUrl } = await startAtLogin(victim);
      const right = await submitPassword(victim, interactionUrl, email, 'a-good-password');
      const resume = await victim.request(right.location!);
      const callbackUrl = resume.location!;

      // Another browser (no login cookie of this flow) presenting the code is turned away.
      const attacker = new HttpBrowser(env().baseUrl!);
      await startAtLogin(attacker);
      const stolen = await attacker.request(callbackUrl);
      expect(stolen.location).toBe(`${env().baseUrl}/login?error=failed`);
      expect(attacker.cookies.has('sq_session')).toBe(false);

      // The attacker failed on state before any token request, so the victim finishes once, and only once.
      const first = await victim.request(callbackUrl);
      expect(first.location).toBe(`${env().baseUrl}/`);
      const again = await victim.request(callbackUrl);
      expect(again.location).toMatch(/\/login\?error=/);
    });

    it('asks for the password again after signing out (no silent re-sign-in)', async () => {
      const { email } = await signedInPlayer(env());
      const browser = new HttpBrowser(env().baseUrl!);
      const { interactionUrl } = await startAtLogin(browser);
      await completeFlow(browser, await submitPassword(browser, interactionUrl, email, 'a-good-password'));
      await browser.request('/api/logout');
      const next = await startAtLogin(browser);
      const page = await browser.request(next.interactionUrl);
      expect(page.text).toContain('Password');
    });

    it('cancelling at the issuer returns to the sign-in page', async () => {
      const browser = new HttpBrowser(env().baseUrl!);
      const { interactionUrl } = await startAtLogin(browser);
      const abort = await browser.request(`${interactionUrl}/abort`);
      expect(abort.status).toBe(303);
      const resume = await browser.request(abort.location!);
      const callback = await browser.request(resume.location!);
      expect(callback.location).toBe(`${env().baseUrl}/login?error=cancelled`);
    });

    it('does not make an unverified ADMIN_EMAILS address an admin (local accounts prove no e-mail)', async () => {
      const email = env().config.adminEmails[0]!;
      await clientFor(env()).post('/api/auth/register', { email, password: 'a-good-password', firstName: 'Claims' });
      const browser = new HttpBrowser(env().baseUrl!);
      const { interactionUrl } = await startAtLogin(browser);
      await completeFlow(browser, await submitPassword(browser, interactionUrl, email, 'a-good-password'));
      const me = await fetch(`${env().baseUrl}/api/auth/user`, { headers: { cookie: `sq_session=${browser.cookies.get('sq_session')}` } });
      expect(await me.json()).toMatchObject({ email, isAdmin: false });
    });

    it('publishes discovery metadata for the embedded issuer', async () => {
      const response = await fetch(`${env().baseUrl}/oidc/.well-known/openid-configuration`);
      const metadata = (await response.json()) as Record<string, unknown>;
      expect(metadata.issuer).toBe(`${env().baseUrl}/oidc`);
      expect(metadata.code_challenge_methods_supported).toContain('S256');
    });
  },
  { listen: true, config: { adminEmails: ['boss@example.com'] } },
);
