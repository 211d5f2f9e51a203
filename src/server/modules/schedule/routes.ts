import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, nflScheduleEntrySchema, nflScheduleParamsSchema } from '../../../domain/schemas';
import { toNflScheduleEntry } from './presenter';
import { listNflSchedule } from './service';

export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/nfl/schedule/:season',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['schedule'],
        summary: "The NFL's games of a season (D10) by kickoff; finished games are left out (spec section 4)",
        params: nflScheduleParamsSchema,
        response: { 200: z.array(nflScheduleEntrySchema), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => (await listNflSchedule(app.deps.database.db, request.params.season)).map(toNflScheduleEntry),
  );
};
