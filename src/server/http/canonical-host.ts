import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { isApiPath } from './spa';

/** Starting sign-in sets the login cookie, so it must happen on the host the issuer will return to. */
const LOGIN_START = '/api/login';

/** Headers a proxy adds. Without TRUST_PROXY we cannot tell what Host the browser used behind one. */
const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded', 'via'] as const;

const firstValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/** "Example.com:5000" -> "example.com", "[::1]:5000" -> "[::1]". */
export function hostnameOf(host: string): string {
  const lower = host.trim().toLowerCase();
  return lower.startsWith('[') ? lower.slice(0, lower.indexOf(']') + 1) : (lower.split(':')[0] ?? lower);
}

/**
 * The host name the browser asked for, when it can be known: the Host header of a direct request, or
 * X-Forwarded-Host from a trusted proxy. Undefined behind a proxy we cannot read (untrusted, or one
 * that sends no X-Forwarded-Host: its Host may be its own upstream name), so a proxy that rewrites
 * Host never loops its users between us and itself.
 */
export function browserHostname(request: FastifyRequest, trustProxy: boolean): string | undefined {
  const forwardedHost = firstValue(request.headers['x-forwarded-host']);
  if (trustProxy && forwardedHost) return hostnameOf(forwardedHost);
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return undefined;
  const host = firstValue(request.headers.host);
  return host ? hostnameOf(host) : undefined;
}

/**
 * One site, one host name. Cookies belong to a host name, and the sign-in flow returns to
 * PUBLIC_URL's: a browser that opened the site under another name of this server (127.0.0.1 for
 * localhost, a bare IP, an old domain) would start sign-in with cookies the return never sees
 * ("Your sign-in took too long or was started in another browser"). So page loads and the start of
 * sign-in on another host name are sent to the same path on PUBLIC_URL first.
 *
 * Only the host name is compared: ports do not separate cookies, and a port mapping (a container's
 * 5000 published as 8080) must keep working. The scheme is left to the proxy that terminates TLS.
 * API calls, the issuer (/oidc), assets and health checks are never redirected: they are not pages,
 * and probes and scripts call them by whatever name reaches the server. The redirect is temporary
 * and never stored, so changing PUBLIC_URL later leaves nothing behind in browsers or caches.
 */
export function registerCanonicalHost(app: FastifyInstance, config: Pick<Config, 'publicUrl' | 'trustProxy'>): void {
  const canonical = new URL(config.publicUrl);
  const canonicalHostname = hostnameOf(canonical.host);
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const path = request.url.split('?')[0] ?? '/';
    // A page is whatever the web app's fallback answers: no route of its own, not under /api or /oidc.
    const isPage = request.is404 && !isApiPath(path);
    if (!isPage && path !== LOGIN_START) return;
    const hostname = browserHostname(request, config.trustProxy);
    if (hostname === undefined || hostname === canonicalHostname) return;
    return reply
      .header('Cache-Control', 'no-store')
      .redirect(`${canonical.origin}${request.url}`, 302);
  });
}
