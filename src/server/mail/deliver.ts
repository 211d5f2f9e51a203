import type { Db } from '../db/client';
import type { Clock } from '../system-clock';
import { MailSendError, messageIdDomain, type MailLog, type Mailer } from './mailer';
import { recipientDomain, takeDomainSlot } from './domain-pace';
import { claimNextMail, deferMailToDomain, markMailAttemptFailed, markMailKept, markMailSent } from './outbox';

export interface DeliveryDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: MailLog;
  /** MAIL_FROM. */
  from: string;
  /** MAIL_PER_DOMAIN_PER_MINUTE (domain-pace.ts); undefined = no pacing (kept mail reaches no domain). */
  perDomainPerMinute?: number | undefined;
}

export interface MailDeliveryReport {
  sent: number;
  kept: number;
  retrying: number;
  failed: number;
}

/** Messages one pass handles at most (the next pass, two seconds later, goes on). */
const PASS_LIMIT = 100;

/**
 * One pass of the outbox worker: claims due messages one at a time and hands each to the mailer (when
 * its recipient's domain has room in this minute, else that domain's messages wait: domain-pace.ts). A
 * message the server accepted is marked sent at once; a kept one (no SMTP) is marked kept; a failure
 * is retried with backoff or, refused for good or out of attempts, marked failed with its error.
 * Safe to run in several processes at once: each message is claimed by one of them (outbox.ts).
 */
export async function deliverDueMail(deps: DeliveryDeps, limit = PASS_LIMIT): Promise<MailDeliveryReport> {
  const report: MailDeliveryReport = { sent: 0, kept: 0, retrying: 0, failed: 0 };
  const domain = messageIdDomain(deps.from);
  for (let i = 0; i < limit; i++) {
    const row = await claimNextMail(deps.db, deps.clock(), domain);
    if (!row) break;
    if (!row.email) {
      await markMailAttemptFailed(deps.db, row, 'no recipient address', deps.clock(), true);
      report.failed++;
      continue;
    }
    if (deps.perDomainPerMinute !== undefined) {
      const domain = recipientDomain(row.email);
      const now = deps.clock();
      const waitMs = await takeDomainSlot(deps.db, domain, deps.perDomainPerMinute, now);
      if (waitMs > 0) {
        const until = new Date(now.getTime() + waitMs);
        await deferMailToDomain(deps.db, row.id, domain, until);
        deps.log.info({ domain, until: until.toISOString() }, 'mail to this domain paced: the rest waits for its next minute');
        continue;
      }
    }
    let outcome;
    try {
      outcome = await deps.mailer.send({ to: row.email, from: deps.from, subject: row.subject, text: row.body, html: row.html, messageId: row.messageId! });
    } catch (error) {
      const permanent = error instanceof MailSendError && error.permanent;
      const message = error instanceof Error ? error.message : String(error);
      const result = await markMailAttemptFailed(deps.db, row, message, deps.clock(), permanent);
      report[result === 'failed' ? 'failed' : 'retrying']++;
      deps.log[result === 'failed' ? 'error' : 'warn']({ outboxId: row.id, attempts: row.attempts, err: message }, result === 'failed' ? 'mail given up' : 'mail not accepted; will retry');
      continue;
    }
    if (outcome.status === 'sent') {
      await markMailSent(deps.db, row.id, deps.clock());
      report.sent++;
    } else {
      await markMailKept(deps.db, row.id, deps.clock());
      report.kept++;
    }
  }
  return report;
}
