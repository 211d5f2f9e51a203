import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, gameSchema, gamesQuerySchema } from '../../../domain/schemas';
import { sendCachedRead } from '../../http/cached-answer';

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
    // From the read model: read again only after a game or a league of the list changed.
    async (request, reply) => sendCachedRead(reply, await app.deps.reads.games({ ...request.query, now: app.deps.clock() })),
  );

};
