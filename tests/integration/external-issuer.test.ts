import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authUserSchema } from '../../src/domain/schemas';
import { authIdentities } from '../../src/server/db/schema';
import { freePort } from '../support/free-port';
import { externalIssuerConfig, startExternalIssuer, throughIssuer, type IssuerAccount } from './support/external-issuer';
import { describeEachDatabase } from './support/harness';
import { HttpBrowser } from './support/http-browser';

/**
 * "Any issuer works through OIDC_ISSUER_URL": a separate OpenID Connect provider on its own port stands
 * in for Google or Auth0, with its own accounts and verified e-mail claims. The app is configured as
 * its client and never sees a password.
 */
const issuerPort = await freePort();
const issuerUrl = `http://127.0.0.1:${issuerPort}`;
const ACCOUNTS: Record<string, IssuerAccount> = {
  boss: { email: 'boss@example.com', given_name: 'Blair', family_name: 'Boss' },
  fan: { email: 'fan@example.org', given_name: 'Frankie', family_name: 'Fan' },
};

describeEachDatabase(
  'sign-in through an external OpenID Connect issuer',
  (env) => {
    let issuer: { close: () => Promise<void> };
    beforeAll(async () => {
      issuer = await startExternalIssuer(issuerUrl, env().baseUrl!, ACCOUNTS);
    });
    afterAll(() => issuer.close());

    /** The browser's whole trip: our /api/login, the issuer's login and consent, our callback. */
    async function signIn(account: string): Promise<HttpBrowser> {
      const browser = new HttpBrowser(env().baseUrl!);
      const login = await browser.request('/api/login');
      expect(new URL(login.location!).origin).toBe(issuerUrl);
      const step = await throughIssuer(browser, login.location!, env().baseUrl!, account);
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
      oidc: externalIssuerConfig(issuerUrl),
      adminEmails: ['boss@example.com'],
    },
  },
);
