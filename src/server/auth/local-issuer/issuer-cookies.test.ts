import { describe, expect, it } from 'vitest';
import { withoutExpiryDate } from './issuer-cookies';

describe('withoutExpiryDate', () => {
  it('removes the absolute Expires date: the issuer record behind the cookie expires on the server', () => {
    const cookie = '_interaction=abc; path=/oidc/interaction/abc; expires=Sat, 21 Nov 2026 15:15:00 GMT; samesite=lax; httponly';
    expect(withoutExpiryDate(cookie)).toBe('_interaction=abc; path=/oidc/interaction/abc; samesite=lax; httponly');
  });

  it('turns a deletion (Expires in 1970) into Max-Age=0', () => {
    const cookie = '_session=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; httponly';
    expect(withoutExpiryDate(cookie)).toBe('_session=; path=/; httponly; Max-Age=0');
  });

  it('leaves browser-session cookies alone, and keeps a Max-Age already there', () => {
    expect(withoutExpiryDate('_session=abc; path=/; httponly')).toBe('_session=abc; path=/; httponly');
    expect(withoutExpiryDate('a=b; Max-Age=60; expires=Sat, 21 Nov 2026 15:01:00 GMT')).toBe('a=b; Max-Age=60');
  });
});
