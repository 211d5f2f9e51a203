import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { usEasternDateTime } from '../../src/domain/us-eastern-date';
import { openDatabase, type Database } from '../../src/server/db/client';
import { games, outbox, payouts, pools } from '../../src/server/db/schema';
import { runLifecycleTick } from '../../src/server/jobs/lifecycle';
import { runOutboxPass } from '../../src/server/jobs/outbox';
import {
  CLAIM_STALE_MS,
  MAX_MAIL_ATTEMPTS,
  claimNextMail,
  deliverDueMail,
  keptMailer,
  queueMail,
  retryDelayMs,
  smtpMailer,
  type DeliveryDeps,
  type Mailer,
} from '../../src/server/mail';
import { escrowTick } from '../../src/server/modules/payouts';
import { startReplay } from '../../src/server/modules/scores';
import { historicalGame, ReplayScoreFeed, replayDurationMs } from '../../src/server/scores';
import { TestSmtpServer } from '../support/test-smtp-server';
import { clientFor, signedInAdmin, signedInPlayer } from './support/client';
import { describeEachDatabase, movableClock } from './support/harness';
import { buySquares, fillThroughCheckout } from './support/payments';
import { manyPlayers } from './support/players';
import { freshTierPools } from './support/pools';

const FROM = 'Squares <no-reply@squares.test>';
const T0 = new Date('2026-11-21T16:00:00Z');
const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

