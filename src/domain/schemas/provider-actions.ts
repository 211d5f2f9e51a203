/**
 * The operator queue of payment provider actions (System tab): cancels and refunds the app could not
 * complete by itself, each with its payment named, and the operator's "handled".
 */
import { z } from 'zod';
import { isoDateTime } from './common';
import { idParam } from './input-hygiene';

export const PROVIDER_ACTION_REASONS = ['impossible', 'attempts_exhausted', 'intent_mismatch'] as const;
export type ProviderActionReason = (typeof PROVIDER_ACTION_REASONS)[number];

export const providerActionQueueItemSchema = z
  .object({
    id: z.number().int(),
    action: z.enum(['cancel', 'refund']),
    /** impossible: the provider can never do it (e.g. cancel of a captured intent); attempts_exhausted: refused too often; intent_mismatch: the intent is not this payment. */
    reason: z.enum(PROVIDER_ACTION_REASONS),
    /** What happened and what the operator should do, in words. */
    detail: z.string(),
    /** The provider's last refusal (code: message). */
    lastError: z.string().nullable(),
    attempts: z.number().int(),
    /** When it was handed to an operator. */
    since: isoDateTime,
    handledAt: isoDateTime.nullable(),
    payment: z.object({
      id: z.string(),
      intentId: z.string().nullable(),
      provider: z.string(),
      amountCents: z.number().int(),
      status: z.string(),
      poolId: z.number().int(),
      poolName: z.string(),
      playerId: z.string(),
      /** E-mail, else name. */
      playerLabel: z.string().nullable(),
    }),
  })
  .meta({ id: 'ProviderActionQueueItem' });
export type ProviderActionQueueItem = z.infer<typeof providerActionQueueItemSchema>;

export const providerActionQueueResponseSchema = z.object({ items: z.array(providerActionQueueItemSchema) }).meta({ id: 'ProviderActionQueue' });
export type ProviderActionQueueResponse = z.infer<typeof providerActionQueueResponseSchema>;

export const providerActionParamsSchema = z.object({ id: idParam('id') });
