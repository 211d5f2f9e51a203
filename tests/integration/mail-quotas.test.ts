import { eq, like } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { outbox, poolInvitations, users } from '../../src/server/db/schema';
import { INVITATION_SUBJECT } from '../../src/server/mail';
import { describeEachDatabase, DEFAULT_NOW, movableClock, type TestEnv } from './support/harness';
import { clientFor, uniqueEmail, type TestClient, type TestResponse } from './support/client';
import { freshTierPools } from './support/pools';

/**
 * Daily quotas on what makes the site send e-mail (D20) at their production defaults: 10 private pools
 * a day, 50 invitations a day for an account younger than 7 days and 200 after, per account and per
 * address; refused with 429 `quota`, saying when the quota resets. And the invitation's Subject is fixed.
 */
const clock = movableClock(DEFAULT_NOW);
const DAY_S = 86_400;

let nextAddress = 1;
/** An address of its own per test, so one test's per-address counts do not reach another's. */
const freshAddress = () => `192.0.2.${nextAddress++}`;

/** A new account, signed in from `ip`. */
async function playerAt(env: TestEnv, ip: string, firstName = 'Pat'): Promise<{ client: TestClient; userId: string }> {
  const client = clientFor(env, { ip });
  const answer = await client.post('/api/auth/register', { email: uniqueEmail('quota'), password: 'a-good-password', firstName, lastName: 'Player' });
  expect(answer.status, answer.text).toBe(201);
  return { client, userId: (answer.body as { user: { id: string } }).user.id };
}

