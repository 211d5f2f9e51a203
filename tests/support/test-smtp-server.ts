import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

/** A message as it arrived at the test server, parsed. */
export interface ReceivedMail {
  messageId: string | undefined;
  /** SMTP envelope recipients (RCPT TO). */
  envelopeTo: string[];
  from: string | undefined;
  to: string | undefined;
  subject: string | undefined;
  text: string | undefined;
  html: string | undefined;
}

/**
 * A real SMTP server on 127.0.0.1 and a free port (npm smtp-server), for tests that send mail the way
 * production does. It keeps every accepted message, parsed (npm mailparser); it can refuse the next
 * messages with a reply code (421 = try later, 550 = refused for good) and take its time to accept.
 * No TLS and no login: point SMTP_URL at `url`.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Every DATA the server was offered, accepted or not. */
  deliveryAttempts = 0;
  /** How long each accepted message waits before the 250 reply. */
  acceptDelayMs = 0;
  private refusals: { code: number; message: string }[] = [];
  private waiters: { count: number; resolve: () => void }[] = [];

  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
    /** A folder each accepted message is also written to (one JSON file each), for readers in other processes. */
    private readonly saveTo: string | undefined,
  ) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  static async start(options: { port?: number; saveTo?: string } = {}): Promise<TestSmtpServer> {
    const port = options.port ?? (await freePort());
    if (options.saveTo) mkdirSync(options.saveTo, { recursive: true });
    const holder: { self?: TestSmtpServer } = {};
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        holder.self!.receive(stream, session.envelope.rcptTo.map((r) => r.address)).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      },
    });
    const self = new TestSmtpServer(server, port, options.saveTo);
    holder.self = self;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    server.on('error', () => {}); // a client that drops its connection is not the test's failure
    return self;
  }

  /** The next `count` messages are refused with this reply (after their data was sent). */
  refuseNext(count: number, code = 421, message = 'Service not available, try again later'): void {
    for (let i = 0; i < count; i++) this.refusals.push({ code, message });
  }

  /** Resolves once `count` messages in all were accepted (or fails after timeoutMs). */
  waitFor(count: number, timeoutMs = 10_000): Promise<void> {
    if (this.received.length >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`expected ${count} messages, got ${this.received.length}`)), timeoutMs);
      this.waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
    });
  }

  byMessageId(messageId: string): ReceivedMail[] {
    return this.received.filter((m) => m.messageId === messageId);
  }

  /** Lets the process exit while the server listens (a server kept for a whole test run). */
  unref(): void {
    this.server.server.unref();
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async receive(stream: NodeJS.ReadableStream, envelopeTo: string[]): Promise<void> {
    this.deliveryAttempts++;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
    const refusal = this.refusals.shift();
    if (refusal) throw Object.assign(new Error(refusal.message), { responseCode: refusal.code });
    if (this.acceptDelayMs > 0) await new Promise((r) => setTimeout(r, this.acceptDelayMs));
    const parsed = await simpleParser(Buffer.concat(chunks));
    const mail: ReceivedMail = {
      messageId: parsed.messageId,
      envelopeTo,
      from: parsed.from?.text,
      to: Array.isArray(parsed.to) ? parsed.to.map((t) => t.text).join(', ') : parsed.to?.text,
      subject: parsed.subject,
      text: parsed.text,
      html: parsed.html || undefined,
    };
    this.received.push(mail);
    if (this.saveTo) writeFileSync(path.join(this.saveTo, `${String(this.received.length).padStart(6, '0')}.json`), JSON.stringify(mail));
    for (const waiter of this.waiters.filter((w) => this.received.length >= w.count)) {
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  }
}
