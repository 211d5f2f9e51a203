import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  cancelEscrowPaymentRequestSchema,
  cancelEscrowPaymentResponseSchema,
  createEscrowPaymentRequestSchema,
  createEscrowPaymentResponseSchema,
  myCheckoutParamsSchema,
  myCheckoutResponseSchema,
  paymentsConfigSchema,
  purchaseSquaresRequestSchema,
  purchaseSquaresResponseSchema,
} from '../../../domain/schemas';
import { badRequest } from '../../../domain/errors';
import { clientIp } from '../../auth/request-meta';
import { signedInUser } from '../../http/guards';
import { requestDeps } from '../../http/request-id';
import { recordOutcome } from '../../ops/http-metrics';
import { WebhookSignatureError } from '../../payments';
import { handleWebhookEvent } from './handle-webhook-event';
import { cancelEscrowPayment, purchaseSquares, startCheckoutAnswer } from './checkout';
import { liveCheckoutOf } from './my-checkout';
import { squaresOf } from './payment-record';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 502: apiErrorSchema };

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/config',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Which card form checkout shows (sandbox or Stripe) and whether paid play is on',
        response: { 200: paymentsConfigSchema },
      },
    },
    async () => ({
      provider: app.deps.payments.name,
      publishableKey: app.deps.payments.publishableKey,
      paidPlay: app.deps.config.payments.paidPlay,
    }),
  );

  app.post(
    '/create-escrow-payment',
    {
      config: { auth: 'user', outcomeMetric: { counter: 'checkouts', step: 'start' } },
      schema: {
        tags: ['payments'],
        summary: 'Hold squares of a paid pool for 10 minutes (never past kickoff) and create the payment for them (amount in dollars, checked)',
        body: createEscrowPaymentRequestSchema,
        response: { 200: createEscrowPaymentResponseSchema, ...errors, 429: apiErrorSchema },
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
    '/pools/:id/my-checkout',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary: "The signed-in player's live checkout in this pool (squares held for them while they pay), or null",
        params: myCheckoutParamsSchema,
        response: { 200: myCheckoutResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({
      checkout: await liveCheckoutOf(app.deps.database.db, { userId: signedInUser(request).id, poolId: request.params.id, now: app.deps.clock() }),
    }),
  );

  app.post(
    '/purchase-squares',
    {
      config: { auth: 'user', outcomeMetric: { counter: 'checkouts', step: 'purchase' } },
      schema: {
        tags: ['payments'],
        summary: 'Record a confirmed payment: its held squares become yours (idempotent)',
        body: purchaseSquaresRequestSchema,
        response: { 200: purchaseSquaresResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await purchaseSquares(requestDeps(request), { userId: signedInUser(request).id, ...request.body });
      recordOutcome(request, result.outcome);
      return {
        outcome: result.outcome,
        status: result.status,
        poolId: result.payment.poolId,
        paymentIntentId: result.payment.intentId!,
        squares: squaresOf(result.payment),
        amountCents: result.payment.amountCents,
        ...(result.message ? { message: result.message } : {}),
      };
    },
  );

  app.post(
    '/cancel-escrow-payment',
    {
      config: { auth: 'user', outcomeMetric: { counter: 'checkouts', step: 'cancel' } },
      schema: {
        tags: ['payments'],
        summary: "Leave checkout: the held squares are released at once and the payment is cancelled",
        body: cancelEscrowPaymentRequestSchema,
        response: { 200: cancelEscrowPaymentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const payment = await cancelEscrowPayment(requestDeps(request), { userId: signedInUser(request).id, paymentIntentId: request.body.paymentIntentId });
      return { released: payment.status === 'released', status: payment.status };
    },
  );
};

/**
 * The provider's webhook (Stripe's, or the sandbox's deliveries): the raw body is kept for the signature
 * check, no session and no same-origin check (the signature is the authentication). 2xx tells the
 * provider to stop retrying, so it is answered only once the event is handled (or was already), and also
 * for events it must not retry: an intent this app did not create ('ignored'), one that does not match
 * its payment ('mismatch').
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
  app.post(
    '/webhooks/payments',
    {
      config: { auth: 'public', csrf: false },
      schema: {
        tags: ['payments'],
        summary: "The payment provider's signed webhook events (Stripe-Signature header)",
        response: { 200: z.object({ received: z.literal(true), outcome: z.enum(['duplicate', 'ignored', 'completed', 'rejected', 'released', 'mismatch']) }), 400: apiErrorSchema },
      },
    },
    async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const now = app.deps.clock();
      let event;
      try {
        event = app.deps.payments.verifyWebhook(raw, request.headers['stripe-signature'] as string | undefined, now);
      } catch (error) {
        if (error instanceof WebhookSignatureError || error instanceof SyntaxError) throw badRequest(`Webhook refused: ${error.message}`);
        throw error;
      }
      const { outcome, mismatch } = await app.deps.run(handleWebhookEvent, { event, provider: app.deps.payments.name }, now);
      // Signed by the provider yet not our payment: completes nothing (audited), and someone must look.
      if (mismatch) request.log.error({ ...mismatch, eventId: event.id, eventType: event.type }, 'webhook payment intent does not match its payment');
      return { received: true as const, outcome };
    },
  );
};