const emails = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}.${i}@example.com`);

async function createPool(env: TestEnv, client: TestClient, inviteEmails: string[] = [], name = 'Office Pool'): Promise<TestResponse> {
  // Kickoff days away: the tests move the clock a day on.
  const { gameId } = await freshTierPools(env, { kickoffInMs: 3 * DAY_S * 1000 });
  return client.post('/api/pools/private', { gameId, name, entryFee: 0, maxSquaresPerPlayer: 5, inviteEmails });
}

function expectQuota(answer: TestResponse, words: RegExp) {
  expect(answer.status, answer.text).toBe(429);
  const body = answer.body as { code: string; message: string };
  expect(body.code).toBe('quota');
  expect(body.message).toMatch(words);
  // When it resets: a date in the message, and Retry-After in seconds (within the day the window opened).
  expect(body.message).toMatch(/The limit resets \w{3}, \w{3} \d+, \d{4}, \d+:\d{2} [AP]M E[SD]T \(in (about \d+ hours?|\d+ minutes?)\)\./);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(DAY_S);
  return body.message;
}

/** squares_mail_requests_total{action, outcome="quota"} of this app. */
async function quotaRefusals(env: TestEnv, action: string): Promise<number> {
  const metric = await env.app.deps.metrics.mailRequests.get();
  return metric.values.find((v) => v.labels.action === action && v.labels.outcome === 'quota')?.value ?? 0;
}

const outboxFor = (env: TestEnv, poolId: number) => env.database.db.select().from(outbox).where(like(outbox.dedupeKey, `invitation:${poolId}:%`));

describeEachDatabase(
  'daily quotas on private pools and invitations',
  (env) => {
    afterEach(() => clock.reset());

    it("refuses a new account's 51st invitation of the day with 429 quota and when it resets; a day later it may go on", async () => {
      const { client } = await playerAt(env(), freshAddress());
      const created = await createPool(env(), client, emails('first', 30));
      expect(created.status, created.text).toBe(201);
      const poolId = (created.body as { pool: { id: number } }).pool.id;
      clock.advance(3_600_000);
      expect((await client.post(`/api/pools/${poolId}/invitations`, { emails: emails('second', 20) })).status).toBe(200);

      const over = await client.post(`/api/pools/${poolId}/invitations`, { emails: ['fifty-first@example.com'] });
      const message = expectQuota(over, /at most 50 invitations a day for accounts younger than 7 days/);
      // The window opened with the first invitation, an hour before: it resets 23 hours from now.
      expect(Number(over.headers['retry-after'])).toBe(23 * 3_600);
      expect(message).toContain('(in about 23 hours)');
      // Refused whole: nothing queued, nobody recorded as invited.
      expect(await outboxFor(env(), poolId)).toHaveLength(50);
      expect(await env().database.db.select().from(poolInvitations).where(eq(poolInvitations.poolId, poolId))).toHaveLength(50);
      // A resend is an invitation e-mail too.
      clock.advance(10 * 60_000);
      expectQuota(await client.post(`/api/pools/${poolId}/invitations/resend`, { email: 'first.0@example.com' }), /50 invitations a day/);

      clock.advance(23 * 3_600_000);
      expect((await client.post(`/api/pools/${poolId}/invitations`, { emails: ['next-day@example.com'] })).status).toBe(200);
    });

    it('counts the refusals in /metrics', async () => {
      const { client } = await playerAt(env(), freshAddress());
      expect((await createPool(env(), client, emails('m', 50))).status).toBe(201);
      const refusals = (action: string) => quotaRefusals(env(), action);
      const before = await refusals('create_pool');
      expectQuota(await createPool(env(), client, ['one-too-many@example.com']), /50 invitations a day/);
      expect(await refusals('create_pool')).toBe(before + 1);
    });

    it('refuses a batch that does not fit, saying how many are left', async () => {
      const { client } = await playerAt(env(), freshAddress());
      expect((await createPool(env(), client, emails('fit', 45))).status).toBe(201);
      const over = await createPool(env(), client, emails('nofit', 6));
      expectQuota(over, /5 more are possible today/);
      expect((await createPool(env(), client, emails('fits', 5))).status).toBe(201);
    });

    it('gives an account older than 7 days 200 invitations a day', async () => {
      const { client, userId } = await playerAt(env(), freshAddress());
      await env()
        .database.db.update(users)
        .set({ createdAt: new Date(DEFAULT_NOW.getTime() - 8 * DAY_S * 1000) })
        .where(eq(users.id, userId));
      const created = await createPool(env(), client, emails('a', 50));
      expect(created.status, created.text).toBe(201);
      const poolId = (created.body as { pool: { id: number } }).pool.id;
      for (const batch of ['b', 'c', 'd']) {
        expect((await client.post(`/api/pools/${poolId}/invitations`, { emails: emails(batch, 50) })).status).toBe(200);
      }
      const message = expectQuota(await createPool(env(), client, ['two-hundred-first@example.com']), /at most 200 invitations a day, from one account/);
      expect(message).not.toContain('younger');
    });

    it('counts invitations per address too: new accounts behind one address share one quota', async () => {
      const shared = freshAddress();
      const first = await playerAt(env(), shared);
      const second = await playerAt(env(), shared);
      expect((await createPool(env(), first.client, emails('x', 30))).status).toBe(201);
      expect((await createPool(env(), second.client, emails('y', 20))).status).toBe(201);
      // The second account has sent only 20, but its address has sent 50.
      expectQuota(await createPool(env(), second.client, ['one-more@example.com']), /50 invitations a day/);
      // The same account elsewhere is still within its own quota.
      const elsewhere = clientFor(env(), { ip: freshAddress() });
      for (const [name, value] of second.client.cookies) elsewhere.cookies.set(name, value);
      expect((await createPool(env(), elsewhere, ['one-more@example.com'])).status).toBe(201);
    });

    it('refuses the 11th private pool of the day, per account and per address', async () => {
      const shared = freshAddress();
      const { client } = await playerAt(env(), shared);
      for (let i = 0; i < 10; i++) expect((await createPool(env(), client)).status).toBe(201);
      expectQuota(await createPool(env(), client), /at most 10 private pools a day, from one account or one address/);
      const neighbour = await playerAt(env(), shared);
      expectQuota(await createPool(env(), neighbour.client), /10 private pools a day/);
      const elsewhere = await playerAt(env(), freshAddress());
      expect((await createPool(env(), elsewhere.client)).status).toBe(201);
    });

    it("sends invitations under a fixed Subject: the creator's words only in the body, quoted as theirs", async () => {
      const { client } = await playerAt(env(), freshAddress(), 'spam');
      const poolName = 'URGENT: claim your $500 prize at evil.example';
      const created = await createPool(env(), client, ['target@example.com'], poolName);
      expect(created.status, created.text).toBe(201);
      const [mail] = await outboxFor(env(), (created.body as { pool: { id: number } }).pool.id);
      expect(mail!.subject).toBe(INVITATION_SUBJECT);
      expect(mail!.subject).toBe("You're invited to a private squares pool on Squares");
      expect(mail!.body).toContain(`A Squares player who calls themselves “spam” invited you to their private squares pool`);
      expect(mail!.body).toContain(`which they named “${poolName}”`);
      expect(mail!.body).toContain('The names in quotes were written by the organizer, not by Squares.');
    });
  },
  { clock: () => clock.now() },
);
