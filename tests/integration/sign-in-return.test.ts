import { expect, it } from 'vitest';
import { signedInPlayer } from './support/client';
import { describeEachDatabase } from './support/harness';
import { HttpBrowser } from './support/http-browser';

/**
 * Where sign-in comes back to (`returnTo`, domain/return-to.ts), through the real routes over HTTP:
 * GET /api/login keeps it in the login cookie, the embedded issuer signs the player in, and
 * GET /api/callback redirects to it. Each query value is written as it appears in the address bar.
 */
const HOSTILE: [label: string, query: string][] = [
  ['a tab: browsers drop it and read //evil.example', '/%09/evil.example'],
  ['a line break: once a 500 (an invalid Location header)', '/%0A/evil'],
  ['header injection', '/%0D%0ASet-Cookie:%20x=1'],
  ['a backslash, which browsers read as a slash', '/%5Cevil'],
  ['a raw backslash', '/\\evil'],
  ['scheme-relative', '//evil'],
  ['another origin', 'https://evil.example'],
  ['encoded slashes', '/%2F%2Fevil'],
  ['encoded slashes, encoded once more', '/%252F%252Fevil'],
  ['a leading space', '%20//evil.example'],
  ['the API', '/api/me'],
  ['sign-out', '/api/logout'],
  ['the identity provider', '/oidc/session/end'],
  ['600 characters', `/${'x'.repeat(600)}`],
];

describeEachDatabase(
  'sign-in returns only to a page of this site',
  (env) => {
    /** The whole flow for one `returnTo` query value; the callback's answer. */
    async function signInReturningTo(email: string, query: string, tamper?: (browser: HttpBrowser) => void) {
      const browser = new HttpBrowser(env().baseUrl!);
      const login = await browser.request(`/api/login?returnTo=${query}`);
      expect(login.status, `GET /api/login?returnTo=${query}`).toBe(302);
      expect(new URL(login.location!).pathname).toBe('/oidc/auth');
      const interaction = await browser.request(login.location!);
      const signedIn = await browser.request(`${interaction.location!}/login`, { form: { email, password: 'a-good-password' } });
      const resume = await browser.request(signedIn.location!);
      expect(new URL(resume.location!).pathname).toBe('/api/callback');
      tamper?.(browser);
      return browser.request(resume.location!);
    }

    it.each(HOSTILE)('%s lands on / (never a 500)', async (_label, query) => {
      const { email } = await signedInPlayer(env());
      const callback = await signInReturningTo(email, query);
      expect(callback.status).toBe(302);
      expect(callback.location).toBe(`${env().baseUrl}/`);
    });

    it('keeps a page of this site, with its query and fragment', async () => {
      const { email } = await signedInPlayer(env());
      for (const [query, expected] of [
        [encodeURIComponent('/pools/12?x=1#y'), '/pools/12?x=1#y'],
        ['/join/ABCD-EFGH-JKMNP', '/join/ABCD-EFGH-JKMNP'],
        ['', '/'],
      ] as const) {
        const callback = await signInReturningTo(email, query);
        expect(callback.status).toBe(302);
        expect(callback.location).toBe(`${env().baseUrl}${expected}`);
      }
    });

    it('checks the destination again at the callback (a login cookie from before the rule)', async () => {
      const { email } = await signedInPlayer(env());
      const { app } = env();
      const callback = await signInReturningTo(email, encodeURIComponent('/pools/12'), (browser) => {
        // The login cookie is signed, so only the app could have written this value: an older version did.
        const unsigned = app.unsignCookie(decodeURIComponent(browser.cookies.get('sq_login')!));
        expect(unsigned.valid).toBe(true);
        const state = { ...(JSON.parse(unsigned.value!) as object), returnTo: '/\n/evil.example' };
        browser.cookies.set('sq_login', encodeURIComponent(app.signCookie(JSON.stringify(state))));
      });
      expect(callback.status).toBe(302);
      expect(callback.location).toBe(`${env().baseUrl}/`);
    });
  },
  { listen: true },
);
