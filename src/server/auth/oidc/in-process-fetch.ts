import type { FastifyInstance } from 'fastify';
import type { CustomFetch } from 'openid-client';

/**
 * The embedded issuer lives inside this app, so the app's back-channel calls to it (discovery, token
 * exchange, JWKS) are dispatched in-process instead of over the network: they work wherever the app
 * runs, even when PUBLIC_URL is only reachable from outside (behind a proxy, in a container).
 */
export function inProcessFetch(app: FastifyInstance, publicOrigin: string): CustomFetch {
  return async (input, options) => {
    const url = new URL(input);
    if (url.origin !== publicOrigin) return fetch(input, options as RequestInit);
    const { body } = options;
    let payload: string | Buffer | undefined;
    if (typeof body === 'string' || body instanceof URLSearchParams) payload = String(body);
    else if (body instanceof Uint8Array || body instanceof ArrayBuffer) payload = Buffer.from(body as Uint8Array);
    else if (body) throw new TypeError('in-process fetch does not stream request bodies');
    const response = await app.inject({
      method: (options.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: { ...options.headers, host: url.host, 'x-forwarded-host': url.host, 'x-forwarded-proto': url.protocol.slice(0, -1) },
      ...(payload === undefined ? {} : { payload }),
    });
    const headers = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [String(value)]) headers.append(key, v);
    }
    const noBody = response.statusCode === 204 || response.statusCode === 304;
    return new Response(noBody ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}
