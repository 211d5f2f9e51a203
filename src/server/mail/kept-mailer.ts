import type { MailLog, Mailer } from './mailer';

/**
 * The embedded default (no SMTP_URL): nothing leaves the machine. The outbox keeps every message (admins
 * read them at GET /api/admin/outbox) and the log says, one line each, what would have gone to whom.
 */
export function keptMailer(log: Pick<MailLog, 'info'>): Mailer {
  return {
    name: 'kept',
    async send(message) {
      log.info({ to: message.to, subject: message.subject, messageId: message.messageId }, `mail kept (no SMTP_URL): "${message.subject}" to ${message.to}`);
      return { status: 'kept' };
    },
    close() {},
  };
}
