import nodemailer from 'nodemailer';
import { MailSendError, type Mailer } from './mailer';

/** Time limits of one SMTP conversation: a send never outlives the outbox claim (CLAIM_STALE_MS). */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } as const;

interface NodemailerError extends Error {
  code?: string;
  responseCode?: number;
  /** nodemailer 10: a 5xx reply. */
  permanent?: boolean;
}

/**
 * SMTP through nodemailer (SMTP_URL: smtp:// upgrades with STARTTLS when the server offers it, smtps://
 * is TLS from the start). A small pool of connections is kept open between messages. A 5xx refusal of
 * the message or a recipient is permanent; a failed login (535) is not, since an operator can fix it.
 */
export function smtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 2, ...SMTP_TIMEOUTS });
  return {
    name: 'smtp',
    async send(message) {
      try {
        const info = await transport.sendMail({
          from: message.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          messageId: message.messageId,
        });
        return { status: 'sent', response: String(info.response ?? '') };
      } catch (error) {
        const e = error as NodemailerError;
        throw new MailSendError(e.message || String(error), e.permanent === true && e.code !== 'EAUTH');
      }
    },
    close() {
      transport.close();
    },
  };
}
