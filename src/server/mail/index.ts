import type { MailConfig } from '../config';
import { keptMailer } from './kept-mailer';
import type { MailLog, Mailer } from './mailer';
import { smtpMailer } from './smtp-mailer';

export { MailSendError, mailAddressOf, messageIdDomain, type MailLog, type Mailer, type MailOutcome, type OutgoingMail } from './mailer';
export { keptMailer } from './kept-mailer';
export { smtpMailer } from './smtp-mailer';
export { deliverDueMail, type DeliveryDeps, type MailDeliveryReport } from './deliver';
export { DOMAIN_PACE_WINDOW_MS, recipientDomain, takeDomainSlot } from './domain-pace';
export {
  CLAIM_STALE_MS,
  MAX_MAIL_ATTEMPTS,
  claimNextMail,
  deferMailToDomain,
  latestOutbox,
  markMailAttemptFailed,
  markMailKept,
  markMailSent,
  outboxStatus,
  queueMail,
  retryDelayMs,
  type OutboxStatus,
  type QueuedMessage,
} from './outbox';
export * from './templates';

/** SMTP when SMTP_URL is set; otherwise the embedded default that keeps messages for admins to read. */
export function createMailer(config: MailConfig, log: Pick<MailLog, 'info'>): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl) : keptMailer(log);
}
