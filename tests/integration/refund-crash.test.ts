/**
 * Crash test: the real server process is killed with SIGKILL in the middle of
 * refunding a 50-player pool. POST /api/admin/refund-escrow refunds the pool in the ledger in one
 * transaction (every authorization voided, the pool cancelled with its refund pending, one notice per
 * player), then asks the provider for the 50 cancels one by one; the process dies while it does. After
 * the restart the payments ticker finishes within a few seconds: every player's authorization is voided
 * exactly once (one cancel request per stored idempotency key, one cancel event per intent, one ledger
 * cancel per payment), the pool is cancelled and 'refunded', and the outbox holds one notice per player.
 *
 * The 50 players do what players do, over real HTTP to the child process: register, verify their age,
 * start a checkout of 1 or 2 squares, pay with the sandbox's good card, record the purchase. (The
 * server trusts X-Forwarded-For here so that 50 sign-ups are 50 addresses, not one household.)
 *
 * Runs on a fresh PostgreSQL database when one is reachable (watched directly: the kill comes as soon
 * as the first intents show canceled in sandbox_payment_intents) and on the embedded database (PGlite
 * in a DATA_DIR that survives the kill). PGlite is single-process, and it answers the server's queries
 * without yielding to the server's event loop, so nothing can ask the server how far a refund got: the
 * test counts the commits instead (each one writes the write-ahead log in DATA_DIR, which the test
 * watches): the refund's own, then two per provider cancel. A kill that still came before the refund's
 * commit must have changed nothing; the admin asks again after a restart, and the kill waits longer.
 */
import { mkdtempSync, rmSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { ledgerEntries, ledgerTransactions, outbox, payments, pools, sandboxEvents, sandboxPaymentIntents, sandboxRequests } from '../../src/server/db/schema';
import { freePort } from '../support/free-port';
import { eventually, JsonBrowser } from './support/json-browser';
import { CARDS, type Square } from './support/payments';
import { createTestDatabase } from './support/postgres';
import { startServerProcess, waitUntilReady, type ServerProcess } from './support/server-process';

const MINUTE = 60_000;
const DAY = 86_400_000;
const PLAYERS = 50;
/** Sign-ups and checkouts at once (each sign-up hashes a password: the machine has 2 cores). */
const CONCURRENCY = 6;
const SESSION_SECRET = 'refund-crash-session-secret-'.padEnd(64, 'r');
const ADMIN = { username: 'crash-admin', password: 'crash-admin-password-1' };
/** PGlite: the kill comes after this many commits (write-ahead log writes) once the refund is asked for, more at each try. */
const PGLITE_KILL_AFTER_WRITES = 8;
const PGLITE_KILL_TRIES = 6;

type Pool = {
  id: number;
  entryFeeCents: number;
  status: string;
  isPrivate: boolean;
  currentParticipants: number;
  maxParticipants: number;
  refundState: string | null;
  held: Square[];
  escrow: { collectedCents: number; authorizedCents: number; capturedCents: number; refundedCents: number };
  game: { gameDate: string };
};
type EscrowPayment = { clientSecret: string; paymentIntentId: string; amount: number; captureMethod: 'manual' | 'automatic' };


/** Runs `work` over `items`, at most `limit` at a time. */
async function inBatches<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!, i);
      }
    }),
  );
  return results;
}


const key = (s: { row: number; column: number }) => `${s.row},${s.column}`;

type Target = {
  name: 'pglite' | 'postgres';
  env: () => Record<string, string>;
  open: () => Promise<Database>;
  /** Whether the database can be read while the server runs (PostgreSQL: yes; PGlite: one process only). */
  watchDirectly: boolean;
  /** PGlite: the folder of its write-ahead log (one write per commit). */
  walDir?: string;
};

