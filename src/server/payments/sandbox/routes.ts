import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, sandboxConfirmRequestSchema, sandboxConfirmResponseSchema } from '../../../domain/schemas';
import { AppError, notFound } from '../../../domain/errors';
import { signedInUser } from '../../http/guards';
import { PaymentProviderError } from '../provider';
import type { SandboxProvider } from './sandbox-provider';

/**
 * The sandbox's card form posts here (what Stripe.js does against Stripe): signed in, same-origin, and
 * only the player the intent was created for. A declined or malformed card is an answer (200 with
 * `error`), as Stripe reports it, so the player can try another card while the hold lasts. After a
 * successful confirm the sandbox's webhook events are delivered (`deliver`), as Stripe would send them.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxProvider; deliver: () => void }> = async (app, { sandbox, deliver }) => {
  app.post(
    '/sandbox/payment-intents/:id/confirm',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'Confirm a sandbox payment intent with a test card (the embedded mode\'s card form)',
        params: z.object({ id: z.string().regex(/^pi_sbx_[A-Za-z0-9]{1,64}$/, 'id must be a sandbox payment intent id') }),
        body: sandboxConfirmRequestSchema,
        response: { 200: sandboxConfirmResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const owner = await sandbox.ownerOf(id);
      // Someone else's intent is answered exactly like a missing one: ids are not secrets to probe.
      if (!owner || owner !== signedInUser(request).id) throw notFound(`No such payment_intent: '${id}'`);
      const { clientSecret, ...card } = request.body;
      try {
        const intent = await sandbox.confirm(id, clientSecret, card);
        if (intent.status === 'requires_capture' || intent.status === 'succeeded') deliver();
        else if (intent.lastPaymentError) deliver();
        return {
          status: intent.status,
          ...(intent.lastPaymentError && intent.status === 'requires_payment_method' ? { error: intent.lastPaymentError } : {}),
        };
      } catch (error) {
        if (error instanceof PaymentProviderError) {
          if (error.code === 'resource_missing') throw notFound(error.message);
          throw new AppError('conflict', error.message);
        }
        throw error;
      }
    },
  );
};
