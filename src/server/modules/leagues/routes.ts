import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, leagueSchema } from '../../../domain/schemas';
import { listLeagues, toLeagueDto } from './service';

export const leagueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/leagues',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['leagues'],
        summary: 'All leagues, by id',
        response: { 200: z.array(leagueSchema), 500: apiErrorSchema },
      },
    },
    async () => {
      const now = app.deps.clock();
      return (await listLeagues(app.deps.database.db)).map((row) => toLeagueDto(row, now));
    },
  );
};
