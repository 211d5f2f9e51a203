import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { sessionCookieName } from '../../src/server/auth/cookies';
import { NO_SESSION_META } from '../../src/server/http/spa';
import { describeEachDatabase } from './support/harness';

/** A stand-in for dist/web: an index.html and one hashed asset with its precompressed copies. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'squares-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Squares</title><div id="root"></div>');
  const js = `export const big = ${JSON.stringify('x'.repeat(5000))};`;
  writeFileSync(path.join(dir, 'assets/app-abc123.js'), js);
  writeFileSync(path.join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(js));
  writeFileSync(path.join(dir, 'assets/app-abc123.js.gz'), gzipSync(js));
  return dir;
}

describeEachDatabase(
  'serving the web app',
  (env) => {
    it('answers browser paths with index.html, never cached, so the client router decides', async () => {
      for (const url of ['/', '/dashboard', '/pool/12', '/no/such/page']) {
        const response = await env().app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toContain('text/html');
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.body, url).toContain('<div id="root">');
      }
    });

    it('tells a browser that sent no session cookie that it is signed out, and only such a browser', async () => {
      const visitor = await env().app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br, gzip' } });
      expect(visitor.headers['content-encoding']).toBe('br');
      expect(visitor.headers.vary).toContain('Cookie');
      expect(brotliDecompressSync(visitor.rawPayload).toString()).toContain(`${NO_SESSION_META}<div id="root">`);
      const cookie = `${sessionCookieName(env().config)}=some-session`;
      const member = await env().app.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(member.statusCode).toBe(200);
      expect(member.headers['cache-control']).toBe('no-cache');
      expect(member.body).toContain('<div id="root">');
      expect(member.body).not.toContain('squares-session');
    });

    it('names the reads a first page starts with, so they load beside the app', async () => {
      const preload = (url: string) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}" />`;
      const pool = await env().app.inject({ method: 'GET', url: '/pool/12' });
      expect(pool.body).toContain(`${preload('/api/pools/12')}${preload('/api/pools/12/squares')}`);
      expect(pool.body).not.toContain(preload('/api/auth/user'));
      const cookie = `${sessionCookieName(env().config)}=some-session`;
      const dashboard = await env().app.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(dashboard.body).toContain(`${preload('/api/auth/user')}${preload('/api/leagues')}`);
      for (const url of ['/pool/0', '/pool/abc', '/pool/99999999999', '/my-pools']) {
        expect((await env().app.inject({ method: 'GET', url })).body, url).not.toContain('rel="preload"');
      }
    });

    it('serves hashed assets for a year, precompressed as the client accepts', async () => {
      const br = await env().app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.rawPayload.length).toBeLessThan(500);
      const gz = await env().app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      const plain = await env().app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('export const big');
    });

    it('keeps unknown API paths and non-GET requests out of the fallback', async () => {
      expect((await env().app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
      const post = await env().app.inject({ method: 'POST', url: '/some/page', payload: {} });
      expect(post.statusCode).toBe(404);
      expect(post.json()).toMatchObject({ code: 'not_found' });
    });
  },
  { webDir: fakeBuild(), seed: false },
);
