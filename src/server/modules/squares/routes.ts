import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, idParam, squareSchema } from '../../../domain/schemas';
import { toSquareDto } from './presenter';
import { listSquaresOfPool } from './service';

export const squareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pools/:id/squares',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['squares'],
        summary: 'The sold squares of a pool, by row then column',
        params: z.object({ id: idParam('pool id') }),
        response: { 200: z.array(squareSchema), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => (await listSquaresOfPool(app.deps.database.db, request.params.id)).map(toSquareDto),
  );
};
