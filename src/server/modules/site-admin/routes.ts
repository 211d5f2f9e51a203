import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  announcementInputSchema,
  apiErrorSchema,
  autoRefundSettingsResponseSchema,
  autoRefundSettingsSchema,
  idParam,
  leagueSchema,
  providerActionParamsSchema,
  providerActionQueueItemSchema,
  providerActionQueueResponseSchema,
  siteStatsSchema,
} from '../../../domain/schemas';
import { notFound } from '../../../domain/errors';
import { clientIp } from '../../auth/request-meta';
import { signedInUser } from '../../http/guards';
import { toLeagueDto } from '../leagues';
import { markProviderActionHandled } from '../payments';
import { providerActionQueue, providerActionQueueItem } from './provider-action-queue';
import { setLeagueAnnouncement } from './announcement';
import { readAutoRefundSettings, saveAutoRefundSettings, toAutoRefundResponse } from './auto-refund-settings';
import { siteStats } from './stats';

/**
 * The management console's System tab: counts, the auto-refund setting, league announcements,
 * and the payment actions waiting for an operator.
 */
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

  app.get(
    '/admin/provider-actions',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Payment cancels and refunds the app cannot complete by itself (the operator queue), oldest first, each with its payment, pool and player',
        response: { 200: providerActionQueueResponseSchema, ...errors },
      },
    },
    async () => ({ items: await providerActionQueue(database.db) }),
  );

  app.post(
    '/admin/provider-actions/:id/handled',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'An operator settled a queued payment action by hand: the payment owes its provider nothing more (audited; idempotent)',
        params: providerActionParamsSchema,
        response: { 200: providerActionQueueItemSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      await app.deps.run(markProviderActionHandled, { id: request.params.id, actorUserId: signedInUser(request).id, ip: clientIp(request) });
      const item = await providerActionQueueItem(database.db, request.params.id);
      if (!item) throw notFound(`No payment action ${request.params.id} is waiting for an operator`);
      return item;
    },
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
