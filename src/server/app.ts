import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { loggerOptions } from './logger';
import { registerErrorHandler } from './http/errors';
import { registerGracefulClose } from './http/graceful';
import { registerGuards } from './http/guards';
import { registerSecurity } from './http/security';
import { registerCanonicalHost } from './http/canonical-host';
import { setUpIdentity } from './auth/setup';
import { adminRoutes } from './modules/admin';
import { authRoutes } from './modules/auth';
import { verificationRoutes } from './modules/verification';
import { accountRoutes } from './modules/account';
import { PoolEventHub } from './realtime/hub';
import { CHANNELS, NotificationBus } from './realtime/bus';
import { SessionCache } from './auth/session-cache';
import { poolStreamRoutes } from './realtime/routes';
import { scoreRoutes } from './modules/scores';
import { createScoreFeed, type ScoreFeed } from './scores';
import { registerOpenApi } from './http/openapi';
import { registerWebApp } from './http/spa';
import { healthRoutes } from './modules/health';
import { leagueRoutes } from './modules/leagues';
import { gameRoutes } from './modules/games';
import { poolRoutes } from './modules/pools';
import { squareRoutes } from './modules/squares';
import { WEB_DIST_DIR } from './paths';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Injected so tests and the seed can pin "now". */
  clock: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    sessionCache: SessionCache;
    /** The configured score feed (also polled by the lifecycle ticker in main.ts). */
    scoreFeed: ScoreFeed;
  }
}

export interface BuildAppOptions {
  logger?: FastifyServerOptions['logger'];
  /** The process's logger (main.ts makes one before the database); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Folder of the built web app; defaults to dist/web. */
  webDir?: string;
}

/**
 * The whole HTTP application without listening: main.ts listens, tests use app.inject() with the very
 * same options (DESIGN.md section 7, fastify/demo test helper).
 */
export async function buildApp(deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: options.logger ?? loggerOptions(deps.config) }),
    // Only behind a proxy (TRUST_PROXY=true) may X-Forwarded-For name the client (rate limits, audit log).
    trustProxy: deps.config.trustProxy,
    // Requests still open at shutdown get this long before their sockets are closed (graceful stop).
    forceCloseConnections: 'idle',
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  registerErrorHandler(app);

  // One LISTEN connection per process for pool events (live boards) and auth events (session cache).
  const bus = new NotificationBus(deps.database, app.log);
  await bus.start();
  const sessionCache = new SessionCache();
  bus.on(CHANNELS.auth, (payload) => sessionCache.applyNotification(payload));
  // Session ends announced while the connection was down were missed: forget what the cache holds.
  bus.onReconnect(() => sessionCache.clear());
  app.decorate('sessionCache', sessionCache);
  app.addHook('onClose', async () => {
    sessionCache.close();
    await bus.close();
  });
  registerGracefulClose(app);

  await app.register(fastifyCookie, { secret: deps.config.sessionSecret });
  await registerSecurity(app, deps.config);
  registerCanonicalHost(app, deps.config);
  registerGuards(app);
  await registerOpenApi(app);
  const identity = await setUpIdentity(app, deps.config, deps.database.db, deps.clock);

  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/api', ...identity });
  await app.register(verificationRoutes, { prefix: '/api' });
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api' });
  await app.register(leagueRoutes, { prefix: '/api' });
  await app.register(gameRoutes, { prefix: '/api' });
  await app.register(poolRoutes, { prefix: '/api' });
  await app.register(squareRoutes, { prefix: '/api' });
  const hub = new PoolEventHub(bus, app.log);
  await app.register(poolStreamRoutes, { prefix: '/api', hub });
  const scoreFeed = createScoreFeed(deps.config, deps.database.db, app.log);
  app.decorate('scoreFeed', scoreFeed);
  await app.register(scoreRoutes, { prefix: '/api', feed: scoreFeed });
  await registerWebApp(app, options.webDir ?? WEB_DIST_DIR);

  return app;
}
