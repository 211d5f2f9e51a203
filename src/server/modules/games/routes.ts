import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, gameSchema, gamesQuerySchema } from '../../../domain/schemas';
import { toGameDto } from './presenter';
import { listGames } from './service';

export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/games',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['games'],
        summary: "Games of the current week (D9), or every game with includeAll=true; leagueId narrows to one league",
        querystring: gamesQuerySchema,
        response: { 200: z.array(gameSchema), 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const rows = await listGames(app.deps.database.db, { ...request.query, now: app.deps.clock() });
      return rows.map(toGameDto);
    },
  );

};
