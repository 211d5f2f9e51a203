import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../../domain/schemas';
import { notFound, unauthorized } from '../../../domain/errors';
import { checkReadiness } from '../../ops/readiness';
import { metricsTokenMatches } from './metrics-token';

const okSchema = z.object({ status: z.literal('ok') });
const notReadySchema = z.object({ status: z.literal('unavailable'), message: z.string(), requestId: z.string().optional() });

/**
 * Liveness (the process answers), readiness (it should get traffic: ops/readiness.ts) and the
 * Prometheus metrics, for load balancers and monitoring.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { metrics, config } = app.deps;

  app.get('/healthz', { config: { auth: 'public' }, schema: { tags: ['health'], response: { 200: okSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Ready for traffic: the database answers with every migration applied, the LISTEN connection is up, not shutting down (503 names what is not)',
        response: { 200: okSchema, 503: notReadySchema },
      },
    },
    async (request, reply) => {
      const result = await checkReadiness(app.deps, app.shutdown);
      if (result.ready) return { status: 'ok' as const };
      request.log.warn({ reason: result.message }, 'not ready');
      return reply.status(503).send({ status: 'unavailable' as const, message: result.message, requestId: request.id });
    },
  );

  app.get(
    '/metrics',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        summary:
          'Prometheus metrics (text format). Needs "Authorization: Bearer METRICS_TOKEN"; answers 404 when METRICS_TOKEN is not set, 401 for a missing or wrong token',
        response: { 200: z.string(), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!config.metricsToken) throw notFound('Not found: metrics are off (set METRICS_TOKEN to serve them)');
      if (!metricsTokenMatches(request.headers.authorization, config.metricsToken)) {
        throw unauthorized('Metrics need the METRICS_TOKEN as "Authorization: Bearer <token>"');
      }
      return reply.type(metrics.contentType).send(await metrics.scrape());
    },
  );
};
