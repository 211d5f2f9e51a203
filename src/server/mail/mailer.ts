/**
 * The mail port (DESIGN D16): what the outbox worker hands a message to. Two implementations: SMTP
 * through nodemailer when SMTP_URL is set (smtp-mailer.ts), and the embedded default that keeps every
 * message in the outbox for admins to read and logs one line (kept-mailer.ts).
 */
export interface OutgoingMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  /** `<outbox-<id>@<host>>`: the same on every attempt, so a receiver can drop a rare second copy. */
  messageId: string;
}

/** 'sent': an SMTP server accepted it. 'kept': nothing was sent; the outbox keeps it (no SMTP_URL). */
export type MailOutcome = { status: 'sent'; response: string } | { status: 'kept' };

export interface Mailer {
  readonly name: 'smtp' | 'kept';
  /** Resolves once the message was accepted (or kept); rejects with MailSendError otherwise. */
  send(message: OutgoingMail): Promise<MailOutcome>;
  close(): void;
}

/** What mail code logs through (a pino or Fastify logger fits). */
export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A message not accepted. `permanent`: the server refused it for good (5xx), so retrying is pointless. */
export class MailSendError extends Error {
  override name = 'MailSendError';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** The bare address of a From value: `Squares <no-reply@x.org>` -> `no-reply@x.org`. */
export function mailAddressOf(from: string): string {
  const match = /<([^<>]+)>\s*$/.exec(from);
  return (match ? match[1]! : from).trim();
}

/** The right-hand side of our Message-IDs (`<outbox-<id>@<domain>>`): the From address's domain. */
export function messageIdDomain(from: string): string {
  return mailAddressOf(from).split('@')[1] || 'localhost';
}
