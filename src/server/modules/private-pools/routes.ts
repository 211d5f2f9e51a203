import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  cancelPrivatePoolResponseSchema,
  createPrivatePoolRequestSchema,
  createPrivatePoolResponseSchema,
  guestSquaresRequestSchema,
  idParam,
  inviteMoreRequestSchema,
  inviteMoreResponseSchema,
  joinPoolRequestSchema,
  joinPoolResponseSchema,
  markSquaresPaidRequestSchema,
  resendInvitationRequestSchema,
  resendInvitationResponseSchema,
  rosterResponseSchema,
} from '../../../domain/schemas';
import { z } from 'zod';
import { cancelPrivatePool, inviteMore, resendInvitation } from './creator-actions';
import { enterGuestSquares, markSquaresPaid, poolRoster } from './organizer';
import { AppError } from '../../../domain/errors';
import { centsToDecimalString, parseDollars } from '../../../domain/money';
import { assertNotRateLimited, recordFailure } from '../../auth/rate-limit';
import { clientIp } from '../../auth/request-meta';
import { signedInUser } from '../../http/guards';
import { createPrivatePool, schemeOf } from './create-private-pool';
import { newInviteCode, normalizeInviteCode } from './invite-code';
import { INVITE_NOT_FOUND, joinPool } from './join-pool';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

export const privatePoolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/pools/private',
    {
      config: { auth: 'user', outcomeMetric: { counter: 'mailRequests', action: 'create_pool' } },
      schema: {
        tags: ['pools'],
        summary:
          'Create a private pool for an upcoming game, with its rules contract, invite code and e-mailed invitations (daily quotas on pools and invitations per account and address: 429 quota)',
        body: createPrivatePoolRequestSchema,
        response: { 201: createPrivatePoolResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // D19: with PAID_PLAY=off the site handles no money: a paid pool must be organizer-collected.
      if (!app.deps.config.payments.paidPlay && body.entryFee > 0 && body.collection === 'squares') {
        throw new AppError('paid_play_off', 'This site does not take card payments: choose "By the organizer" for a pool with an entry fee, or make it free');
      }
      const { pool, invitations } = await app.deps.run(createPrivatePool, {
        userId: signedInUser(request).id,
        gameId: body.gameId,
        name: body.name,
        // Exact: the schema let through only fees of whole cents.
        entryFeeCents: parseDollars(body.entryFee),
        maxSquaresPerPlayer: body.maxSquaresPerPlayer,
        inviteEmails: body.inviteEmails,
        payoutScheme: schemeOf(body.payoutScheme),
        nonprofitName: body.nonprofitName ?? null,
        collection: body.collection,
        inviteCode: newInviteCode(),
        variants: body.rules,
        publicUrl: app.deps.config.publicUrl,
        ip: clientIp(request),
        quotas: app.deps.config.quotas,
      });
      return reply.status(201).send({
        pool: { id: pool.id, name: pool.name, entryFee: centsToDecimalString(pool.entryFeeCents), maxSquaresPerPlayer: pool.maxSquaresPerPlayer },
        inviteCode: pool.inviteCode!,
        invitations: invitations.map((email) => ({ email })),
      });
    },
  );

  app.post(
    '/pools/join',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['pools'],
        summary: 'Join a private pool with its invite code (D11); joining twice is harmless',
        body: joinPoolRequestSchema,
        response: { 200: joinPoolResponseSchema, ...errors },
      },
    },
    async (request) => {
      const now = app.deps.clock();
      // Wrong codes are counted per address: guessing 65-bit codes is hopeless, and now also slow.
      const keys = [`join:${request.ip}`];
      const { db } = app.deps.database;
      await assertNotRateLimited(db, keys, now);
      const code = normalizeInviteCode(request.body.inviteCode);
      try {
        if (!code) throw new AppError('not_found', INVITE_NOT_FOUND);
        return await app.deps.run(joinPool, { inviteCode: code, userId: signedInUser(request).id }, now);
      } catch (error) {
        if (error instanceof AppError && error.code === 'not_found') await recordFailure(db, keys, now);
        throw error;
      }
    },
  );

  app.post(
    '/pools/:id/guest-squares',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['pools'],
        summary: "Organizer-collected pools: the organizer enters squares for someone without an account (a name)",
        params: z.object({ id: idParam('pool id') }),
        body: guestSquaresRequestSchema,
        response: { 201: z.object({ entered: z.number().int() }), ...errors },
      },
    },
    async (request, reply) => {
      const entered = await app.deps.run(enterGuestSquares, { poolId: request.params.id, organizerId: signedInUser(request).id, ...request.body });
      return reply.status(201).send({ entered });
    },
  );

  app.post(
    '/pools/:id/squares/paid',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['pools'],
        summary: "Organizer-collected pools: mark a player's (or guest's) squares paid or unpaid",
        params: z.object({ id: idParam('pool id') }),
        body: markSquaresPaidRequestSchema,
        response: { 200: z.object({ updated: z.number().int() }), ...errors },
      },
    },
    async (request) => ({ updated: await app.deps.run(markSquaresPaid, { poolId: request.params.id, organizerId: signedInUser(request).id, ...request.body }) }),
  );

  app.get(
    '/pools/:id/roster',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['pools'],
        summary: "The organizer's view of a private pool: members, guests, paid squares, invitations",
        params: z.object({ id: idParam('pool id') }),
        response: { 200: rosterResponseSchema, ...errors },
      },
    },
    async (request) => app.deps.run(poolRoster, { poolId: request.params.id, organizerId: signedInUser(request).id }),
  );

  app.post(
    '/pools/:id/invitations',
    {
      config: { auth: 'user', outcomeMetric: { counter: 'mailRequests', action: 'invite' } },
      schema: {
        tags: ['pools'],
        summary: 'The creator invites more people before kickoff; addresses already invited are skipped (daily invitation quota: 429 quota)',
        params: z.object({ id: idParam('pool id') }),
        body: inviteMoreRequestSchema,
        response: { 200: inviteMoreResponseSchema, ...errors },
      },
    },
    async (request) =>
      app.deps.run(inviteMore, {
        poolId: request.params.id,
        organizerId: signedInUser(request).id,
        emails: request.body.emails,
        publicUrl: app.deps.config.publicUrl,
        ip: clientIp(request),
        quotas: app.deps.config.quotas,
      }),
  );

  app.post(
    '/pools/:id/invitations/resend',
    {
      config: { auth: 'user', outcomeMetric: { counter: 'mailRequests', action: 'resend' } },
      schema: {
        tags: ['pools'],
        summary: 'The creator sends an invitation again (at most every 10 minutes, 5 times in all)',
        params: z.object({ id: idParam('pool id') }),
        body: resendInvitationRequestSchema,
        response: { 200: resendInvitationResponseSchema, ...errors },
      },
    },
    async (request) =>
      app.deps.run(resendInvitation, {
        poolId: request.params.id,
        organizerId: signedInUser(request).id,
        email: request.body.email,
        publicUrl: app.deps.config.publicUrl,
        ip: clientIp(request),
        quotas: app.deps.config.quotas,
      }),
  );

  app.post(
    '/pools/:id/cancel',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['pools'],
        summary: "The creator cancels a private pool before kickoff; paid entries are refunded",
        params: z.object({ id: idParam('pool id') }),
        response: { 200: cancelPrivatePoolResponseSchema, ...errors },
      },
    },
    async (request) => app.deps.run(cancelPrivatePool, { poolId: request.params.id, organizerId: signedInUser(request).id }),
  );
};
