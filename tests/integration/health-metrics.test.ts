import { describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { signedInPlayer, clientFor } from './support/client';
import { changesHeard } from './support/events';
import { createEnv, describeEachDatabase, type TestEnv } from './support/harness';
import { startApp } from './support/app';
import { pino } from 'pino';
import { buildApp } from '../../src/server/app';
import { createAppContext } from '../../src/server/context';
import { requestDeps } from '../../src/server/http/request-id';
import { freshFreePool, freshTierPools } from './support/pools';
import { confirmCard, recordPurchase, startCheckout, verifiedPlayer } from './support/payments';
import { waitUntil } from '../support/wait-until';

const TOKEN = 'metrics-token-for-tests-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** One series' value in a Prometheus text exposition (undefined when absent). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(env: TestEnv): Promise<string> {
  const response = await clientFor(env).get('/metrics', bearer);
  expect(response.status, response.text).toBe(200);
  expect(String(response.headers['content-type'])).toMatch(/^text\/plain/);
  return response.text;
}

describeEachDatabase(
  'health, metrics and request ids',
  (env, kind) => {
    it('/metrics: 401 without the token or with a wrong one; 404 on an app without METRICS_TOKEN', async () => {
      const client = clientFor(env());
      for (const headers of [undefined, { authorization: 'Bearer wrong-token-wrong-token' }, { authorization: TOKEN }]) {
        const refused = await client.get('/metrics', headers);
        expect(refused.status).toBe(401);
        expect(refused.body).toMatchObject({ code: 'unauthorized', requestId: refused.headers['x-request-id'] });
      }
      const { config, database } = env();
      const off = await startApp({ config: { ...config, metricsToken: undefined }, database, clock: () => env().now });
      try {
        const response = await off.inject({ method: 'GET', url: '/metrics', headers: bearer });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'not_found', message: expect.stringMatching(/METRICS_TOKEN/) });
      } finally {
        await off.close();
      }
    });

    it("counts the read model's hits and misses and the reads it holds", async () => {
      const poolId = await freshFreePool(env());
      await changesHeard(env()); // the new pool's own event, which would drop the first read again
      const count = (text: string, result: string) => sample(text, `squares_read_model_reads_total{result="${result}"}`) ?? 0;
      const before = await scrape(env());
      for (let i = 0; i < 3; i++) expect((await env().app.inject({ method: 'GET', url: `/api/pools/${poolId}` })).statusCode).toBe(200);
      const after = await scrape(env());
      expect(count(after, 'miss') - count(before, 'miss')).toBe(1);
      expect(count(after, 'hit') - count(before, 'hit')).toBe(2);
      expect(sample(after, 'squares_read_model_entries')).toBeGreaterThanOrEqual(1);
    });

    it('says which process relays change events and how many it relayed, in how many batches', async () => {
      // An app an earlier test closed may have been relaying: this one takes over within a second.
      await waitUntil(() => env().app.deps.relay.isLeader, { what: 'the relay to lead' });
      const before = await scrape(env());
      await freshFreePool(env()); // five pools and their game: change events
      await changesHeard(env());
      // The relay counts a batch once its statement returns, which may come a moment after its NOTIFY was heard.
      const published = (text: string) => sample(text, 'squares_relay_published_events')! - sample(before, 'squares_relay_published_events')!;
      let after = before;
      await waitUntil(async () => published((after = await scrape(env()))) >= 6, {
        what: 'the relay to count the six events published',
        lastSeen: () => `${published(after)} published`,
      });
      expect(sample(after, 'squares_relay_leader')).toBe(1);
      expect(sample(after, 'squares_relay_published_events')! - sample(before, 'squares_relay_published_events')!).toBeGreaterThanOrEqual(6);
      expect(sample(after, 'squares_relay_batches')!).toBeGreaterThan(sample(before, 'squares_relay_batches')!);
    });

    it('counts claims and checkouts by outcome, times requests by route pattern, reads payments and the outbox at scrape', async () => {
      const poolId = await freshFreePool(env());
      const first = await signedInPlayer(env());
      const second = await signedInPlayer(env());
      expect((await first.client.post(`/api/pools/${poolId}/squares`, { row: 1, column: 2 })).status).toBe(201);
      const taken = await second.client.post(`/api/pools/${poolId}/squares`, { row: 1, column: 2 });
      expect(taken.body).toMatchObject({ code: 'square_taken' });

      const paidPool = (await freshTierPools(env())).byFee.get(500)!;
      const buyer = await verifiedPlayer(env());
      const squares = [{ row: 4, column: 4 }];
      const payment = await startCheckout(buyer.client, paidPool, squares, 500);
      await confirmCard(buyer.client, payment);
      expect((await recordPurchase(buyer.client, paidPool, squares, payment)).body).toMatchObject({ outcome: 'completed' });

      const text = await scrape(env());
      // Counters are per app: this file's env is the only one feeding them.
      expect(sample(text, 'squares_claims_total{outcome="ok"}')).toBe(1);
      expect(sample(text, 'squares_claims_total{outcome="square_taken"}')).toBe(1);
      expect(sample(text, 'squares_checkouts_total{step="start",outcome="ok"}')).toBe(1);
      expect(sample(text, 'squares_checkouts_total{step="purchase",outcome="completed"}')).toBe(1);
      // By route pattern, not the URL with its pool id.
      expect(sample(text, 'squares_http_request_duration_seconds_count{route="/api/pools/:id/squares",method="POST",status_class="2xx"}')).toBe(1);
      expect(sample(text, 'squares_http_request_duration_seconds_count{route="/api/pools/:id/squares",method="POST",status_class="4xx"}')).toBe(1);
      expect(text).not.toContain(`/api/pools/${poolId}/`);
      // Read from the database at scrape: the same figures as counting there.
      const { database } = env();
      const byStatus = await database.query<{ status: string; n: number }>('t_payments', 'select status, count(*)::int as n from payments group by status', []);
      expect(byStatus.find((row) => row.status === 'completed')?.n).toBeGreaterThanOrEqual(1);
      for (const status of ['creating', 'awaiting_payment', 'completed', 'released', 'rejected', 'refunded']) {
        expect(sample(text, `squares_payments{status="${status}"}`), status).toBe(byStatus.find((row) => row.status === status)?.n ?? 0);
      }
      const [pending] = await database.query<{ n: number }>(
        't_outbox',
        'select count(*)::int as n from outbox where sent_at is null and kept_at is null and failed_at is null',
        [],
      );
      expect(sample(text, 'squares_outbox_pending')).toBe(pending!.n);
      expect(text).toContain('# TYPE squares_sse_connections gauge');
      expect(text).toContain('# TYPE squares_ticker_lag_seconds histogram');
      expect(text).toMatch(/^process_cpu_user_seconds_total /m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
      if (kind === 'postgres') {
        expect(sample(text, 'squares_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
        // The scrape's own queries may be waiting for a connection as it is read.
        expect(sample(text, 'squares_db_pool_connections{state="waiting"}')).toBeGreaterThanOrEqual(0);
        expect(sample(text, 'squares_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
      } else {
        expect(text).not.toContain('squares_db_pool_connections');
      }
    });

    it('every error body and answer carries the request id; a sane incoming X-Request-Id is kept, others replaced', async () => {
      const client = clientFor(env());
      const missing = await client.get('/api/no-such-route');
      expect(missing.status).toBe(404);
      const id = String(missing.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
      expect(missing.body).toMatchObject({ code: 'not_found', requestId: id });

      const invalid = await client.get('/api/pools/not-a-number/squares');
      expect(invalid.status).toBe(400);
      expect(invalid.body).toMatchObject({ code: 'bad_request', requestId: invalid.headers['x-request-id'] });
      expect(invalid.headers['x-request-id']).not.toBe(id);

      const unauthenticated = await client.get('/api/auth/user', { 'x-request-id': 'proxy-req.42:abc' });
      expect(unauthenticated.status).toBe(401);
      expect(unauthenticated.headers['x-request-id']).toBe('proxy-req.42:abc');
      expect(unauthenticated.body).toMatchObject({ code: 'unauthorized', requestId: 'proxy-req.42:abc' });
      expect((await client.get('/healthz', { 'x-request-id': 'proxy-req.42:abc' })).headers['x-request-id']).toBe('proxy-req.42:abc');

      // A rate limit's 429 too (wrong invite codes: 10 a minute from one address).
      const guesser = await signedInPlayer(env());
      let limited;
      for (let i = 0; i < 11; i++) limited = await guesser.client.post('/api/pools/join', { inviteCode: `ZZZZ-ZZZZ-ZZZ${String(i).padStart(2, '0')}` });
      expect(limited!.status).toBe(429);
      expect(limited!.body).toMatchObject({ code: 'rate_limited', requestId: limited!.headers['x-request-id'] });

      for (const bad of ['x'.repeat(65), 'has space', 'semi;colon', '<script>']) {
        const replaced = await client.get('/healthz', { 'x-request-id': bad });
        expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
      }
    });

    it("a use case's log lines carry the request id (requestDeps hands it the request's logger)", async () => {
      const lines: { reqId?: string; msg?: string }[] = [];
      const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { reqId?: string; msg?: string }) });
      const context = await createAppContext({ config: env().config, clock: () => env().now, log, database: env().database });
      const app = await buildApp(context);
      // Stands in for a use case that logs through its deps (checkout, refunds).
      app.get('/probe/use-case-log', async (request) => {
        requestDeps(request).log.warn('use case says something');
        return { ok: true };
      });
      try {
        const response = await app.inject({ method: 'GET', url: '/probe/use-case-log', headers: { 'x-request-id': 'probe-1' } });
        expect(response.headers['x-request-id']).toBe('probe-1');
        expect(lines.find((line) => line.msg === 'use case says something')).toMatchObject({ reqId: 'probe-1' });
      } finally {
        await app.close();
        await context.close();
      }
    });

    it('/readyz: 200 when ready; 503 naming the check while draining, or when the newest migration is missing', async () => {
      const client = clientFor(env());
      expect((await client.get('/readyz')).body).toEqual({ status: 'ok' });

      env().app.shutdown.draining = true;
      try {
        const draining = await client.get('/readyz');
        expect(draining.status).toBe(503);
        expect(draining.body).toMatchObject({ status: 'unavailable', message: expect.stringMatching(/^Shutting down/) });
      } finally {
        env().app.shutdown.draining = false;
      }

      const { database } = env();
      const [newest] = await database.query<{ id: number; hash: string; created_at: string }>(
        'test_newest_migration',
        'select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
        [],
      );
      await database.query('test_forget_migration', 'delete from drizzle.__drizzle_migrations where id = $1', [newest!.id]);
      try {
        const behind = await client.get('/readyz');
        expect(behind.status).toBe(503);
        expect(behind.body).toMatchObject({ status: 'unavailable', message: expect.stringMatching(/^Migrations are not applied: the database lacks 0\d{3}_/) });
      } finally {
        await database.query('test_restore_migration', 'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)', [
          newest!.id,
          newest!.hash,
          newest!.created_at,
        ]);
      }
      expect((await client.get('/readyz')).status).toBe(200);
    });
  },
  { config: { metricsToken: TOKEN } },
);

/** Polls /readyz every 50 ms until `done` accepts its answer; the answers seen on the way are returned. */
async function readyzUntil(env: TestEnv, done: (status: number) => boolean, timeoutMs: number): Promise<string[]> {
  const seen: string[] = [];
  await waitUntil(
    async () => {
      const response = await env.app.inject({ method: 'GET', url: '/readyz' });
      const body = response.json<{ status: string; message?: string }>();
      const entry = `${response.statusCode} ${body.message ?? body.status}`;
      if (seen.at(-1) !== entry) seen.push(entry);
      return done(response.statusCode);
    },
    { what: 'readyz to change', timeout: timeoutMs, every: 50, lastSeen: () => seen.join(' | ') },
  );
  return seen;
}

describe('/readyz when PostgreSQL goes away and comes back', () => {
  const adminUrl = inject('postgresAdminUrl');
  if (!adminUrl) {
    it.skip(`skipped: ${inject('postgresSkipReason')}`, () => {});
    return;
  }

  it('answers 503 while its database refuses connections, and 200 once it and the LISTEN connection are back', async () => {
    const { env, cleanup } = await createEnv('postgres', adminUrl, { seed: false, admin: false });
    const name = new URL(env.databaseUrl!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const allow = (on: boolean) => admin.query(`alter database ${name} allow_connections ${on}`);
    try {
      expect((await env.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await allow(false);
      // Every connection of the app: its pool's and its listener's.
      const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      expect(ended.rowCount).toBeGreaterThanOrEqual(2);

      const down = await readyzUntil(env, (status) => status === 503, 5_000);
      expect(down.at(-1)).toMatch(/^503 (Database is not answering|Notification listener is not connected)/);
      const stillDown = await env.app.inject({ method: 'GET', url: '/readyz' });
      expect(stillDown.json()).toMatchObject({ status: 'unavailable', message: 'Database is not answering' });

      await allow(true);
      // The listener reconnects by itself (backoff from 250 ms, doubling; it was down about a second).
      const up = await readyzUntil(env, (status) => status === 200, 8_000);
      expect(up.at(-1)).toBe('200 ok');
      expect(env.app.deps.bus.connected).toBe(true);
    } finally {
      await allow(true).catch(() => {});
      await admin.end();
      for (const step of cleanup.reverse()) await step().catch(() => {});
    }
  });
});