describeEachDatabase('mail: the outbox sent over real SMTP, at most once per message', (env) => {
  let smtp: TestSmtpServer;
  const opened: { close(): unknown }[] = [];

  beforeEach(async () => {
    // Messages other tests left pending are kept, so each test's SMTP server sees only its own.
    await deliverDueMail({ db: env().database.db, mailer: keptMailer(silentLog), clock: () => T0, log: silentLog, from: FROM }, 10_000);
    smtp = await TestSmtpServer.start();
  });
  afterEach(async () => {
    for (const thing of opened.splice(0)) await thing.close();
    await smtp.close();
  });

  function worker(clock: () => Date, database: Database = env().database): DeliveryDeps {
    const mailer = smtpMailer(smtp.url);
    opened.push(mailer);
    return { db: database.db, mailer, clock, log: silentLog, from: FROM };
  }

  async function queue(overrides: { email?: string; subject?: string; text?: string; html?: string } = {}): Promise<number> {
    const id = await queueMail(env().database.db, {
      kind: 'test',
      dedupeKey: `test:${Math.random().toString(36).slice(2)}`,
      email: overrides.email ?? 'player@example.com',
      subject: overrides.subject ?? 'A test message',
      text: overrides.text ?? 'Plain words.\n',
      html: overrides.html ?? '<p>Plain words.</p>',
      now: T0,
    });
    expect(id).not.toBeNull();
    return id!;
  }

  const rowOf = async (id: number) => (await env().database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
  const messageIdOf = (id: number) => `<outbox-${id}@squares.test>`;

  it('a queued message is delivered once, with its Message-ID, text and HTML; a repeat of its dedupe key queues nothing', async () => {
    const id = await queue({ email: 'winner@example.com', subject: 'You won', text: 'Claim it.\n', html: '<p style="color:#0d7a3d">Claim it.</p>' });
    const repeat = await queueMail(env().database.db, { kind: 'test', dedupeKey: (await rowOf(id)).dedupeKey, email: 'x@example.com', subject: 's', text: 't', html: 'h', now: T0 });
    expect(repeat).toBeNull();

    const w = worker(() => T0);
    expect(await deliverDueMail(w)).toEqual({ sent: 1, kept: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ messageId: messageIdOf(id), envelopeTo: ['winner@example.com'], to: 'winner@example.com', subject: 'You won' });
    expect(mail!.from).toContain('no-reply@squares.test');
    expect(mail!.text).toBe('Claim it.\n');
    expect(mail!.html).toContain('<p style="color:#0d7a3d">Claim it.</p>');
    expect(await rowOf(id)).toMatchObject({ sentAt: T0, attempts: 1, messageId: messageIdOf(id), sendingSince: null, lastError: null, keptAt: null, failedAt: null });

    // Later passes find nothing to do: the server never sees it again.
    expect(await deliverDueMail(worker(() => new Date(T0.getTime() + 3600_000)))).toEqual({ sent: 0, kept: 0, retrying: 0, failed: 0 });
    expect(smtp.deliveryAttempts).toBe(1);
  });

  it('a transient refusal (421) is retried after 30 s, then 60 s, and delivered once', async () => {
    const clock = movableClock(T0);
    const w = worker(clock.now);
    smtp.refuseNext(2, 421);
    const id = await queue();

    expect(await deliverDueMail(w)).toMatchObject({ sent: 0, retrying: 1 });
    let row = await rowOf(id);
    expect(row).toMatchObject({ attempts: 1, sentAt: null, sendingSince: null, nextAttemptAt: new Date(T0.getTime() + 30_000) });
    expect(row.lastError).toMatch(/421/);

    clock.advance(29_000);
    expect(await deliverDueMail(w)).toMatchObject({ sent: 0, retrying: 0 });
    expect(smtp.deliveryAttempts).toBe(1);

    clock.advance(1_000);
    expect(await deliverDueMail(w)).toMatchObject({ sent: 0, retrying: 1 });
    expect((await rowOf(id)).nextAttemptAt).toEqual(new Date(clock.now().getTime() + 60_000));

    clock.advance(59_000);
    expect(await deliverDueMail(w)).toMatchObject({ sent: 0, retrying: 0 });
    clock.advance(1_000);
    expect(await deliverDueMail(w)).toMatchObject({ sent: 1 });
    row = await rowOf(id);
    expect(row).toMatchObject({ attempts: 3, sentAt: clock.now(), lastError: null });
    expect(smtp.deliveryAttempts).toBe(3);
    expect(smtp.received.map((m) => m.messageId)).toEqual([messageIdOf(id)]);
  });

  it('a permanent refusal (550) fails at once; transient ones give up after the last attempt, the error kept', async () => {
    const clock = movableClock(T0);
    const w = worker(clock.now);
    smtp.refuseNext(1, 550, 'No such user here');
    const refused = await queue({ email: 'nobody@example.com' });
    expect(await deliverDueMail(w)).toMatchObject({ failed: 1 });
    expect(await rowOf(refused)).toMatchObject({ attempts: 1, failedAt: T0, nextAttemptAt: null });
    expect((await rowOf(refused)).lastError).toMatch(/550.*No such user/);

    const flaky = await queue();
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      smtp.refuseNext(1, 451, 'Local error');
      const report = await deliverDueMail(w);
      expect(report).toMatchObject(attempt < MAX_MAIL_ATTEMPTS ? { retrying: 1, failed: 0 } : { retrying: 0, failed: 1 });
      clock.advance(retryDelayMs(attempt));
    }
    const row = await rowOf(flaky);
    expect(row).toMatchObject({ attempts: MAX_MAIL_ATTEMPTS, sentAt: null });
    expect(row.failedAt).not.toBeNull();
    expect(row.lastError).toMatch(/451/);
    clock.advance(86_400_000);
    expect(await deliverDueMail(w)).toEqual({ sent: 0, kept: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('three workers at once (their own connections and SMTP sessions) send every message exactly once', async () => {
    // Each acceptance takes a while, so all three are mid-send together; without the row claim they
    // would all pick the oldest pending message and send it three times.
    smtp.acceptDelayMs = 25;
    const ids = [];
    for (let i = 0; i < 12; i++) ids.push(await queue({ subject: `Message ${i}` }));
    const databases = [env().database];
    if (env().databaseUrl) {
      for (let i = 0; i < 2; i++) {
        const other = await openDatabase({ databaseUrl: env().databaseUrl, poolSize: 2 });
        opened.push(other);
        databases.push(other);
      }
    }
    const workers = [0, 1, 2].map((i) => worker(() => T0, databases[i % databases.length]));
    const reports = await Promise.all(workers.map((w) => deliverDueMail(w)));

    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(12);
    expect(reports.filter((r) => r.sent > 0).length).toBeGreaterThanOrEqual(2);
    expect(smtp.deliveryAttempts).toBe(12);
    expect(smtp.received.map((m) => m.messageId).sort()).toEqual(ids.map(messageIdOf).sort());
    const rows = await env().database.db.select().from(outbox).where(inArray(outbox.id, ids));
    expect(rows.every((r) => r.sentAt !== null && r.attempts === 1)).toBe(true);
  });

  it('a worker that dies after claiming: nobody sends the message while its claim is live; once stale it is sent once', async () => {
    const clock = movableClock(T0);
    const id = await queue();
    const claimed = await claimNextMail(env().database.db, clock.now(), 'squares.test');
    expect(claimed?.id).toBe(id);
    // ...and that worker dies here, before sending.

    const survivor = worker(clock.now);
    clock.advance(CLAIM_STALE_MS - 1_000);
    expect(await deliverDueMail(survivor)).toMatchObject({ sent: 0 });
    expect(smtp.deliveryAttempts).toBe(0);

    clock.advance(1_000);
    expect(await deliverDueMail(survivor)).toMatchObject({ sent: 1 });
    expect(smtp.received.map((m) => m.messageId)).toEqual([messageIdOf(id)]);
    expect(await rowOf(id)).toMatchObject({ attempts: 2, sentAt: clock.now() });
    clock.advance(CLAIM_STALE_MS * 2);
    expect(await deliverDueMail(survivor)).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('the documented window: a worker that dies between the server accepting and the mark sends that one message twice, with the same Message-ID, and never again', async () => {
    const clock = movableClock(T0);
    const id = await queue();
    const claimed = (await claimNextMail(env().database.db, clock.now(), 'squares.test'))!;
    const dying: Mailer = smtpMailer(smtp.url);
    opened.push(dying);
    await dying.send({ to: claimed.email!, from: FROM, subject: claimed.subject, text: claimed.body, html: claimed.html, messageId: claimed.messageId! });
    // ...accepted, and the worker dies before markMailSent.

    const survivor = worker(clock.now);
    expect(await deliverDueMail(survivor)).toMatchObject({ sent: 0 });
    clock.advance(CLAIM_STALE_MS);
    expect(await deliverDueMail(survivor)).toMatchObject({ sent: 1 });
    clock.advance(CLAIM_STALE_MS * 2);
    expect(await deliverDueMail(survivor)).toMatchObject({ sent: 0 });
    expect(smtp.received.map((m) => m.messageId)).toEqual([messageIdOf(id), messageIdOf(id)]);
  });

  it('without SMTP_URL messages are kept (not sent), logged one line each, and admins read them at GET /api/admin/outbox', async () => {
    const lines: string[] = [];
    const log = { ...silentLog, info: (_details: unknown, line: string) => void lines.push(line) };
    const first = await queue({ email: 'kept@example.com', subject: 'Kept one', text: 'Read me in the console.\n' });
    expect(await deliverDueMail({ db: env().database.db, mailer: keptMailer(log), clock: () => T0, log, from: FROM })).toEqual({ sent: 0, kept: 1, retrying: 0, failed: 0 });
    expect(lines).toEqual(['mail kept (no SMTP_URL): "Kept one" to kept@example.com']);

    // The app's own worker, as main.ts starts it: the test config has no SMTP_URL.
    expect(env().app.deps.mailer.name).toBe('kept');
    const second = await queue({ email: 'also-kept@example.com', subject: 'Kept two' });
    expect(await runOutboxPass(env().app.deps)).toMatchObject({ kept: 1, sent: 0 });
    expect(await rowOf(second)).toMatchObject({ sentAt: null, keptAt: env().now, attempts: 1 });
    expect(smtp.deliveryAttempts).toBe(0);

    const admin = await signedInAdmin(env());
    const listed = await admin.client.get('/api/admin/outbox?limit=2');
    expect(listed.status).toBe(200);
    const { messages } = listed.body as { messages: Record<string, unknown>[] };
    expect(messages.map((m) => m.id)).toEqual([second, first]);
    expect(messages[1]).toMatchObject({
      kind: 'test',
      to: 'kept@example.com',
      subject: 'Kept one',
      status: 'kept',
      attempts: 1,
      lastError: null,
      messageId: messageIdOf(first),
      createdAt: T0.toISOString(),
      sentAt: null,
      keptAt: T0.toISOString(),
      text: 'Read me in the console.\n',
    });
    const player = await signedInPlayer(env());
    expect((await player.client.get('/api/admin/outbox')).status).toBe(403);
    expect((await clientFor(env()).get('/api/admin/outbox')).status).toBe(401);
    expect((await admin.client.get('/api/admin/outbox?limit=0')).status).toBe(400);
  });

  it("an admin refund queues each player's notice in the refund's transaction, from the template (their name escaped, the pool, game and kickoff named), delivered over SMTP", async () => {
    const { gameId, byFee } = await freshTierPools(env(), { teams: { home: 'Buffalo Bills', away: 'Miami Dolphins' } });
    const poolId = byFee.get(2500)!;
    const [pool] = await env().database.db.select().from(pools).where(eq(pools.id, poolId));
    const [game] = await env().database.db.select().from(games).where(eq(games.id, gameId));
    const sneaky = await signedInPlayer(env(), { firstName: '<script>alert(1)</script>' });
    expect((await sneaky.client.post('/api/verify-age', { dateOfBirth: '1990-01-01', residenceState: 'CA', residenceCountry: 'US' })).status).toBe(200);
    await buySquares(sneaky.client, poolId, [{ row: 3, column: 3 }, { row: 3, column: 4 }], 5000);
    const admin = await signedInAdmin(env());
    expect((await admin.client.post(`/api/pools/${poolId}/refund`)).status).toBe(200);

    const [notice] = await env().database.db.select().from(outbox).where(eq(outbox.dedupeKey, `pool_refunded:${poolId}:${sneaky.user.id}`));
    expect(notice).toMatchObject({ kind: 'pool_refunded', email: sneaky.email, subject: 'Your Squares pool entry was refunded', sentAt: null });
    const kickoff = usEasternDateTime(game!.gameDate);
    expect(kickoff).toMatch(/ E[SD]T$/);
    expect(notice!.body).toContain(`The ${pool!.name} for Miami Dolphins at Buffalo Bills (kickoff ${kickoff}) was cancelled`);
    expect(notice!.body).toContain(`Pool: ${pool!.name}\nGame: Miami Dolphins at Buffalo Bills\nKickoff: ${kickoff}\nRefunded: $50.00`);
    expect(await deliverDueMail(worker(() => T0))).toMatchObject({ sent: 1 });
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ messageId: messageIdOf(notice!.id), subject: 'Your Squares pool entry was refunded', envelopeTo: [sneaky.email] });
    expect(mail!.text).toContain(`Game: Miami Dolphins at Buffalo Bills\nKickoff: ${kickoff}`);
    expect(mail!.text).toContain('Hi <script>alert(1)</script>,');
    expect(mail!.text).toContain('Your $50.00 is on its way back to your card');
    expect(mail!.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('#0d7a3d');
  });

  it("a paid pool paid out queues 'you won' for each period prize once; 7 days before the deadline the ticker queues one reminder per unclaimed prize", async () => {
    const { db } = env().database;
    const { gameId, byFee } = await freshTierPools(env(), { kickoffInMs: 2 * 3600_000, teams: { home: 'Kansas City Chiefs', away: 'San Francisco 49ers' } });
    const poolId = byFee.get(1000)!;
    const players = await manyPlayers(env(), 20, 'mailwin');
    await fillThroughCheckout(players, poolId, 1000);

    const [game] = await db.select().from(games).where(eq(games.id, gameId));
    const start = game!.gameDate;
    await env().app.deps.run(startReplay, { gameId, historicalGameId: '2023_22_SF_KC', secondsPerQuarter: 5, actorUserId: null, ip: null }, start);
    const feed = new ReplayScoreFeed(db, { secondsPerQuarter: 5, autoStart: false });
    const totalSeconds = Math.ceil(replayDurationMs(historicalGame('2023_22_SF_KC')!, 5) / 1000) + 2;
    for (let s = 0; s <= totalSeconds; s++) await runLifecycleTick({ database: env().database, feed, now: new Date(start.getTime() + s * 1000) });
    const end = new Date(start.getTime() + (totalSeconds + 5) * 1000);

    await escrowTick(env().app.deps, end);
    await escrowTick(env().app.deps, end);
    const won = await db.select().from(payouts).where(eq(payouts.poolId, poolId));
    const wonMail = (await db.select().from(outbox).where(eq(outbox.kind, 'period_won'))).filter((m) => (m.payload as { poolId: number }).poolId === poolId);
    expect(wonMail).toHaveLength(4);
    const q1 = won.find((p) => p.period === 'Q1')!;
    const q1Mail = wonMail.find((m) => m.dedupeKey === `period_won:${q1.id}:r1`)!;
    expect(q1Mail.userId).toBe(q1.userId);
    expect(q1Mail.subject).toBe('Your square won a prize on Squares');
    expect(q1Mail.body).toContain(`Game: San Francisco 49ers at Kansas City Chiefs\nKickoff: ${usEasternDateTime(start)}\nPeriod: 1st Quarter\nPrize: $225.00`);
    expect(q1Mail.body).toContain('Claim your prize: http://localhost:5000/my-pools');
    expect(q1Mail.body).toMatch(/Claim by: .+ 2026, .+ E[SD]T/);
    expect(q1Mail.html).toContain('href="http://localhost:5000/my-pools"');

    // The Q1 winner claims; 22 days on nothing is due, 23 days on the three unclaimed prizes are reminded, once.
    const q1Winner = players.find((p) => p.userId === q1.userId)!;
    expect((await q1Winner.client.post(`/api/payouts/${q1.id}/claim`)).status).toBe(200);
    const remindersOf = async () =>
      (await db.select().from(outbox).where(eq(outbox.kind, 'prize_claim_reminder'))).filter((m) => (m.payload as { poolId: number }).poolId === poolId);
    expect((await escrowTick(env().app.deps, new Date(end.getTime() + 22 * 86_400_000))).remindersQueued).toBe(0);
    const day23 = new Date(end.getTime() + 23 * 86_400_000);
    expect((await escrowTick(env().app.deps, day23)).remindersQueued).toBe(3);
    expect((await escrowTick(env().app.deps, day23)).remindersQueued).toBe(0);
    const reminders = await remindersOf();
    expect(reminders.map((r) => r.dedupeKey).sort()).toEqual(won.filter((p) => p.period !== 'Q1').map((p) => `prize_claim_reminder:${p.id}:r1`).sort());
    expect(reminders[0]!.subject).toBe('Reminder: claim your prize on Squares');
    expect(reminders[0]!.body).toContain(`for San Francisco 49ers at Kansas City Chiefs (kickoff ${usEasternDateTime(start)}) and have not claimed it yet. Claim your $225.00 by`);

    expect(await deliverDueMail(worker(() => day23))).toMatchObject({ sent: 7, failed: 0 });
    expect(smtp.received.map((m) => m.messageId).sort()).toEqual([...wonMail, ...reminders].map((m) => messageIdOf(m.id)).sort());
  });
});
