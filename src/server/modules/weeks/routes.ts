import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activeWeekSchema, advanceWeekBodySchema, advanceWeekResponseSchema, apiErrorSchema, idParam } from '../../../domain/schemas';
import { clientIp } from '../../auth/request-meta';
import { signedInUser } from '../../http/guards';
import { advanceWeek } from './advance-week';
import { getLeague } from '../leagues';

const params = z.object({ id: idParam('league id') });

/** The active week of a league (spec sections 4 and 7, D9): anyone may read it, admins change it. */
export const activeWeekRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/leagues/:id/active-week',
    {
      // Public like GET /api/leagues, which already shows every league's active week.
      config: { auth: 'public' },
      schema: {
        tags: ['leagues'],
        summary: "The week code whose games the league's dashboard shows; null for a league without weeks",
        params,
        response: { 200: activeWeekSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => ({ activeWeek: (await getLeague(app.deps.database.db, request.params.id)).activeWeek }),
  );

  app.post(
    '/leagues/:id/active-week',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['leagues'],
        summary:
          "Set the league's active week: the dashboard shows its games, pools of earlier weeks take no new squares, open dashboards update (audited)",
        params,
        body: advanceWeekBodySchema,
        response: {
          200: advanceWeekResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request) =>
      app.deps.run(advanceWeek, {
        leagueId: request.params.id,
        week: request.body.week,
        actorId: signedInUser(request).id,
        ip: clientIp(request),
      }),
  );
};
