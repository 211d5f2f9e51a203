import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/api/', '/oidc/'];
/** API and issuer paths: never answered with the web app. */
export const isApiPath = (url: string) => url === '/api' || API_PREFIXES.some((p) => url.startsWith(p));

/**
 * Told to a browser that sent no session cookie: it is signed out for sure, so the app renders its
 * signed-out page at once instead of first asking GET /api/auth/user (one round trip less before the
 * first paint). With a cookie the app still asks: the session may have ended. Read by src/web/lib/session-hint.ts.
 */
export const NO_SESSION_META = '<meta name="squares-session" content="none" />';

/** index.html as sent, with and without the hint, precompressed once (it changes only with a new build). */
type Variant = { identity: Buffer; br: Buffer; gzip: Buffer };

function variant(html: string): Variant {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

export function withNoSessionHint(html: string): string {
  const at = html.search(/<\/head>|<body|<div id="root"/i);
  return at < 0 ? `${NO_SESSION_META}${html}` : `${html.slice(0, at)}${NO_SESSION_META}${html.slice(at)}`;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Variant) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8');
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(page[encoding]);
}

/**
 * Serves the built web app (dist/web) and answers every other browser path with index.html, so the
 * client router can show the page (or its '404 Page Not Found'). Unknown API paths get a JSON 404.
 * `sessionCookie` is the session cookie's name: index.html tells a browser without one that it is signed out.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string, sessionCookie: string): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  let pages: { signedOut: Variant; maybeSignedIn: Variant } | null = null;
  if (hasBuild) {
    const html = readFileSync(indexFile, 'utf8');
    pages = { signedOut: variant(withNoSessionHint(html)), maybeSignedIn: variant(html) };
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each asset; the client's Accept-Encoding picks one.
      preCompressed: true,
      // Vite names assets by content hash, so they never change: cache them for a year.
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`No web build in ${webDir}: run "npm run build" to serve the site (the API works without it).`);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url) || !pages || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${url}`, code: 'not_found', requestId: request.id });
    }
    return sendPage(request, reply, request.cookies[sessionCookie] ? pages.maybeSignedIn : pages.signedOut);
  });
}
