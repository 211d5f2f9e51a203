import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, createLeagueRequestSchema, idParam, leagueSchema, updateLeagueRequestSchema } from '../../../domain/schemas';
import { clientIp } from '../../auth/request-meta';
import { signedInUser } from '../../http/guards';
import { sendCachedRead } from '../../http/cached-answer';
import { addLeague, setLeagueActive } from './manage-leagues';
import { toLeagueDto } from './service';

const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

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
    // From the read model: read again only after a league changed.
    async (_request, reply) => sendCachedRead(reply, await app.deps.reads.leagues(app.deps.clock())),
  );

  app.post(
    '/leagues',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['leagues'],
        summary: 'Add a league (management console): League Code of 2-10 letters (stored upper-case), display name, sport',
        body: createLeagueRequestSchema,
        response: { 201: leagueSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const row = await app.deps.run(addLeague, { ...request.body, actorUserId: signedInUser(request).id, ip: clientIp(request) });
      return reply.status(201).send(toLeagueDto(row, app.deps.clock()));
    },
  );

  app.patch(
    '/leagues/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['leagues'],
        summary: 'Turn a league on or off (management console)',
        params: z.object({ id: idParam('league id') }),
        body: updateLeagueRequestSchema,
        response: { 200: leagueSchema, ...adminErrors },
      },
    },
    async (request) => {
      const row = await app.deps.run(setLeagueActive, {
        leagueId: request.params.id,
        isActive: request.body.isActive,
        actorUserId: signedInUser(request).id,
        ip: clientIp(request),
      });
      return toLeagueDto(row, app.deps.clock());
    },
  );
};
