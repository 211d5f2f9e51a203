import type { Server } from 'node:http';
import { eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authUserSchema } from '../../src/domain/schemas';
import { authIdentities } from '../../src/server/db/schema';
import { freePort } from '../support/free-port';
import { describeEachDatabase } from './support/harness';
import { HttpBrowser } from './support/http-browser';

/**
 * "Any issuer works through OIDC_ISSUER_URL": a separate OpenID Connect provider on its own port stands
 * in for Google or Auth0, with its own accounts and verified e-mail claims. The app is configured as
 * its client and never sees a password.
 */
const issuerPort = await freePort();
const issuerUrl = `http://127.0.0.1:${issuerPort}`;
const ACCOUNTS: Record<string, { email: string; given_name: string; family_name: string }> = {
  boss: { email: 'boss@example.com', given_name: 'Blair', family_name: 'Boss' },
  fan: { email: 'fan@example.org', given_name: 'Frankie', family_name: 'Fan' },
};

describeEachDatabase(
  'sign-in through an external OpenID Connect issuer',
  (env) => {
    let server: Server;

    beforeAll(async () => {
      const provider = new Provider(issuerUrl, {
        clients: [
          {
            client_id: 'squares-external',
            client_secret: 'external-client-secret',
            redirect_uris: [`${env().baseUrl}/api/callback`],
            response_types: ['code'],
            grant_types: ['authorization_code'],
          },
        ],
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
        conformIdTokenClaims: false,
        findAccount: async (_ctx, sub) =>
          ACCOUNTS[sub] ? { accountId: sub, claims: () => ({ sub, ...ACCOUNTS[sub]!, email_verified: true }) } : undefined,
      });
      server = provider.listen(issuerPort);
      await new Promise((resolve) => server.once('listening', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    /** The browser's whole trip: our /api/login, the issuer's login and consent, our callback. */
    async function signIn(account: string): Promise<HttpBrowser> {
      const browser = new HttpBrowser(env().baseUrl!);
      const login = await browser.request('/api/login');
      expect(new URL(login.location!).origin).toBe(issuerUrl);
      let step = await browser.request(login.location!);
      for (let hops = 0; hops < 10 && step.location && !step.location.startsWith(env().baseUrl!); hops++) {
        const url = new URL(step.location);
        if (url.pathname.startsWith('/interaction/')) {
          const page = await browser.request(url.toString());
          const prompt = page.text.includes('name="login"') ? 'login' : 'consent';
          step = await browser.request(url.toString(), { form: prompt === 'login' ? { prompt, login: account, password: 'any' } : { prompt } });
        } else {
          step = await browser.request(url.toString());
        }
      }
      expect(new URL(step.location!).pathname).toBe('/api/callback');
      const callback = await browser.request(step.location!);
      expect(callback.location).toBe(`${env().baseUrl}/`);
      return browser;
    }

    const me = async (browser: HttpBrowser) => {
      const response = await fetch(`${env().baseUrl}/api/auth/user`, { headers: { cookie: `sq_session=${browser.cookies.get('sq_session')}` } });
      return authUserSchema.parse(await response.json());
    };

    it('registers a new user from the claims, and makes a verified ADMIN_EMAILS address an admin', async () => {
      const boss = await me(await signIn('boss'));
      expect(boss).toMatchObject({ email: 'boss@example.com', firstName: 'Blair', lastName: 'Boss', isAdmin: true });
      const fan = await me(await signIn('fan'));
      expect(fan).toMatchObject({ email: 'fan@example.org', firstName: 'Frankie', isAdmin: false });
    });

    it('finds the same user again by issuer and subject', async () => {
      const first = await me(await signIn('fan'));
      const again = await me(await signIn('fan'));
      expect(again.id).toBe(first.id);
      const identities = await env().database.db.select().from(authIdentities).where(eq(authIdentities.userId, first.id));
      expect(identities).toEqual([expect.objectContaining({ issuer: issuerUrl, subject: 'fan' })]);
    });

    it('has no embedded issuer mounted when an external one is configured', async () => {
      const response = await fetch(`${env().baseUrl}/oidc/.well-known/openid-configuration`);
      expect(response.status).not.toBe(200);
    });
  },
  {
    listen: true,
    config: {
      oidc: { issuerUrl, clientId: 'squares-external', clientSecret: 'external-client-secret' },
      adminEmails: ['boss@example.com'],
    },
  },
);
