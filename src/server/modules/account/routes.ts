import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSettingsInputSchema, accountSettingsSchema, apiErrorSchema, sessionsRevokedSchema } from '../../../domain/schemas';
import { clearSessionCookie } from '../../auth/cookies';
import { clientIp } from '../../auth/request-meta';
import { signedInUser } from '../../http/guards';
import { getAccountSettings, saveAccountSettings } from './settings';
import { signOutEverywhere } from './sign-out-everywhere';

/** The signed-in player's own settings and sessions: every route acts on the caller, never on an id given. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app.deps;

  app.get(
    '/me/settings',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        summary: "The signed-in player's settings (e-mail notification choices)",
        response: { 200: accountSettingsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => getAccountSettings(database.db, signedInUser(request).id, app.deps.clock()),
  );

  app.put(
    '/me/settings',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        summary: "Replace the signed-in player's settings (every choice stated)",
        body: accountSettingsInputSchema,
        response: { 200: accountSettingsSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) =>
      app.deps.run(saveAccountSettings, { userId: signedInUser(request).id, settings: request.body }),
  );

  app.post(
    '/auth/sessions/revoke-all',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: end every session of the signed-in player, this one included',
        response: { 200: sessionsRevokedSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await app.deps.run(signOutEverywhere, {
        userId: signedInUser(request).id,
        ip: clientIp(request),
      });
      clearSessionCookie(reply, config);
      return result;
    },
  );
};
