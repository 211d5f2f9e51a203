import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RETURN_TO_LENGTH, safeReturnTo, sameSiteReturnPath } from './return-to';

const SITE = 'https://squares.example.com';

/** The characters open redirects are made of, so random values are mostly near misses. */
const TRICKY = fc.constantFrom(...'/\\\t\n\r %2FfA5C09e.:?#@evilapioc'.split(''), 'http:', 'https:', '//', '%2F', '%5C', '%09', '\u00a0', '\u0085', '\u2028', 'é', '/pools/12', '/join/', '?x=1', '#y', 'squares.example.com');

describe('safeReturnTo: only a page of this site', () => {
  it.each<[string, string]>([
    ['/', '/'],
    ['/pools/12', '/pools/12'],
    ['/pools/12?x=1#y', '/pools/12?x=1#y'],
    ['/join/ABCD-EFGH-JKMNP', '/join/ABCD-EFGH-JKMNP'],
    ['/create-private-pool', '/create-private-pool'],
    // Resolved against the site, as a browser resolves a Location header.
    ['pools/12', '/pools/12'],
    ['?tab=mine', '/?tab=mine'],
    ['https://squares.example.com/pools/3', '/pools/3'],
    // What is kept is the URL's own serialisation: dot segments resolved, other characters encoded.
    ['/a/../pools/5', '/pools/5'],
    ['/pools/5?q=é"<>', '/pools/5?q=%C3%A9%22%3C%3E'],
    ['/caf\u00e9', '/caf%C3%A9'],
  ])('keeps %j as %j', (value, expected) => {
    expect(safeReturnTo(value, SITE)).toBe(expected);
    expect(sameSiteReturnPath(value, SITE)).toBe(expected);
  });

  it.each<[string, string]>([
    // Another site, written every way a browser would still follow.
    ['https://evil.example', 'another origin'],
    ['http://squares.example.com/pools/1', 'another scheme'],
    ['https://squares.example.com:8443/', 'another port'],
    ['//evil', 'scheme-relative'],
    ['///evil', 'scheme-relative, three slashes'],
    ['/\\evil', 'backslash (read as /)'],
    ['\\\\evil', 'backslashes only'],
    ['/\t/evil.example', 'tab (dropped by browsers: //evil.example)'],
    ['/\n/evil', 'line feed (also an invalid Location header)'],
    ['/\r\n/evil', 'CR LF'],
    [' /pools/1', 'leading space'],
    ['/pools/1 ', 'trailing space'],
    ['/\u00a0/evil', 'no-break space'],
    ['/\u2028/evil', 'line separator'],
    ['/\u0000x', 'NUL'],
    ['/\u007f/evil', 'DEL'],
    ['/\u0085/evil', 'C1 next line'],
    ['javascript:alert(1)', 'a script URL'],
    ['data:text/html,x', 'a data URL'],
    ['mailto:a@b.c', 'a mailto URL'],
    // Encoded, the same tricks for whatever decodes the path later.
    ['/%2F%2Fevil', 'encoded slashes'],
    ['/%2f/evil', 'one encoded slash'],
    ['/%5Cevil', 'encoded backslash'],
    ['/%09/evil.example', 'encoded tab'],
    ['/%0A/evil', 'encoded line feed'],
    ['/%E0%A4%A', 'malformed percent-encoding'],
    // Our own API and identity provider are not pages.
    ['/api/me', 'the API'],
    ['/api/logout', 'sign-out'],
    ['/api', 'the API root'],
    ['/API/me', 'the API, other case'],
    ['/api%2Fme', 'the API, encoded slash'],
    ['/x/../api/me', 'the API, after dot segments'],
    ['/%2e%2e/api/me', 'the API, encoded dot segments'],
    ['/oidc/auth', 'the identity provider'],
    ['/oidc', 'the identity provider root'],
    ['', 'empty'],
    [`/${'x'.repeat(MAX_RETURN_TO_LENGTH)}`, 'too long'],
  ])('sends %j home (%s)', (value) => {
    expect(safeReturnTo(value, SITE)).toBe('/');
    expect(sameSiteReturnPath(value, SITE)).toBeNull();
  });

  it.each([undefined, null, 42, ['/pools/1'], { path: '/pools/1' }])('sends a value that is not text home: %j', (value) => {
    expect(safeReturnTo(value, SITE)).toBe('/');
  });

  it('never returns anything a browser would take off the site, nor a header-breaking character', () => {
    fc.assert(
      fc.property(fc.string({ unit: TRICKY, maxLength: 30 }), (value) => {
        const path = safeReturnTo(value, SITE);
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        // eslint-disable-next-line no-control-regex -- no control character may reach a Location header
        expect(path).not.toMatch(/[\u0000-\u0020\u007f-\uffff\\]/u);
        expect(new URL(path, SITE).origin).toBe(SITE);
      }),
    );
  });
});
