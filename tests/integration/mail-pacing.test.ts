import { like } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { outbox } from '../../src/server/db/schema';
import { runOutboxPass, type OutboxDeps } from '../../src/server/jobs/outbox';
import { deliverDueMail, keptMailer, queueMail, type Mailer } from '../../src/server/mail';
import { describeEachDatabase } from './support/harness';

/**
 * The outbox worker paces messages per recipient domain (MAIL_PER_DOMAIN_PER_MINUTE): a burst to one
 * domain is spread over the following minutes, while messages to other domains go out at once. Time is
 * the worker's injected clock; nothing here waits.
 */
const T0 = new Date('2026-11-21T16:00:00Z');
const silentLog = { info: () => {}, warn: () => {}, error: () => {} };
const PER_MINUTE = 10;

let batch = 0;

describeEachDatabase('mail: paced per recipient domain', (env) => {
  let now = T0;
  let sent: { to: string; at: Date }[] = [];
  /** An SMTP server as the worker sees it: accepts everything, remembers when. */
  const recordingMailer: Mailer = {
    name: 'smtp',
    async send(message) {
      sent.push({ to: message.to, at: now });
      return { status: 'sent', response: '250 OK' };
    },
    close() {},
  };

  const worker = (): OutboxDeps => {
    const { app, config } = env();
    return { ...app.deps, clock: () => now, mailer: recordingMailer, config: { ...config, mail: { ...config.mail, perDomainPerMinute: PER_MINUTE } } };
  };

  beforeEach(async () => {
    // What other tests left pending is kept, so each test counts only its own messages.
    await deliverDueMail({ db: env().database.db, mailer: keptMailer(silentLog), clock: () => T0, log: silentLog, from: 'x@y.test' }, 10_000);
    sent = [];
    batch++;
    // A day apart per test: each starts with a fresh minute for every domain.
    now = new Date(T0.getTime() + batch * 86_400_000);
  });

  async function queue(to: string[]) {
    for (const [i, email] of to.entries()) {
      await queueMail(env().database.db, { kind: 'test', dedupeKey: `pace:${batch}:${i}:${email}`, email, subject: 'Hello', text: 'Hi\n', html: '<p>Hi</p>', now });
    }
  }

  const addresses = (domain: string, count: number) => Array.from({ length: count }, (_, i) => `p${i}@${domain}`);
  const sentTo = (domain: string) => sent.filter((m) => m.to.endsWith(`@${domain}`));

  it('spreads 25 messages to one domain over three minutes while another domain goes through at once', async () => {
    await queue([...addresses('busy.example', 25), ...addresses('other.example', 3)]);
    const start = now;
    const minute = (n: number) => new Date(start.getTime() + n * 60_000);

    expect(await runOutboxPass(worker())).toMatchObject({ sent: PER_MINUTE + 3, failed: 0 });
    expect(sentTo('busy.example')).toHaveLength(PER_MINUTE);
    // The other domain's messages were queued after the whole burst and still went in the first pass.
    expect(sentTo('other.example')).toHaveLength(3);

    // The rest wait for the next minute: unclaimed, not counted as attempts, due when the domain has room.
    const waiting = (await env().database.db.select().from(outbox).where(like(outbox.dedupeKey, `pace:${batch}:%`))).filter((m) => m.sentAt === null);
    expect(waiting).toHaveLength(15);
    for (const message of waiting) expect(message).toMatchObject({ attempts: 0, sendingSince: null, nextAttemptAt: minute(1) });

    now = new Date(start.getTime() + 30_000);
    expect(await runOutboxPass(worker())).toMatchObject({ sent: 0 });
    now = minute(1);
    expect(await runOutboxPass(worker())).toMatchObject({ sent: PER_MINUTE });
    now = minute(2);
    expect(await runOutboxPass(worker())).toMatchObject({ sent: 5 });

    expect(sentTo('busy.example').map((m) => m.at.getTime() - start.getTime())).toEqual([
      ...Array<number>(10).fill(0),
      ...Array<number>(10).fill(60_000),
      ...Array<number>(5).fill(120_000),
    ]);
    // In queue order, each once.
    expect(sentTo('busy.example').map((m) => m.to)).toEqual(addresses('busy.example', 25));
  });

  it('matches the domain whatever the case of the address', async () => {
    await queue([...addresses('Mixed.Example', 6), ...addresses('mixed.example', 6)]);
    expect(await runOutboxPass(worker())).toMatchObject({ sent: PER_MINUTE });
    now = new Date(now.getTime() + 60_000);
    expect(await runOutboxPass(worker())).toMatchObject({ sent: 2 });
  });

  it('does not pace kept mail (no SMTP_URL: nothing reaches any domain)', async () => {
    await queue(addresses('kept.example', 25));
    const { app, config } = env();
    expect(await runOutboxPass({ ...app.deps, clock: () => now, mailer: keptMailer(silentLog), config: { ...config, mail: { ...config.mail, perDomainPerMinute: 1 } } })).toMatchObject({ kept: 25 });
  });
});
