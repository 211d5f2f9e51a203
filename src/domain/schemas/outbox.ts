/**
 * The outbox as admins read it: GET /api/admin/outbox. Without SMTP_URL this is where the
 * site's mail is read (status 'kept').
 */
import { z } from 'zod';
import { isoDateTime } from './common';

export const outboxQuerySchema = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a whole number from 1 to 500' })
    .int('limit must be a whole number from 1 to 500')
    .min(1, 'limit must be a whole number from 1 to 500')
    .max(500, 'limit must be a whole number from 1 to 500')
    .default(50),
});

export const outboxMessageSchema = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    to: z.string().nullable(),
    subject: z.string(),
    /** sent: an SMTP server accepted it; kept: no SMTP_URL, kept here; failed: given up; pending: not yet. */
    status: z.enum(['sent', 'kept', 'failed', 'pending']),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    messageId: z.string().nullable(),
    createdAt: isoDateTime,
    sentAt: isoDateTime.nullable(),
    keptAt: isoDateTime.nullable(),
    failedAt: isoDateTime.nullable(),
    nextAttemptAt: isoDateTime.nullable(),
    /** The plain-text body. */
    text: z.string(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) }).meta({ id: 'OutboxList' });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
