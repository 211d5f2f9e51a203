import { describe, expect, it } from 'vitest';
import { registerHref, safeReturnPath, signInHref } from './sign-in-link';

describe('signInHref', () => {
  it('comes back to a same-site path', () => {
    expect(signInHref('/join/ABCD-EFGH-JKMNP')).toBe('/api/login?returnTo=%2Fjoin%2FABCD-EFGH-JKMNP');
    expect(signInHref('/create-private-pool')).toBe('/api/login?returnTo=%2Fcreate-private-pool');
    expect(signInHref('/pools/12?x=1#y')).toBe(`/api/login?returnTo=${encodeURIComponent('/pools/12?x=1#y')}`);
  });

  it('carries the path as the server will redirect to it (the same rule, domain/return-to.ts)', () => {
    expect(safeReturnPath('join/x')).toBe('/join/x');
    expect(safeReturnPath('/a/../pools/5')).toBe('/pools/5');
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil',
    '/%2F%2Fevil',
    '/api/logout',
    '/api/me',
    '/oidc/auth',
    `/${'x'.repeat(600)}`,
  ])('never leaves the site or loops into the API: %j', (path) => {
    expect(safeReturnPath(path)).toBeNull();
    expect(signInHref(path)).toBe('/api/login');
    expect(registerHref(path)).toBe('/test-registration');
  });
});
