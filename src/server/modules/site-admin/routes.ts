import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementInputSchema,
  apiErrorSchema,
  autoRefundSettingsResponseSchema,
  autoRefundSettingsSchema,
  idParam,
  leagueSchema,
  siteStatsSchema,
} from '../../../domain/schemas';
import { clientIp } from '../../auth/request-meta';
import { signedInUser } from '../../http/guards';
import { toLeagueDto } from '../leagues';
import { setLeagueAnnouncement } from './announcement';
import { readAutoRefundSettings, saveAutoRefundSettings, toAutoRefundResponse } from './auto-refund-settings';
import { siteStats } from './stats';

/** The management console's System tab (issue 15): counts, the auto-refund setting, league announcements. */
export const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 401: apiErrorSchema, 403: apiErrorSchema };
  const { database } = app.deps;

  app.get(
    '/admin/stats',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Site counts: users, leagues, games, pools by status, squares sold, money in escrow, mail waiting',
        response: { 200: siteStatsSchema, ...errors },
      },
    },
    async () => siteStats(database.db),
  );

  app.get(
    '/admin/settings/auto-refund',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'When unfilled paid pools are cancelled and refunded (at kickoff or minutes before) and whether players are e-mailed',
        response: { 200: autoRefundSettingsResponseSchema, ...errors },
      },
    },
    async () => toAutoRefundResponse(await readAutoRefundSettings(database.db)),
  );

  app.put(
    '/admin/settings/auto-refund',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Replace the auto-refund setting (audited); the tickers apply it from their next pass',
        body: autoRefundSettingsSchema,
        response: { 200: autoRefundSettingsResponseSchema, 400: apiErrorSchema, ...errors },
      },
    },
    async (request) =>
      toAutoRefundResponse(
        await app.deps.run(saveAutoRefundSettings, { settings: request.body, actorId: signedInUser(request).id, ip: clientIp(request) }),
      ),
  );

  app.put(
    '/admin/leagues/:id/announcement',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "Set a league's dashboard banner (trimmed; empty or null hides it); audited",
        params: z.object({ id: idParam('league id') }),
        body: announcementInputSchema,
        response: { 200: leagueSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const league = await app.deps.run(setLeagueAnnouncement, {
        leagueId: request.params.id,
        text: request.body.text,
        actorId: signedInUser(request).id,
        ip: clientIp(request),
      });
      return toLeagueDto(league, app.deps.clock());
    },
  );
};
