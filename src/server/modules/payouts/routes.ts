import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPrizesResponseSchema,
  apiErrorSchema,
  escrowActionRequestSchema,
  escrowActionResponseSchema,
  idParam,
  poolRefundResponseSchema,
  prizeClaimResponseSchema,
} from '../../../domain/schemas';
import { signedInUser } from '../../http/guards';
import { requestDeps } from '../../http/request-id';
import { getPool, toPoolDto } from '../pools';
import { POOL_REFUNDED, refundPoolNow, releaseEscrowNow } from './escrow-admin';
import { claimPrize, payPrizeManually } from './prize-claims';
import { adminPrizes, toClaimDto } from './prize-presenter';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const escrowOf = async (poolId: number) => toPoolDto(await getPool(app.deps.database.db, poolId)).escrow;

  app.post(
    '/pools/:id/refund',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['payouts'],
        summary: 'Refund every entry of an open pool that is not full, and cancel it (management console)',
        params: z.object({ id: idParam('pool id') }),
        response: { 200: poolRefundResponseSchema, ...errors },
      },
    },
    async (request) => {
      const outcome = await refundPoolNow(requestDeps(request), { poolId: request.params.id, actorUserId: signedInUser(request).id, reason: 'admin_refund' });
      return { message: POOL_REFUNDED, poolId: outcome.poolId, paymentsRefunded: outcome.paymentsRefunded };
    },
  );

  app.post(
    '/admin/refund-escrow',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['payouts'],
        summary: 'Refund a pool not yet paid out: every authorization voided, every capture refunded',
        body: escrowActionRequestSchema,
        response: { 200: escrowActionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { poolId } = request.body;
      const outcome = await refundPoolNow(requestDeps(request), { poolId, actorUserId: signedInUser(request).id, reason: 'admin_refund_escrow' });
      return { poolId, outcome: 'refunded' as const, message: POOL_REFUNDED, paymentsRefunded: outcome.paymentsRefunded, escrow: await escrowOf(poolId) };
    },
  );

  app.post(
    '/admin/release-escrow',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['payouts'],
        summary: "Pay a completed pool's escrow out now: captures, then house fee, nonprofit share and prizes",
        body: escrowActionRequestSchema,
        response: { 200: escrowActionResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { poolId } = request.body;
      await releaseEscrowNow(requestDeps(request), { poolId, actorUserId: signedInUser(request).id });
      return { poolId, outcome: 'settled' as const, message: 'Escrow released', paymentsRefunded: 0, escrow: await escrowOf(poolId) };
    },
  );
};

export const prizeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payouts/:payoutId/claim',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payouts'],
        summary: 'The winner claims a prize (within 30 days of settlement): paid through the provider, or queued for a manual payout',
        params: z.object({ payoutId: idParam('payoutId') }),
        response: { 200: prizeClaimResponseSchema, ...errors },
      },
    },
    async (request) => toClaimDto(await claimPrize(requestDeps(request), { payoutId: request.params.payoutId, userId: signedInUser(request).id })),
  );

  app.post(
    '/admin/payouts/:payoutId/mark-paid',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['payouts'],
        summary: 'An admin paid a prize by hand (a claim queued for manual payout, or an expired prize from unclaimed prizes)',
        params: z.object({ payoutId: idParam('payoutId') }),
        response: { 200: prizeClaimResponseSchema, ...errors },
      },
    },
    async (request) => toClaimDto(await app.deps.run(payPrizeManually, { payoutId: request.params.payoutId, actorUserId: signedInUser(request).id })),
  );

  app.get(
    '/admin/prizes',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['payouts'],
        summary: 'Prizes waiting for a manual payout, prizes expired unclaimed, and the unclaimed prizes balance',
        response: { 200: adminPrizesResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async () => adminPrizes(app.deps.database.db),
  );
};
