import { describe, expect, it } from 'vitest';
import { clientFor, signedInPlayer, uniqueEmail } from './support/client';
import { describeEachDatabase, TEST_ADMIN } from './support/harness';

describeEachDatabase('request safety', (env) => {
  describe('cross-origin state changes', () => {
    const register = () => ({ email: uniqueEmail('csrf'), password: 'long-enough', firstName: 'C' });

    it.each([
      [{ origin: 'https://evil.example' }],
      [{ origin: 'null' }],
      [{ 'sec-fetch-site': 'cross-site' }],
      [{ 'sec-fetch-site': 'same-site', origin: 'http://localhost:5000' }],
    ])('refuses %j with 403', async (headers) => {
      for (const [url, body] of [
        ['/api/auth/register', register()],
        ['/api/admin/login', TEST_ADMIN],
      ] as const) {
        const response = await clientFor(env()).post(url, body, headers);
        expect(response.status, url).toBe(403);
        expect(response.body).toMatchObject({ message: 'Cross-origin request refused' });
      }
    });

    it('refuses a cross-origin POST even with a valid session cookie', async () => {
      const { client } = await signedInPlayer(env());
      const response = await client.post(
        '/api/verify-age',
        { dateOfBirth: '1990-01-01', residenceState: 'CA', residenceCountry: 'US' },
        { origin: 'https://evil.example' },
      );
      expect(response.status).toBe(403);
    });

    it('accepts our own origin, same-origin fetch metadata, and clients that send neither', async () => {
      expect((await clientFor(env()).post('/api/auth/register', register(), { origin: 'http://localhost:5000' })).status).toBe(201);
      expect((await clientFor(env()).post('/api/auth/register', register(), { 'sec-fetch-site': 'same-origin' })).status).toBe(201);
      // A same-origin form post may say "Origin: null" (referrer policy); Sec-Fetch-Site is the authority.
      expect(
        (await clientFor(env()).post('/api/auth/register', register(), { 'sec-fetch-site': 'same-origin', origin: 'null' })).status,
      ).toBe(201);
      const response = await env().app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: register(),
        remoteAddress: '10.250.0.1',
      });
      expect(response.statusCode).toBe(201);
    });
  });

  describe('brute force on the embedded issuer and on registration', () => {
    it('allows 10 refused registrations a minute from one address, then answers 429', async () => {
      const { email } = await signedInPlayer(env());
      const client = clientFor(env());
      for (let i = 0; i < 10; i++) {
        const taken = await client.post('/api/auth/register', { email: i % 2 ? email : email.toUpperCase(), password: 'long-enough', firstName: 'B' });
        expect(taken.status).toBe(409);
      }
      const blocked = await client.post('/api/auth/register', { email: uniqueEmail('burst'), password: 'long-enough', firstName: 'B' });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('caps new accounts from one address at 30 an hour', async () => {
      const client = clientFor(env());
      for (let i = 0; i < 30; i++) {
        expect((await client.post('/api/auth/register', { email: uniqueEmail('bulk'), password: 'long-enough', firstName: 'B' })).status).toBe(201);
      }
      const blocked = await client.post('/api/auth/register', { email: uniqueEmail('bulk'), password: 'long-enough', firstName: 'B' });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    });
  });

  describe('security headers', () => {
    it('sends a strict content security policy and the usual protections', async () => {
      const response = await env().app.inject({ method: 'GET', url: '/api/leagues' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests'); // PUBLIC_URL is http here
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('sends them on errors and unknown paths too', async () => {
      for (const url of ['/api/no-such-thing', '/api/pools/abc']) {
        const response = await env().app.inject({ method: 'GET', url });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
        expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      }
    });
  });
});

describeEachDatabase(
  'request safety over https',
  (env) => {
    it('marks the session cookie Secure with the __Host- prefix and sends HSTS', async () => {
      const response = await clientFor(env()).post('/api/auth/register', { email: uniqueEmail('tls'), password: 'long-enough', firstName: 'T' });
      expect(response.status).toBe(201);
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^__Host-sq_session=/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/Path=\//);
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    });
  },
  { config: { publicUrl: 'https://squares.example.com' } },
);
