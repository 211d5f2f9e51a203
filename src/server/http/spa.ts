import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/oidc/'];
/** API and issuer paths: never answered with the web app. */
export const isApiPath = (url: string) => url === '/api' || API_PREFIXES.some((p) => url.startsWith(p));

/**
 * Serves the built web app (dist/web) and answers every other browser path with index.html, so the
 * client router can show the page (or its '404 Page Not Found'). Unknown API paths get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDir, 'index.html'));
  if (hasBuild) {
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
    if (isApiPath(url) || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${url}`, code: 'not_found', requestId: request.id });
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
