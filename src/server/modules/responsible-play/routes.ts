import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  restrictionStateSchema,
  selfExclusionInputSchema,
  spendingSchema,
  spendLimitsInputSchema,
  spendLimitsSchema,
  timeOutInputSchema,
} from '../../../domain/schemas';
import { committedByPeriod } from '../../../domain/spend-limits';
import { clientIp } from '../../auth/request-meta';
import { signedInUser } from '../../http/guards';
import { restrictionOf, startSelfExclusion, startTimeOut, toRestrictionState } from './restrictions';
import { commitmentsOf, limitsInForce, saveSpendLimits, toSpendLimitsDto } from './spend-limits';

/**
 * Player protection (D23, docs/responsible-play.md): the signed-in player's own spend limits, what they
 * committed lately, and their time-out or self-exclusion. Every route acts on the caller, never on an id
 * given; there is no route that ends a restriction, for the player or for an admin.
 */
export const responsiblePlayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app.deps;
  const errors = { 401: apiErrorSchema };
  const writeErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

  app.get(
    '/me/limits',
    {
      config: { auth: 'user' },
      schema: { tags: ['account'], summary: "The signed-in player's spend limits, and raises or removals still waiting", response: { 200: spendLimitsSchema, ...errors } },
    },
    async (request) => toSpendLimitsDto(await limitsInForce(database.db, signedInUser(request).id, clock())),
  );

  app.put(
    '/me/limits',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Change spend limits (cents; null = none, absent = unchanged): stricter at once, looser after 24 hours',
        body: spendLimitsInputSchema,
        response: { 200: spendLimitsSchema, ...writeErrors },
      },
    },
    async (request) =>
      toSpendLimitsDto(await app.deps.run(saveSpendLimits, { userId: signedInUser(request).id, ip: clientIp(request), change: request.body })),
  );

  app.get(
    '/me/spending',
    {
      config: { auth: 'user' },
      schema: { tags: ['account'], summary: 'Money the signed-in player committed to paid squares in the last 24 hours, 7 days and 30 days', response: { 200: spendingSchema, ...errors } },
    },
    async (request) => {
      const now = clock();
      const committed = committedByPeriod(await commitmentsOf(database.db, signedInUser(request).id, now), now);
      return { dailyCents: committed.daily, weeklyCents: committed.weekly, monthlyCents: committed.monthly };
    },
  );

  app.get(
    '/me/restrictions',
    {
      config: { auth: 'user' },
      schema: { tags: ['account'], summary: "The signed-in player's time-out or self-exclusion in force, and its end", response: { 200: restrictionStateSchema, ...errors } },
    },
    async (request) => toRestrictionState(await restrictionOf(database.db, signedInUser(request).id, clock())),
  );

  app.post(
    '/me/time-out',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Take a time-out from paid play for 1, 7 or 30 days (only ever lengthens one running; cannot be ended early)',
        body: timeOutInputSchema,
        response: { 200: restrictionStateSchema, ...writeErrors },
      },
    },
    async (request) => app.deps.run(startTimeOut, { userId: signedInUser(request).id, ip: clientIp(request), days: request.body.days }),
  );

  app.post(
    '/me/self-exclusion',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Exclude yourself from every pool for 6, 12 or 60 months (only ever lengthens; cannot be ended early)',
        body: selfExclusionInputSchema,
        response: { 200: restrictionStateSchema, ...writeErrors },
      },
    },
    async (request) => app.deps.run(startSelfExclusion, { userId: signedInUser(request).id, ip: clientIp(request), months: request.body.months }),
  );
};
