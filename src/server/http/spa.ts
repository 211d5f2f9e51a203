import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstLoadTags, pageModuleFiles, readManifest } from './first-load';

const API_PREFIXES = ['/api/', '/oidc/'];
/** API and issuer paths: never answered with the web app. */
export const isApiPath = (url: string) => url === '/api' || API_PREFIXES.some((p) => url.startsWith(p));

/**
 * Told to a browser that sent no session cookie: it is signed out for sure, so the app renders its
 * signed-out page at once instead of first asking GET /api/auth/user (one round trip less before the
 * first paint). With a cookie the app still asks: the session may have ended. Read by src/web/lib/session-hint.ts.
 */
export const NO_SESSION_META = '<meta name="squares-session" content="none" />';

export function withHeadTags(html: string, tags: string): string {
  if (tags === '') return html;
  const at = html.search(/<\/head>|<body|<div id="root"/i);
  return at < 0 ? `${tags}${html}` : `${html.slice(0, at)}${tags}${html.slice(at)}`;
}

/** Brotli at a middling quality: index.html is a couple of KB and is compressed on each request. */
const BROTLI_QUALITY = 5;

function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8');
  const body = Buffer.from(html);
  if (/\bbr\b/.test(accepts)) {
    return reply.header('Content-Encoding', 'br').send(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }));
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(gzipSync(body));
  return reply.send(body);
}

/**
 * Serves the built web app (dist/web) and answers every other browser path with index.html, so the
 * client router can show the page (or its '404 Page Not Found'). Unknown API paths get a JSON 404.
 * `sessionCookie` is the session cookie's name: index.html tells a browser without one that it is
 * signed out, and names what the first page needs (./first-load.ts).
 */
export async function registerWebApp(app: FastifyInstance, webDir: string, sessionCookie: string): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  const html = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  // scripts/build.mjs moves Vite's manifest beside dist/web; without it no page code is preloaded.
  const manifest = readManifest(path.join(path.dirname(webDir), 'web-manifest.json'));
  const moduleFiles = manifest ? pageModuleFiles(manifest) : null;
  if (html !== null) {
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
    if (isApiPath(url) || html === null || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${url}`, code: 'not_found', requestId: request.id });
    }
    const hasSession = Boolean(request.cookies[sessionCookie]);
    const tags = `${hasSession ? '' : NO_SESSION_META}${firstLoadTags(url, hasSession, moduleFiles)}`;
    return sendPage(request, reply, withHeadTags(html, tags));
  });
}
