import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, outboxQuerySchema, outboxResponseSchema } from '../../../domain/schemas';
import { adminOutbox } from './admin-outbox';

/** Admins read the site's mail: what was sent, kept (no SMTP_URL), failed or is still pending. */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/outbox',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The outbox, newest first: each message with its status (sent, kept, failed, pending), attempts, last error and text',
        querystring: outboxQuerySchema,
        response: { 200: outboxResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => ({ messages: await adminOutbox(app.deps.database.db, request.query.limit) }),
  );
};
