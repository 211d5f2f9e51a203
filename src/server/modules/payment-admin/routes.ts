import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  createEscrowPaymentRequestSchema,
  createEscrowPaymentResponseSchema,
  idParam,
  poolLedgerResponseSchema,
} from '../../../domain/schemas';
import { clientIp } from '../../auth/request-meta';
import { signedInUser } from '../../http/guards';
import { requestDeps } from '../../http/request-id';
import { startCheckoutAnswer } from '../payments';
import { poolLedger } from './pool-ledger';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The payment tester's own routes (/payment-test, admins; spec sections 2 and 7). Releasing and
 * refunding escrow are the payouts module's admin routes; the tester calls those as they are.
 */
export const paymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/create-payment-intent',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['payments', 'admin'],
        summary: "The payment tester's checkout: the admin's own create-escrow-payment, with every rule of it (verification, holds, amount check)",
        body: createEscrowPaymentRequestSchema,
        response: { 200: createEscrowPaymentResponseSchema, ...errors, 409: apiErrorSchema, 429: apiErrorSchema, 502: apiErrorSchema },
      },
    },
    async (request) => {
      return startCheckoutAnswer(requestDeps(request), {
        userId: signedInUser(request).id,
        ip: clientIp(request),
        poolId: request.body.poolId,
        squares: request.body.squares,
        amountCents: request.body.amount,
      });
    },
  );

  app.get(
    '/admin/pools/:id/ledger',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "A pool's ledger: every transaction in order with its lines, the balance of each account and the escrow summary",
        params: z.object({ id: idParam('pool id') }),
        response: { 200: poolLedgerResponseSchema, ...errors },
      },
    },
    async (request) => poolLedger(app.deps.database.db, request.params.id),
  );
};