function crashSuite(target: Target) {
  describe(`refund crash (SIGKILL) on ${target.name}`, () => {
    let port: number;
    const started: ServerProcess[] = [];

    beforeAll(async () => {
      port = await freePort();
    });
    afterAll(async () => {
      // Whatever a failed test left running is stopped (each one we started, by its own handle).
      for (const server of started) {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.signal('SIGKILL');
          await server.exited;
        }
      }
    });

    async function start(): Promise<ServerProcess> {
      const baseUrl = `http://127.0.0.1:${port}`;
      const server = await startServerProcess({
        ...target.env(),
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        SESSION_SECRET,
        SANDBOX_WEBHOOKS: 'on',
        PAID_PLAY: 'on',
        SCORE_FEED: 'manual',
        TRUST_PROXY: 'true',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'info',
      });
      started.push(server);
      await waitUntilReady(server, 120_000);
      return server;
    }

    /** A player signs up (from an address of their own) and verifies their age. */
    async function player(baseUrl: string, index: number) {
      const browser = new JsonBrowser(baseUrl, `127.0.${Math.floor(index / 200) + 10}.${(index % 200) + 1}`);
      const registered = await browser.send('POST', '/api/auth/register', {
        email: `refund-crash.${index}.${Date.now().toString(36)}@example.com`,
        password: 'a-good-password',
        firstName: `Crash${index}`,
        lastName: 'Player',
      });
      expect(registered.status, registered.text).toBe(201);
      await browser.ok('POST', '/api/verify-age', { dateOfBirth: '1990-01-01', residenceState: 'CA', residenceCountry: 'US' });
      return { browser, userId: (registered.body as { user: { id: string } }).user.id };
    }

    /** The player buys `squares` through checkout with the good card (an authorization: kickoff is within days). */
    async function buy(browser: JsonBrowser, pool: Pool, squares: Square[]) {
      const amount = squares.length * pool.entryFeeCents;
      const payment = await browser.ok<EscrowPayment>('POST', '/api/create-escrow-payment', { amount: (amount / 100).toFixed(2), poolId: pool.id, squares });
      expect(payment).toMatchObject({ amount, captureMethod: 'manual' });
      const confirmed = await browser.ok('POST', `/api/sandbox/payment-intents/${payment.paymentIntentId}/confirm`, {
        clientSecret: payment.clientSecret,
        cardNumber: CARDS.ok,
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
      });
      expect(confirmed).toEqual({ status: 'requires_capture' });
      const purchase = await browser.ok('POST', '/api/purchase-squares', { poolId: pool.id, squares, paymentIntentId: payment.paymentIntentId });
      expect(purchase).toMatchObject({ outcome: 'completed', status: 'requires_capture' });
      return { intentId: payment.paymentIntentId, amountCents: amount };
    }

    async function freeSquares(look: JsonBrowser, pool: Pool): Promise<Square[]> {
      const taken = new Set([...(await look.ok<Square[]>('GET', `/api/pools/${pool.id}/squares`)).map(key), ...pool.held.map(key)]);
      const free: Square[] = [];
      for (let row = 0; row < 10; row++) for (let column = 0; column < 10; column++) if (!taken.has(key({ row, column }))) free.push({ row, column });
      return free;
    }

    it('killed while the refund of a 50-player pool tells the provider: after the restart every player is refunded exactly once', async () => {
      const first = await start();
      const look = new JsonBrowser(first.baseUrl, '127.0.9.1');

      // Open paid pools nobody has played yet, kicking off well after this test and within the
      // authorize-only window: every entry is an authorization, and a refund voids it.
      const now = Date.now();
      const candidates = (await look.ok<Pool[]>('GET', '/api/pools'))
        .filter((p) => {
          const kickoff = new Date(p.game.gameDate).getTime();
          return p.entryFeeCents > 0 && p.status === 'open' && !p.isPrivate && p.maxParticipants === 100 && kickoff > now + 90 * MINUTE && kickoff < now + 5 * DAY;
        })
        .sort((a, b) => a.currentParticipants + a.held.length - (b.currentParticipants + b.held.length) || Math.abs(a.entryFeeCents - 500) - Math.abs(b.entryFeeCents - 500));
      expect(candidates.length, 'the seed has an open paid pool kicking off in 90 minutes to 5 days').toBeGreaterThan(0);
      const pool = candidates[0]!;
      const free = await freeSquares(look, pool);
      // Half the players buy one square, half two: 75 squares.
      const wants = Array.from({ length: PLAYERS }, (_, i) => 1 + (i % 2));
      expect(free.length, `pool ${pool.id} has room for ${wants.reduce((a, b) => a + b, 0)} squares`).toBeGreaterThanOrEqual(wants.reduce((a, b) => a + b, 0));
      const batches: Square[][] = [];
      let at = 0;
      for (const n of wants) {
        batches.push(free.slice(at, at + n));
        at += n;
      }
      const buyers = await inBatches(batches, CONCURRENCY, async (squares, i) => {
        const { browser, userId } = await player(first.baseUrl, i);
        return { userId, ...(await buy(browser, pool, squares)) };
      });
      const intentIds = buyers.map((b) => b.intentId);
      const collected = buyers.reduce((sum, b) => sum + b.amountCents, 0);
      const before = await look.ok<Pool>('GET', `/api/pools/${pool.id}`);
      expect(before.escrow).toMatchObject({ collectedCents: pool.escrow.collectedCents + collected, authorizedCents: pool.escrow.authorizedCents + collected });

      // The admin signs in with the server's ADMIN_USERNAME/ADMIN_PASSWORD and refunds the pool.
      const admin = new JsonBrowser(first.baseUrl, '127.0.9.2');
      await admin.ok('POST', '/api/admin/login', ADMIN);
      const watcher = target.watchDirectly ? await target.open() : undefined;
      const canceledNow = async (db: Database['db']) =>
        (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(sandboxPaymentIntents)
            .where(and(inArray(sandboxPaymentIntents.id, intentIds), sql`${sandboxPaymentIntents.intent}->>'status' = 'canceled'`))
        )[0]!.n;
      const refundOf = (server: ServerProcess) => {
        admin.baseUrl = server.baseUrl;
        return admin.send('POST', '/api/admin/refund-escrow', { poolId: pool.id }).then(
          (answer) => ({ answer }),
          (error: unknown) => ({ error }),
        );
      };
      const kill = async (server: ServerProcess, refund: ReturnType<typeof refundOf>) => {
        server.signal('SIGKILL');
        const exit = await server.exited;
        expect(exit.signal, server.output()).toBe('SIGKILL');
        const killed = await refund;
        expect('error' in killed, `the refund answered before the kill: ${JSON.stringify(killed).slice(0, 300)}`).toBe(true);
      };

      let seenState = '';
      let running = first;
      if (watcher) {
        // PostgreSQL: killed as soon as the first intents show canceled, read directly.
        const refund = refundOf(running);
        await eventually(
          'the first provider cancel',
          async () => {
            const canceled = await canceledNow(watcher.db);
            seenState = String(canceled);
            return canceled > 0 ? true : undefined;
          },
          () => `${seenState} intents canceled`,
          30_000,
          2,
        );
        await kill(running, refund);
      } else {
        // PGlite: killed after the first few commits since the admin asked (the refund's own, then two
        // per provider cancel), seen as writes of its write-ahead log.
        for (let attempt = 0; ; attempt++) {
          const writesToWait = PGLITE_KILL_AFTER_WRITES * (attempt + 1);
          let writes = 0;
          let reached: () => void = () => {};
          const enough = new Promise<void>((resolve) => (reached = resolve));
          const wal = watch(target.walDir!, () => {
            if (++writes >= writesToWait) reached();
          });
          const refund = refundOf(running);
          await Promise.race([enough, refund.then(() => undefined), new Promise((resolve) => setTimeout(resolve, 30_000))]);
          wal.close();
          await kill(running, refund);
          const reader = await target.open();
          try {
            const [row] = await reader.db.select().from(pools).where(eq(pools.id, pool.id));
            if (row!.status === 'cancelled') break;
            // Killed inside the refund's transaction: nothing of it remains.
            expect({ status: row!.status, refundState: row!.refundState }, `kill ${attempt + 1}, before the refund committed`).toEqual({ status: 'open', refundState: null });
            const left = await reader.db.select({ status: payments.status }).from(payments).where(inArray(payments.intentId, intentIds));
            expect(left.every((p) => p.status === 'completed'), `kill ${attempt + 1}, before the refund committed: payments untouched`).toBe(true);
            expect(await canceledNow(reader.db), `kill ${attempt + 1}: intents voided by a refund that never committed`).toBe(0);
            console.log(`refund crash [pglite]: kill ${attempt + 1}, after ${writes} commits, came before the refund committed; again, later`);
          } finally {
            await reader.close();
          }
          expect(attempt, 'the refund never committed before the kill').toBeLessThan(PGLITE_KILL_TRIES);
          running = await start();
          look.baseUrl = running.baseUrl;
        }
      }

      // What the provider had done when the process died: some, not all (else nothing is left to resume).
      const reader = watcher ?? (await target.open());
      let doneBeforeRestart: number;
      try {
        doneBeforeRestart = await canceledNow(reader.db);
        const [row] = await reader.db.select().from(pools).where(eq(pools.id, pool.id));
        expect(row, 'the refund committed in the ledger before the provider actions').toMatchObject({ status: 'cancelled', refundState: 'pending' });
        const owed = await reader.db.select({ id: payments.id }).from(payments).where(and(eq(payments.poolId, pool.id), sql`${payments.providerActionDoneAt} is null`));
        console.log(`refund crash [${target.name}]: killed after ${doneBeforeRestart} of ${PLAYERS} provider cancels; ${owed.length} payments still owed one`);
        expect(doneBeforeRestart, 'the kill came after every provider action: nothing was left to resume').toBeLessThan(PLAYERS);
        if (target.watchDirectly) expect(doneBeforeRestart, 'killed once the first intents showed canceled').toBeGreaterThan(0);
      } finally {
        if (!watcher) await reader.close();
      }

      // Restart: the payments ticker finishes the refunds within a few seconds.
      const second = await start();
      const restartedAt = Date.now();
      look.baseUrl = second.baseUrl;
      admin.baseUrl = second.baseUrl;
      const done = await eventually(
        'the pool refunded after the restart',
        async () => {
          const now = await look.ok<Pool>('GET', `/api/pools/${pool.id}`);
          seenState = JSON.stringify({ status: now.status, refundState: now.refundState, escrow: now.escrow });
          return now.refundState === 'refunded' ? now : undefined;
        },
        () => seenState,
        60_000,
        250,
      );
      // How long it took is reported, not asserted: the test proves that the restarted process finishes
      // the refunds by itself, exactly once (below); how fast is a benchmark's question.
      console.log(`refund crash [${target.name}]: refunds finished ${Date.now() - restartedAt} ms after the restart`);
      expect(done).toMatchObject({ status: 'cancelled', refundState: 'refunded' });
      expect(done.escrow).toMatchObject({
        collectedCents: before.escrow.collectedCents,
        authorizedCents: 0,
        refundedCents: before.escrow.refundedCents + collected,
      });
      // Refunding it again is refused: nothing is refunded twice.
      const again = await admin.send('POST', '/api/admin/refund-escrow', { poolId: pool.id });
      expect(again.status, again.text).toBe(409);

      second.signal('SIGTERM');
      const stopped = await second.exited;
      expect(stopped.code, second.output()).toBe(0);

      // The database, read once the server is gone.
      const database = watcher ?? (await target.open());
      try {
        const { db } = database;
        const paid = await db.select().from(payments).where(inArray(payments.intentId, intentIds));
        expect(paid).toHaveLength(PLAYERS);
        for (const p of paid) {
          expect(p, `payment ${p.intentId}`).toMatchObject({ status: 'refunded', outcomeReason: 'pool_closed', providerAction: 'cancel', providerActionKey: `pool-cancel:${p.id}` });
          expect(p.providerActionDoneAt, `payment ${p.intentId}: the cancel done`).not.toBeNull();
        }

        // The provider: every authorization voided, none captured or refunded, one cancel each.
        const intents = await db.select().from(sandboxPaymentIntents).where(inArray(sandboxPaymentIntents.id, intentIds));
        expect(intents).toHaveLength(PLAYERS);
        for (const row of intents) {
          expect(row.intent, `intent ${row.id}`).toMatchObject({ status: 'canceled', amountCapturedCents: 0, amountRefundedCents: 0 });
        }
        const requests = await db.select().from(sandboxRequests).where(inArray(sql`${sandboxRequests.response}->>'intentId'`, intentIds));
        const cancels = requests.filter((r) => r.operation === 'cancel' || r.operation === 'refund' || r.operation === 'capture');
        expect(cancels.map((r) => r.idempotencyKey).sort(), 'one cancel request per payment, under its stored key').toEqual(paid.map((p) => `pool-cancel:${p.id}`).sort());
        expect(cancels.every((r) => r.operation === 'cancel')).toBe(true);
        const events = await db.select({ type: sandboxEvents.type, payload: sandboxEvents.payload }).from(sandboxEvents).where(eq(sandboxEvents.type, 'payment_intent.canceled'));
        const canceledEvents = events.map((e) => ((e.payload as { data: { object: { id: string } } }).data.object.id)).filter((id) => intentIds.includes(id));
        expect(canceledEvents.sort(), 'one cancellation per intent at the provider').toEqual([...intentIds].sort());

        // The ledger: per payment its authorization and exactly one cancel; the escrow is empty.
        const ledger = await db
          .select({ id: ledgerTransactions.id, step: ledgerTransactions.step, intentId: ledgerTransactions.paymentIntentId })
          .from(ledgerTransactions)
          .where(inArray(ledgerTransactions.paymentIntentId, intentIds));
        for (const intentId of intentIds) {
          expect(ledger.filter((t) => t.intentId === intentId).map((t) => t.step).sort(), `ledger of ${intentId}`).toEqual(['authorize', 'cancel']);
        }
        const [escrow] = await db
          .select({ cents: sql<number>`coalesce(sum(case when ${ledgerTransactions.phase} in ('posted', 'post_pending') then (case when ${ledgerEntries.side} = 'credit' then ${ledgerEntries.amountCents} else -${ledgerEntries.amountCents} end) else 0 end), 0)::int` })
          .from(ledgerEntries)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
          .where(eq(ledgerEntries.account, `pool_escrow:${pool.id}`));
        expect(escrow!.cents, 'posted escrow of the refunded pool').toBe(0);

        // The pool, and one notice per player with the amount that went back.
        const [row] = await db.select().from(pools).where(eq(pools.id, pool.id));
        expect(row).toMatchObject({ status: 'cancelled', refundState: 'refunded' });
        const notices = await db.select().from(outbox).where(like(outbox.dedupeKey, `pool_refunded:${pool.id}:%`));
        expect(notices.map((n) => n.userId).sort(), 'one refund notice per player').toEqual(buyers.map((b) => b.userId).sort());
        for (const b of buyers) {
          expect(notices.find((n) => n.userId === b.userId)!.payload, `notice of ${b.userId}`).toMatchObject({ poolId: pool.id, amountCents: b.amountCents });
        }
      } finally {
        await database.close();
      }
    }, 420_000);
  });
}

