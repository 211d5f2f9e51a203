import { and, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { outbox, type OutboxRow } from '../db/schema';

/**
 * The outbox: messages are written in the transaction of the change they announce
 * (queueMail) and sent afterwards by the outbox worker (jobs/outbox.ts), each claimed by one worker at a
 * time and marked in its own statement once the SMTP server accepted it.
 *
 * Delivery is at least once with a stable Message-ID, and in practice exactly once: the only duplicate
 * possible is a worker that dies (or loses its database) after the server accepted a message and before
 * the one-row UPDATE that marks it sent; that one message is sent again, with the same Message-ID, once
 * its claim is stale (CLAIM_STALE_MS). No SMTP server offers a way to close that window (there is no
 * two-phase commit with SMTP); it is kept to one row and the few milliseconds of that UPDATE.
 */

/** A claim older than this belongs to a worker that died; the message may be taken over. */
export const CLAIM_STALE_MS = 5 * 60_000;
/** Attempts before a message is given up (failed, its last error kept). */
export const MAX_MAIL_ATTEMPTS = 10;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 3600_000;

/** Wait after the n-th failed attempt: 30 s, doubling, at most 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

export interface QueuedMessage {
  /** What the message is about, e.g. 'pool_refunded', 'invitation'. */
  kind: string;
  /** The same key twice queues one message (e.g. `invitation:<pool>:<email>:<n>`). */
  dedupeKey: string;
  userId?: string | null;
  email: string;
  subject: string;
  text: string;
  html: string;
  payload?: Record<string, unknown>;
  now: Date;
}

/**
 * Writes one message into the outbox inside the caller's transaction: it is sent only if that
 * transaction commits. A repeat of a dedupe key is a no-op. Returns the new row's id, or null for a repeat.
 */
export async function queueMail(tx: Tx | Db, message: QueuedMessage): Promise<number | null> {
  const rows = await tx
    .insert(outbox)
    .values({
      kind: message.kind,
      dedupeKey: message.dedupeKey,
      userId: message.userId ?? null,
      email: message.email,
      subject: message.subject,
      body: message.text,
      html: message.html,
      payload: message.payload ?? {},
      createdAt: message.now,
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return rows[0]?.id ?? null;
}

const pending = and(isNull(outbox.sentAt), isNull(outbox.keptAt), isNull(outbox.failedAt));

/**
 * Claims the oldest message that is due (never tried, or its retry time has come) and not claimed by a
 * live worker, in one statement: the row lock of `for update skip locked` lets concurrent workers pass
 * each other, and `sending_since` keeps the claim after the statement ends. Counts the attempt and fixes
 * the Message-ID. Null when nothing is due.
 */
export async function claimNextMail(db: Db, now: Date, messageDomain: string): Promise<OutboxRow | null> {
  const staleBefore = new Date(now.getTime() - CLAIM_STALE_MS);
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        pending,
        or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, now)),
        or(isNull(outbox.sendingSince), lte(outbox.sendingSince, staleBefore)),
      ),
    )
    .orderBy(outbox.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(outbox)
    .set({
      sendingSince: now,
      attempts: sql`${outbox.attempts} + 1`,
      messageId: sql`coalesce(${outbox.messageId}, '<outbox-' || ${outbox.id} || '@' || ${messageDomain}::text || '>')`,
    })
    .where(eq(outbox.id, sql`(${due})`))
    .returning();
  return claimed ?? null;
}

/** The SMTP server accepted it: one UPDATE, right away (the window of the only possible duplicate). */
export async function markMailSent(db: Db, id: number, now: Date): Promise<void> {
  await db.update(outbox).set({ sentAt: now, sendingSince: null, lastError: null }).where(and(eq(outbox.id, id), isNull(outbox.sentAt)));
}

/**
 * The recipient's domain has had its share for now (domain-pace.ts): the claimed message goes back
 * unsent (its attempt not counted: nothing was tried) and waits until `until`, and so does every other
 * unclaimed message due to that domain, so the rest of the pass sends to other domains instead of
 * claiming that domain's backlog one message at a time.
 */
export async function deferMailToDomain(db: Db, claimedId: number, domain: string, until: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ sendingSince: null, attempts: sql`greatest(${outbox.attempts} - 1, 0)`, nextAttemptAt: until })
    .where(and(eq(outbox.id, claimedId), pending));
  await db
    .update(outbox)
    .set({ nextAttemptAt: until })
    .where(
      and(
        pending,
        isNull(outbox.sendingSince),
        or(isNull(outbox.nextAttemptAt), lt(outbox.nextAttemptAt, until)),
        sql`lower(substring(${outbox.email} from '[^@]*$')) = ${domain}`,
      ),
    );
}

/** No SMTP_URL: the message stays here, read by admins, never sent. */
export async function markMailKept(db: Db, id: number, now: Date): Promise<void> {
  await db.update(outbox).set({ keptAt: now, sendingSince: null }).where(and(eq(outbox.id, id), pending));
}

/** A failed attempt: retried after the backoff, or given up (permanent refusal, or out of attempts). */
export async function markMailAttemptFailed(
  db: Db,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  error: string,
  now: Date,
  permanent: boolean,
): Promise<'retry' | 'failed'> {
  const giveUp = permanent || row.attempts >= MAX_MAIL_ATTEMPTS;
  await db
    .update(outbox)
    .set({
      sendingSince: null,
      lastError: error.slice(0, 2000),
      nextAttemptAt: giveUp ? null : new Date(now.getTime() + retryDelayMs(row.attempts)),
      failedAt: giveUp ? now : null,
    })
    .where(and(eq(outbox.id, row.id), pending));
  return giveUp ? 'failed' : 'retry';
}

export type OutboxStatus = 'sent' | 'kept' | 'failed' | 'pending';

export function outboxStatus(row: Pick<OutboxRow, 'sentAt' | 'keptAt' | 'failedAt'>): OutboxStatus {
  if (row.sentAt) return 'sent';
  if (row.keptAt) return 'kept';
  if (row.failedAt) return 'failed';
  return 'pending';
}

/** The newest messages first (admins read the outbox; kept messages are how mail is read without SMTP). */
export async function latestOutbox(db: Db, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
