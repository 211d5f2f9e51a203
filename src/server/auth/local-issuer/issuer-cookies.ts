import type { ServerResponse } from 'node:http';

const EXPIRES = /;\s*expires=([^;]+)/i;
const MAX_AGE = /;\s*max-age=/i;

/**
 * An issuer cookie without a date that the browser would compare with its own clock. oidc-provider (through
 * koa's `cookies`) dates its cookies with an absolute Expires; a browser whose clock disagrees with ours would
 * drop them early or keep them late. The issuer's records (interactions, sessions) already expire on the
 * server by the injected clock, so the cookie only has to live for the browser session: the Expires date is
 * removed. A deletion (Expires in 1970, as koa writes it) becomes `Max-Age=0`, which needs no clock either.
 */
export function withoutExpiryDate(cookie: string): string {
  const match = EXPIRES.exec(cookie);
  if (!match) return cookie;
  const rest = cookie.replace(EXPIRES, '');
  const deletion = Date.parse(match[1]!) <= 0;
  return deletion && !MAX_AGE.test(rest) ? `${rest}; Max-Age=0` : rest;
}

/** Rewrites the issuer's Set-Cookie headers on this response just before its head is written. */
export function dropIssuerCookieDates(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const value = res.getHeader('set-cookie');
    if (value !== undefined) {
      const cookies = Array.isArray(value) ? value.map(String) : [String(value)];
      res.setHeader('set-cookie', cookies.map(withoutExpiryDate));
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
