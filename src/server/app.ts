import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { registerErrorHandler } from './http/errors';
import { registerEtags } from './http/etag';
import { registerReadYourWrites } from './http/read-your-writes';
import { registerGracefulClose } from './http/graceful';
import { registerRequestId, requestIdGenerator } from './http/request-id';
import { registerHttpMetrics } from './ops/http-metrics';
import { registerGuards } from './http/guards';
import { registerSecurity } from './http/security';
import { registerCanonicalHost } from './http/canonical-host';
import { setUpIdentity } from './auth/setup';
import { adminRoutes } from './modules/admin';
import { secondFactorRoutes } from './modules/second-factor';
import { authRoutes } from './modules/auth';
import { verificationRoutes } from './modules/verification';
import { accountRoutes } from './modules/account';
import { activityRoutes } from './modules/activity';
import { responsiblePlayRoutes } from './modules/responsible-play';
import { leagueStreamRoutes, poolStreamRoutes } from './realtime/routes';
import { registerStreamAdmission } from './realtime/stream-admission';
import { streamCapacity } from './realtime/stream-capacity';
import { scoreRoutes } from './modules/scores';
import { registerOpenApi } from './http/openapi';
import { registerWebApp } from './http/spa';
import { sessionCookieName } from './auth/cookies';
import { healthRoutes } from './modules/health';
import { leagueRoutes } from './modules/leagues';
import { activeWeekRoutes } from './modules/weeks';
import { gameRoutes } from './modules/games';
import { scheduleRoutes } from './modules/schedule';
import { poolRoutes } from './modules/pools';
import { squareRoutes } from './modules/squares';
import { paymentRoutes, paymentWebhookRoutes } from './modules/payments';
import { payoutRoutes, prizeRoutes } from './modules/payouts';
import { privatePoolRoutes } from './modules/private-pools';
import { boardPrintRoutes } from './modules/board-print';
import { paymentAdminRoutes } from './modules/payment-admin';
import { outboxRoutes } from './modules/outbox';
import { siteAdminRoutes } from './modules/site-admin';
import { scheduleImportRoutes } from './modules/schedule-import';
import { managementRoutes } from './modules/management';
import { SandboxProvider } from './payments';
import { sandboxRoutes } from './payments/sandbox/routes';
import { sandboxWebhookDelivery } from './payments/sandbox/app-delivery';
import type { DeliveryReport } from './payments/sandbox/delivery';
import { WEB_DIST_DIR } from './paths';

/** What routes read from `app.deps`: the process's composition root (context.ts). */
export type AppDeps = AppContext;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Sandbox mode with SANDBOX_WEBHOOKS=on: delivers the sandbox's pending webhook events now (else null). */
    deliverPaymentWebhooks: (() => Promise<DeliveryReport>) | null;
  }
}

export interface BuildAppOptions {
  /** Folder of the built web app; defaults to dist/web. */
  webDir?: string;
}

/**
 * The whole HTTP application without listening: main.ts listens, tests use app.inject() with the very
 * same options (DESIGN.md section 7, fastify/demo test helper).
 */
export async function buildApp(deps: AppContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log,
    // Only behind a proxy (TRUST_PROXY=true) may X-Forwarded-For name the client (rate limits, audit log).
    trustProxy: deps.config.trustProxy,
    // Requests still open at shutdown get this long before their sockets are closed (graceful stop).
    forceCloseConnections: 'idle',
    bodyLimit: 64 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Every request's id (its log lines' reqId, its X-Request-Id header, its error body's requestId).
    genReqId: requestIdGenerator(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  registerErrorHandler(app);
  registerRequestId(app);
  registerHttpMetrics(app, deps.metrics);

  // The per-process objects (session cache, event hub, read model, claim path) come made from the
  // composition root (context.ts), which also stops them: closing the app stops only what it serves.
  registerGracefulClose(app);
  registerEtags(app);
  registerReadYourWrites(app, deps.reads);

  await app.register(fastifyCookie, { secret: deps.config.sessionSecret });
  await registerSecurity(app, deps.config);
  registerCanonicalHost(app, deps.config);
  registerGuards(app);
  // After the guards (a signed-out My Pools stream is a 401, not a place taken), before any route reads.
  registerStreamAdmission(app, streamCapacity(deps.config.streams));
  await registerOpenApi(app);
  const identity = await setUpIdentity(app, deps.config, deps.database.db, deps.clock);

  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/api', ...identity });
  await app.register(verificationRoutes, { prefix: '/api' });
  await app.register(accountRoutes, { prefix: '/api' });
  await app.register(activityRoutes, { prefix: '/api' });
  await app.register(responsiblePlayRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api' });
  await app.register(secondFactorRoutes, { prefix: '/api' });
  await app.register(leagueRoutes, { prefix: '/api' });
  await app.register(activeWeekRoutes, { prefix: '/api' });
  await app.register(gameRoutes, { prefix: '/api' });
  await app.register(scheduleRoutes, { prefix: '/api' });
  await app.register(poolRoutes, { prefix: '/api' });
  await app.register(privatePoolRoutes, { prefix: '/api' });
  await app.register(boardPrintRoutes, { prefix: '/api' });
  await app.register(squareRoutes, { prefix: '/api' });
  await app.register(paymentRoutes, { prefix: '/api' });
  await app.register(paymentAdminRoutes, { prefix: '/api' });
  await app.register(paymentWebhookRoutes, { prefix: '/api' });
  await app.register(payoutRoutes, { prefix: '/api' });
  await app.register(prizeRoutes, { prefix: '/api' });
  await app.register(outboxRoutes, { prefix: '/api' });
  await app.register(siteAdminRoutes, { prefix: '/api' });
  await app.register(scheduleImportRoutes, { prefix: '/api' });
  await app.register(managementRoutes, { prefix: '/api' });
  const { payments } = deps;
  const deliver =
    payments instanceof SandboxProvider && deps.config.payments.sandboxWebhooks
      ? sandboxWebhookDelivery(app, payments, { db: deps.database.db, clock: deps.clock })
      : null;
  app.decorate('deliverPaymentWebhooks', deliver);
  if (payments instanceof SandboxProvider) {
    const deliverSoon = () => {
      if (!deliver) return;
      void deliver().catch((error: unknown) => app.log.warn({ err: error }, 'sandbox webhook delivery failed; the ticker retries'));
    };
    await app.register(sandboxRoutes, { prefix: '/api', sandbox: payments, deliver: deliverSoon });
  }
  await app.register(poolStreamRoutes, { prefix: '/api', hub: deps.hub });
  await app.register(leagueStreamRoutes, { prefix: '/api' });
  await app.register(scoreRoutes, { prefix: '/api', feed: deps.scoreFeed });
  await registerWebApp(app, options.webDir ?? WEB_DIST_DIR, sessionCookieName(deps.config));

  return app;
}