// The embedded database: its data folder has to survive the kill.
const pgliteDir = mkdtempSync(path.join(tmpdir(), 'squares-refund-crash-'));
afterAll(() => rmSync(pgliteDir, { recursive: true, force: true }));
crashSuite({
  name: 'pglite',
  env: () => ({ DATA_DIR: pgliteDir, DATABASE_URL: '' }),
  open: () => openDatabase({ dataDir: pgliteDir }),
  watchDirectly: false,
  walDir: path.join(pgliteDir, 'pglite', 'pg_wal'),
});

// PostgreSQL: a fresh database for this file, dropped afterwards.
const adminUrl = inject('postgresAdminUrl');
if (adminUrl) {
  let created: { url: string; drop: () => Promise<void> } | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'squares-refund-crash-pg-'));
  beforeAll(async () => {
    created = await createTestDatabase(adminUrl);
  });
  afterAll(async () => {
    await created?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  crashSuite({
    name: 'postgres',
    env: () => ({ DATA_DIR: dataDir, DATABASE_URL: created!.url }),
    open: () => openDatabase({ databaseUrl: created!.url, poolSize: 2 }),
    watchDirectly: true,
  });
} else {
  describe.skip(`refund crash (SIGKILL) on postgres — skipped: ${inject('postgresSkipReason')}`, () => {
    it('needs PostgreSQL', () => {});
  });
}
