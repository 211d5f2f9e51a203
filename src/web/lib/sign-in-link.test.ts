import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInHref } from './sign-in-link';

describe('signInHref', () => {
  it('comes back to a same-site path', () => {
    expect(signInHref('/join/ABCD-EFGH-JKMNP')).toBe('/api/login?returnTo=%2Fjoin%2FABCD-EFGH-JKMNP');
    expect(signInHref('/create-private-pool')).toBe('/api/login?returnTo=%2Fcreate-private-pool');
  });
  it.each(['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'join/x', '/api/logout', '/oidc/auth', `/${'x'.repeat(600)}`])(
    'never leaves the site or loops into the API: %s',
    (path) => {
      expect(safeReturnPath(path)).toBeNull();
      expect(signInHref(path)).toBe('/api/login');
    },
  );
});
