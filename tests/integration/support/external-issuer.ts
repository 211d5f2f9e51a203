import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import type { HttpBrowser } from './http-browser';

/**
 * A separate OpenID Connect provider on its own port, standing in for Google or Auth0: its own accounts
 * (any password is right) and verified e-mail claims, the app registered as its client.
 */
const CLIENT = { clientId: 'squares-external', clientSecret: 'external-client-secret' };

/** The app's OIDC settings for the issuer at `issuerUrl`. */
export const externalIssuerConfig = (issuerUrl: string) => ({ issuerUrl, ...CLIENT });

export interface IssuerAccount {
  email: string;
  given_name: string;
  family_name: string;
}

/** Listens at `issuerUrl` (http://127.0.0.1:port) until close(); `appUrl` is the app whose /api/callback it returns to. */
export async function startExternalIssuer(issuerUrl: string, appUrl: string, accounts: Record<string, IssuerAccount>): Promise<{ close: () => Promise<void> }> {
  const provider = new Provider(issuerUrl, {
    clients: [
      {
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
        redirect_uris: [`${appUrl}/api/callback`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => (accounts[sub] ? { accountId: sub, claims: () => ({ sub, ...accounts[sub]!, email_verified: true }) } : undefined),
  });
  const server: Server = provider.listen(Number(new URL(issuerUrl).port));
  await new Promise((resolve) => server.once('listening', resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * The browser's steps at the issuer, from `location` (where our /api/login sent it): the login form as
 * `account`, then consent, until a redirect leaves the issuer for `appUrl`. Returns that last step.
 */
export async function throughIssuer(browser: HttpBrowser, location: string, appUrl: string, account: string) {
  let step = await browser.request(location);
  for (let hops = 0; hops < 10 && step.location && !step.location.startsWith(appUrl); hops++) {
    const url = new URL(step.location);
    if (url.pathname.startsWith('/interaction/')) {
      const page = await browser.request(url.toString());
      const prompt = page.text.includes('name="login"') ? 'login' : 'consent';
      step = await browser.request(url.toString(), { form: prompt === 'login' ? { prompt, login: account, password: 'any' } : { prompt } });
    } else {
      step = await browser.request(url.toString());
    }
  }
  return step;
}
