import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const okSchema = z.object({ status: z.literal('ok') });
const notReadySchema = z.object({ status: z.literal('unavailable'), message: z.string() });

/** Liveness (the process answers) and readiness (the database answers), for load balancers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { config: { auth: 'public' }, schema: { tags: ['health'], response: { 200: okSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/readyz',
    { config: { auth: 'public' }, schema: { tags: ['health'], response: { 200: okSchema, 503: notReadySchema } } },
    async (request, reply) => {
      if (app.shutdown.draining) return reply.status(503).send({ status: 'unavailable' as const, message: 'Shutting down' });
      try {
        await app.deps.database.ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.status(503).send({ status: 'unavailable' as const, message: 'Database is not answering' });
      }
    },
  );
};
