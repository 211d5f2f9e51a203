import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './support/harness';

/** A stand-in for dist/web: just the page the fallback serves. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'squares-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Squares</title><div id="root"></div>');
  return dir;
}

// PUBLIC_URL is http://localhost:5000 in these environments.
const CANONICAL = 'http://localhost:5000';

describeEachDatabase(
  'one canonical host (PUBLIC_URL)',
  (env) => {
    const get = (url: string, headers: Record<string, string>) => env().app.inject({ method: 'GET', url, headers });

    it('sends page loads on another host name to the same path on PUBLIC_URL, temporarily and uncached', async () => {
      for (const url of ['/', '/dashboard', '/pool/12?tab=board', '/no/such/page']) {
        const response = await get(url, { host: '127.0.0.1:5000' });
        expect(response.statusCode, url).toBe(302);
        expect(response.headers.location, url).toBe(`${CANONICAL}${url}`);
        expect(response.headers['cache-control'], url).toBe('no-store');
      }
      const head = await env().app.inject({ method: 'HEAD', url: '/my-pools', headers: { host: '192.168.1.20:5000' } });
      expect(head.statusCode).toBe(302);
      expect(head.headers.location).toBe(`${CANONICAL}/my-pools`);
    });

    it('serves pages on PUBLIC_URL\'s host name, whatever the port (ports do not separate cookies)', async () => {
      for (const host of ['localhost:5000', 'LOCALHOST:5000', 'localhost:8080', 'localhost']) {
        const response = await get('/dashboard', { host });
        expect(response.statusCode, host).toBe(200);
        expect(response.body, host).toContain('<div id="root">');
      }
    });

    it('starts sign-in on the canonical host, so the login cookie lands where the issuer returns', async () => {
      const elsewhere = await get('/api/login?returnTo=%2Fpool%2F3', { host: '127.0.0.1:5000' });
      expect(elsewhere.statusCode).toBe(302);
      expect(elsewhere.headers.location).toBe(`${CANONICAL}/api/login?returnTo=%2Fpool%2F3`);
      expect(elsewhere.headers['set-cookie']).toBeUndefined();

      const here = await get('/api/login?returnTo=%2Fpool%2F3', { host: 'localhost:5000' });
      expect(here.statusCode).toBe(302);
      expect(String(here.headers.location)).toContain(`${CANONICAL}/oidc/auth`);
      expect(here.headers['set-cookie']).toBeDefined();
    });

    it('never redirects API calls, the issuer, health checks or state-changing requests', async () => {
      const host = '127.0.0.1:5000';
      expect((await get('/api/leagues', { host })).statusCode).toBe(200);
      expect((await get('/api/no-such-thing', { host })).statusCode).toBe(404);
      expect((await get('/healthz', { host })).statusCode).toBe(200);
      expect((await get('/oidc/.well-known/openid-configuration', { host })).statusCode).toBe(200);
      const post = await env().app.inject({ method: 'POST', url: '/some/page', headers: { host }, payload: {} });
      expect(post.statusCode).toBe(404);
    });

    it('leaves requests through an untrusted proxy alone (its Host may be its own upstream name)', async () => {
      const proxied: Record<string, string>[] = [
        { host: '10.0.0.7:5000', 'x-forwarded-for': '203.0.113.9' },
        { host: '10.0.0.7:5000', 'x-forwarded-host': 'squares.example.com' },
        { host: 'app:5000', forwarded: 'for=203.0.113.9;host=localhost' },
      ];
      for (const headers of proxied) {
        const response = await get('/dashboard', headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      }
    });
  },
  { webDir: fakeBuild(), seed: false },
);

describeEachDatabase(
  'one canonical host behind a trusted proxy (TRUST_PROXY=true)',
  (env) => {
    const get = (url: string, headers: Record<string, string>) => env().app.inject({ method: 'GET', url, headers });

    it('compares the host the browser asked the proxy for (X-Forwarded-Host)', async () => {
      const proxied = { host: '10.0.0.7:5000', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' };
      const canonical = await get('/dashboard', { ...proxied, 'x-forwarded-host': 'squares.example.com' });
      expect(canonical.statusCode).toBe(200);
      const other = await get('/dashboard', { ...proxied, 'x-forwarded-host': 'www.squares.example.com' });
      expect(other.statusCode).toBe(302);
      expect(other.headers.location).toBe('https://squares.example.com/dashboard');
    });

    it('does not redirect when the proxy does not say which host was asked for', async () => {
      const response = await get('/dashboard', { host: 'squares-upstream:5000', 'x-forwarded-for': '203.0.113.9' });
      expect(response.statusCode).toBe(200);
    });
  },
  { webDir: fakeBuild(), seed: false, config: { publicUrl: 'https://squares.example.com', trustProxy: true } },
);
