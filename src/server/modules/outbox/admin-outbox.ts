import type { OutboxMessage } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { latestOutbox, outboxStatus } from '../../mail';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** The newest outbox messages, as the management console shows them. */
export async function adminOutbox(db: Db, limit: number): Promise<OutboxMessage[]> {
  return (await latestOutbox(db, limit)).map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.email,
    subject: row.subject,
    status: outboxStatus(row),
    attempts: row.attempts,
    lastError: row.lastError,
    messageId: row.messageId,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    keptAt: iso(row.keptAt),
    failedAt: iso(row.failedAt),
    nextAttemptAt: iso(row.nextAttemptAt),
    text: row.body,
  }));
}
