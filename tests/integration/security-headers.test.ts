import { expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../../src/server/http/security';
import { describeEachDatabase } from './support/harness';

/** The app's own security headers on every kind of answer, the API's browsable docs included. */
describeEachDatabase('security headers everywhere', (env) => {
  const get = (url: string) => env().app.inject({ method: 'GET', url });

  const PAGES = ['/', '/dashboard', '/api/leagues', '/api/no-such-thing', '/api/docs', '/api/docs/', '/api/docs/static/index.html', '/api/docs/json'];

  it('switches off the browser features no page uses (Permissions-Policy)', async () => {
    for (const url of PAGES) {
      const policy = String((await get(url)).headers['permissions-policy']);
      expect(policy, url).toBe(PERMISSIONS_POLICY);
    }
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()']) expect(PERMISSIONS_POLICY).toContain(feature);
    expect(PERMISSIONS_POLICY).toContain('payment=(self "https://js.stripe.com")');
  });

  it('allows no other origin for scripts, frames or connections when the sandbox takes payments', async () => {
    const policy = String((await get('/checkout/1')).headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("frame-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).not.toContain('stripe.com');
  });

  it("serves /api/docs under the app's content security policy: no other site may frame it", async () => {
    const appPolicy = String((await get('/api/leagues')).headers['content-security-policy']);
    expect(appPolicy).toContain("frame-ancestors 'none'");
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/static/index.html', '/api/docs/static/swagger-initializer.js', '/api/docs/json']) {
      const response = await get(url);
      expect(response.statusCode, url).toBeLessThan(400);
      expect(response.headers['content-security-policy'], url).toBe(appPolicy);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    // The UI's page loads only files of ours (no inline script the policy would block).
    const page = (await get('/api/docs')).body;
    expect(page).toContain('swagger-ui-bundle.js');
    expect(page).not.toMatch(/<script>(?!\s*<\/script>)/);
  });
});
