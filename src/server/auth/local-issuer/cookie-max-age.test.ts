import { describe, expect, it } from 'vitest';
import { withMaxAge } from './cookie-max-age';

const now = Date.parse('2026-11-21T15:00:00.000Z');

describe('withMaxAge', () => {
  it('adds the seconds left until Expires', () => {
    const cookie = '_interaction=abc; path=/oidc/interaction/abc; expires=Sat, 21 Nov 2026 15:15:00 GMT; samesite=lax; httponly';
    expect(withMaxAge(cookie, now)).toBe(`${cookie}; Max-Age=900`);
  });

  it('turns a deletion (Expires in the past) into Max-Age=0', () => {
    const cookie = '_session=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; httponly';
    expect(withMaxAge(cookie, now)).toBe(`${cookie}; Max-Age=0`);
  });

  it('leaves browser-session cookies and cookies that already have Max-Age alone', () => {
    expect(withMaxAge('_session=abc; path=/; httponly', now)).toBe('_session=abc; path=/; httponly');
    const both = 'a=b; Max-Age=60; expires=Sat, 21 Nov 2026 15:01:00 GMT';
    expect(withMaxAge(both, now)).toBe(both);
  });
});
