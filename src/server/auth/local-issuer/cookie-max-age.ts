import type { ServerResponse } from 'node:http';

const EXPIRES = /;\s*expires=([^;]+)/i;
const MAX_AGE = /;\s*max-age=/i;

/**
 * Adds `Max-Age` to a cookie that only carries an absolute `Expires` date, so the browser keeps it for the
 * intended duration even when its clock disagrees with ours (browsers prefer Max-Age over Expires).
 * `nowMs` must be the clock the date was computed with.
 */
export function withMaxAge(cookie: string, nowMs: number): string {
  if (MAX_AGE.test(cookie)) return cookie;
  const match = EXPIRES.exec(cookie);
  if (!match) return cookie;
  const expiresMs = Date.parse(match[1]!);
  if (Number.isNaN(expiresMs)) return cookie;
  return `${cookie}; Max-Age=${Math.max(0, Math.round((expiresMs - nowMs) / 1000))}`;
}

/**
 * oidc-provider (through koa's `cookies`) dates its cookies with an absolute Expires computed from the
 * process clock, and edits its Set-Cookie headers in place up to the last moment. Just before the head of
 * this response is written, each such cookie gets the equivalent Max-Age. The process clock is read here
 * only to turn the library's date back into the duration it came from (a duration, not "now" for any
 * decision of ours).
 */
export function addMaxAgeToIssuerCookies(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const value = res.getHeader('set-cookie');
    if (value !== undefined) {
      const nowMs = Date.now();
      const cookies = Array.isArray(value) ? value.map(String) : [String(value)];
      res.setHeader('set-cookie', cookies.map((cookie) => withMaxAge(cookie, nowMs)));
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
