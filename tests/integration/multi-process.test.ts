/**
 * Two app processes on one PostgreSQL, behind a health-checking reverse proxy
 * (tests/support/round-robin-proxy.ts, the test's stand-in for the Caddy configuration of docs/operations.md), under
 * a mixed load of free claims, paid purchases through the sandbox, reads, score updates and live board
 * streams on both processes. While it runs, one process is killed with SIGKILL and restarted, then the
 * other is stopped with SIGTERM and restarted. A game kicks off in the middle of it all.
 *
 * Afterwards, from the database: no square sold twice or past a player's limit, every ledger
 * transaction balanced, every payment either owning its squares or refunded, no hold without an end,
 * each e-mail sent once, the kickoff done once; every stream on either process shows the board the
 * database has. The load client sees no failed request except the non-idempotent ones in flight on the
 * process SIGKILL took (the proxy may not resend those, and answers 502 as Caddy would).
 *
 * PostgreSQL only: several processes on one embedded (PGlite) data folder is not a supported setup.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSession } from '../../src/server/auth/sessions';
import { openDatabase } from '../../src/server/db/client';
import { runPaymentsTick } from '../../src/server/jobs/payments';
import { games, outbox, payments, pools, squareHolds, squares as squaresTable, users } from '../../src/server/db/schema';
import { freePort } from '../support/free-port';
import { RoundRobinProxy } from '../support/round-robin-proxy';
import { TestSmtpServer } from '../support/test-smtp-server';
import { CookieJar } from './support/cookie-jar';
import { startApp } from './support/app';
import { testConfig } from './support/harness';
import { ledgerTransactionSums } from './support/ledger';
import { createTestDatabase } from './support/postgres';
import { startServerProcess, waitUntilReady, type ServerProcess } from './support/server-process';
import { SseReader } from './support/sse';
import { waitUntil } from '../support/wait-until';

const adminUrl = inject('postgresAdminUrl');
const ADMIN = { username: 'mp-admin', password: 'multi-process-admin-1' } as const;
const SESSION_SECRET = 'multi-process-session-secret-'.padEnd(64, 'm');
const PLAYERS = 14;
/** Seconds from the scheduling of the game that kicks off under the load (just before the load starts) to its kickoff. */
const KICKOFF_AFTER_S = 24;
const SHUTDOWN_DRAIN_MS = 1000;

type Square = { row: number; column: number };
type PoolDto = { id: number; entryFeeCents: number; status: string; maxSquaresPerPlayer: number };
type SquareDto = { row: number; column: number; userId: string | null };
type Answer = { status: number; body: unknown; text: string };

const key = (s: Square) => `${s.row},${s.column}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** What the load client counts, per request. */
class Tally {
  requests = 0;
  ok = 0;
  /** 4xx: the server said no with a reason (square taken, limit reached, pool closed...). */
  refused = 0;
  /** 5xx or no answer at all. */
  failed: string[] = [];
  /** 502 from the proxy for a POST that was on the SIGKILLed process (sent, then lost). */
  lostToKill: string[] = [];
  readonly byKind = new Map<string, number>();

  record(kind: string, method: string, url: string, status: number, text: string, lost: boolean) {
    this.requests++;
    this.byKind.set(kind, (this.byKind.get(kind) ?? 0) + 1);
    if (status >= 200 && status < 400) this.ok++;
    else if (status >= 400 && status < 500) this.refused++;
    else if (lost) this.lostToKill.push(`${method} ${url}`);
    else this.failed.push(`${method} ${url} -> ${status} ${text.slice(0, 200)}`);
  }
}

/** A player (or the admin) of the load: cookies, our Origin on POSTs, every answer tallied. */
class LoadClient {
  readonly jar = new CookieJar();
  constructor(
    private readonly proxy: RoundRobinProxy,
    private readonly tally: Tally,
  ) {}

  async send(kind: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { origin: this.proxy.url };
    const cookie = this.jar.header();
    if (cookie) headers.cookie = cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let status = 0;
    let text: string;
    let lost = false;
    try {
      const response = await fetch(`${this.proxy.url}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      for (const line of response.headers.getSetCookie()) this.jar.receiveLine(line);
      status = response.status;
      lost = response.headers.get('x-proxy-lost') === '1';
      text = await response.text();
    } catch (error) {
      text = error instanceof Error ? error.message : String(error);
    }
    this.tally.record(kind, method, url, status, text, lost);
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status, body: parsed, text };
  }
}

/** A live board on one process: snapshot, then each squares event; reconnects (as EventSource does) when its process goes away. */
class BoardWatcher {
  readonly board = new Map<string, string | null>();
  squaresEvents = 0;
  reconnects = 0;
  private stopped = false;
  private reader: SseReader | undefined;
  readonly done: Promise<void>;

  constructor(
    readonly baseUrl: string,
    readonly poolId: number,
  ) {
    this.done = this.run();
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        this.reader = await SseReader.open(`${this.baseUrl}/api/pools/${this.poolId}/events`);
        if (this.reader.status !== 200) throw new Error(`stream answered ${this.reader.status}`);
        for (;;) {
          const event = await this.reader.nextAny();
          if (!event) break; // the stream ended: its process is stopping or gone
          if (event.event === 'snapshot') {
            const data = event.data as { squares: SquareDto[] };
            this.board.clear();
            for (const s of data.squares) this.board.set(key(s), s.userId);
          } else if (event.event === 'squares') {
            this.squaresEvents++;
            for (const s of (event.data as { squares: SquareDto[] }).squares) this.board.set(key(s), s.userId);
          }
        }
      } catch {
        // not listening (killed or restarting): try again shortly
      }
      this.reader?.close();
      if (this.stopped) break;
      this.reconnects++;
      // A browser's EventSource waits its retry time before it connects again: part of the client acted out, not a wait for anything.
      await sleep(250);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.reader?.close();
    await this.done;
  }
}

if (!adminUrl) {
  describe('two app processes on one PostgreSQL', () => {
    it.skip(`needs PostgreSQL: ${inject('postgresSkipReason')}`, () => {});
  });
} else {
  describe('two app processes on one PostgreSQL, under load, through SIGKILL and SIGTERM', () => {
    let created: { url: string; drop: () => Promise<void> };
    let smtp: TestSmtpServer;
    let proxy: RoundRobinProxy;
    const ports: number[] = [];
    const processes: (ServerProcess | undefined)[] = [undefined, undefined];
    /** Every process started, so their logs can be read after they are gone. */
    const everyProcess: ServerProcess[] = [];

    const env = () => ({
      DATABASE_URL: created.url,
      PUBLIC_URL: proxy.url,
      TRUST_PROXY: 'true',
      SESSION_SECRET,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      PAID_PLAY: 'on',
      SANDBOX_WEBHOOKS: 'on',
      SCORE_FEED: 'manual',
      LIFECYCLE_TICK_MS: '500',
      SMTP_URL: smtp.url,
      // Every player is at example.com: the refund notices of a kickoff must all arrive before the checks
      // below, unpaced (pacing per domain has its own test, mail-pacing.test.ts).
      MAIL_PER_DOMAIN_PER_MINUTE: '100000',
      SHUTDOWN_DRAIN_MS: String(SHUTDOWN_DRAIN_MS),
      LOG_LEVEL: 'info',
    });

    async function start(slot: 0 | 1): Promise<ServerProcess> {
      const server = await startServerProcess({ ...env(), PORT: String(ports[slot]) });
      processes[slot] = server;
      everyProcess.push(server);
      await waitUntilReady(server, 120_000);
      return server;
    }

    beforeAll(async () => {
      created = await createTestDatabase(adminUrl);
      smtp = await TestSmtpServer.start();
      ports.push(await freePort(), await freePort());
      proxy = await RoundRobinProxy.start(ports.map((p) => `http://127.0.0.1:${p}`));
    });

    afterAll(async () => {
      for (const server of everyProcess) {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.signal('SIGKILL');
          await server.exited;
        }
      }
      await proxy?.close();
      await smtp?.close();
      await created?.drop();
    });

    it('sells no square twice, balances the ledger, loses no payment and fails no request', async () => {
      // Both processes start at once: migrations and the seed are serialised by advisory locks.
      await Promise.all([start(0), start(1)]);
      const tally = new Tally();

      const admin = new LoadClient(proxy, tally);
      expect((await admin.send('admin', 'POST', '/api/admin/login', ADMIN)).status).toBe(200);
      const leagues = (await admin.send('read', 'GET', '/api/leagues')).body as { id: number; name: string }[];
      const nfl = leagues.find((l) => l.name === 'NFL')!;
      const scheduled = async (homeTeam: string, awayTeam: string, gameDate: Date) => {
        const answer = await admin.send('admin', 'POST', '/api/games', { leagueId: nfl.id, homeTeam, awayTeam, gameDate: gameDate.toISOString() });
        expect(answer.status, answer.text).toBe(201);
        const gameId = (answer.body as { id: number }).id;
        const tiers = (await admin.send('read', 'GET', `/api/games/${gameId}/pools`)).body as PoolDto[];
        return { gameId, free: tiers.find((p) => p.entryFeeCents === 0)!, five: tiers.find((p) => p.entryFeeCents === 500)!, pools: tiers };
      };
      // Players: accounts and sessions made directly (argon2 sign-ups would only slow the load), then verified over HTTP.
      const database = await openDatabase({ databaseUrl: created.url });
      let players: { client: LoadClient; userId: string }[];
      try {
        const rows = await database.db
          .insert(users)
          .values(Array.from({ length: PLAYERS }, (_, i) => ({ email: `load.${i}@example.com`, firstName: `Load${i}` })))
          .returning();
        players = await Promise.all(
          rows.map(async (user) => {
            const { token } = await createSession(database.db, user, { ip: null, userAgent: null, method: 'password', now: new Date() });
            const client = new LoadClient(proxy, tally);
            client.jar.receive({ name: 'sq_session', value: token });
            const verified = await client.send('verify', 'POST', '/api/verify-age', { dateOfBirth: '1990-01-01', residenceState: 'CA', residenceCountry: 'US' });
            expect(verified.status, verified.text).toBe(200);
            return { client, userId: user.id };
          }),
        );
      } finally {
        await database.close();
      }

      // The servers run on the machine's clock; the test plans around it the same way. The games are
      // scheduled once the players are ready, so the load starts at once and the kickoff comes under it.
      const kickoffAt = Date.now() + KICKOFF_AFTER_S * 1000;
      const soon = await scheduled('Kansas City Chiefs', 'Buffalo Bills', new Date(kickoffAt));
      const later = await scheduled('Philadelphia Eagles', 'Dallas Cowboys', new Date(kickoffAt + 2 * 86_400_000));

      // Live boards on both processes, directly (not through the proxy): each must see every claim made on either.
      const watched = [soon.free.id, soon.five.id, later.free.id, later.five.id];
      const watchers = ports.flatMap((port) => watched.map((poolId) => new BoardWatcher(`http://127.0.0.1:${port}`, poolId)));

      // ---- the load ----
      const loadStart = Date.now();
      let stopAt = Number.POSITIVE_INFINITY;
      const randomSquares = (count: number): Square[] => {
        const picked = new Map<string, Square>();
        while (picked.size < count) {
          const s = { row: Math.floor(Math.random() * 10), column: Math.floor(Math.random() * 10) };
          picked.set(key(s), s);
        }
        return [...picked.values()];
      };
      const openPools = () => (Date.now() < kickoffAt - 4000 ? [soon, later] : [later]);

      const playerLoop = async (client: LoadClient) => {
        while (Date.now() < stopAt) {
          const game = openPools()[Math.floor(Math.random() * openPools().length)]!;
          const roll = Math.random();
          if (roll < 0.4) {
            await client.send('claim', 'POST', `/api/pools/${game.free.id}/squares`, { squares: randomSquares(1 + Math.floor(Math.random() * 2)) });
          } else if (roll < 0.65) {
            const chosen = randomSquares(1 + Math.floor(Math.random() * 2));
            const amount = dollars(chosen.length * 500);
            const created = await client.send('purchase', 'POST', '/api/create-escrow-payment', {
              amount,
              poolId: game.five.id,
              squares: chosen.map((s) => ({ ...s, price: '5.00' })),
            });
            if (created.status !== 200) continue;
            const intent = created.body as { paymentIntentId: string; clientSecret: string };
            // Some players walk away from the checkout: their hold must end by itself.
            if (Math.random() < 0.15) continue;
            const confirmed = await client.send('purchase', 'POST', `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
              clientSecret: intent.clientSecret,
              cardNumber: '4242 4242 4242 4242',
              expMonth: 12,
              expYear: 2030,
              cvc: '123',
            });
            if (confirmed.status !== 200) continue;
            await client.send('purchase', 'POST', '/api/purchase-squares', { poolId: game.five.id, squares: chosen, paymentIntentId: intent.paymentIntentId });
          } else {
            const which = Math.random();
            if (which < 0.4) await client.send('read', 'GET', `/api/pools/${game.free.id}`);
            else if (which < 0.8) await client.send('read', 'GET', `/api/pools/${game.five.id}/squares`);
            else await client.send('read', 'GET', `/api/games/${game.gameId}/pools`);
          }
          // A player's pause between two actions: the pace of the load, not a wait for anything.
          await sleep(10);
        }
      };

      const scoreLoop = async () => {
        const plays = [
          { quarter: 1, status: '1q', homeScore: 7, awayScore: 3 },
          { quarter: 2, status: '2q', homeScore: 14, awayScore: 3 },
          { quarter: 2, status: 'ht', homeScore: 14, awayScore: 10 },
          { quarter: 3, status: '3q', homeScore: 21, awayScore: 10 },
          { quarter: 4, status: '4q', homeScore: 21, awayScore: 17 },
          { quarter: 4, status: 'FT', homeScore: 24, awayScore: 17 },
        ];
        // The game starts at its time on the machine's clock; scores come once its pools have kicked off.
        await sleep(Math.max(0, kickoffAt - Date.now()));
        await waitUntil(
          async () => ((await admin.send('score', 'GET', `/api/games/${soon.gameId}/pools`)).body as PoolDto[]).every((pool) => pool.status !== 'open'),
          { what: "the kickoff of the game's pools", timeout: 15_000, every: 250 },
        );
        for (const play of plays) {
          const answer = await admin.send('score', 'POST', '/api/simulate-score-update', { gameId: soon.gameId, ...play });
          expect(answer.status, answer.text).toBeLessThan(300);
          // The game's plays spread over the rest of the load (its script), not a wait for anything.
          await sleep(1200);
        }
      };

      const events: string[] = [];
      const at = () => `${((Date.now() - loadStart) / 1000).toFixed(1)} s`;
      const chaos = async () => {
        // SIGKILL process B under load (once the load has claimed, bought and read), then start it again on the same port.
        await waitUntil(() => ['claim', 'purchase', 'read'].every((kind) => (tally.byKind.get(kind) ?? 0) >= PLAYERS), {
          what: 'the load to be under way',
          timeout: 30_000,
          lastSeen: () => JSON.stringify([...tally.byKind]),
        });
        const killed = processes[1]!;
        killed.signal('SIGKILL');
        await killed.exited;
        events.push(`${at()} SIGKILL process B`);
        await start(1);
        events.push(`${at()} process B ready again`);
        // Once B takes its share of the load again (about one answer per player), A is stopped.
        const answeredByB = proxy.answered[1]!;
        await waitUntil(() => proxy.answered[1]! >= answeredByB + PLAYERS, {
          what: 'process B to answer requests through the proxy again',
          timeout: 30_000,
          lastSeen: () => `${proxy.answered[1]! - answeredByB} answered since it was ready`,
        });
        // SIGTERM process A under load: in-flight requests finish, new ones go to B, A exits within 10 s.
        const stopping = processes[0]!;
        stopping.signal('SIGTERM');
        events.push(`${at()} SIGTERM process A`);
        const exit = await stopping.exited;
        events.push(`${at()} process A exited (code ${exit.code}) after ${exit.ms} ms`);
        expect(exit.code, stopping.output()).toBe(0);
        expect(exit.ms, 'a SIGTERMed process exits within 10 s').toBeLessThan(10_000);
        const failedBeforeRestart = tally.failed.length;
        await start(0);
        events.push(`${at()} process A ready again`);
        return failedBeforeRestart;
      };

      const chaosDone = chaos();
      const loops = [...players.map((p) => playerLoop(p.client)), scoreLoop()];
      await chaosDone;
      stopAt = Math.max(Date.now() + 3000, kickoffAt + 10 * 1000);
      await Promise.all(loops);
      const loadSeconds = (Date.now() - loadStart) / 1000;

      // ---- after the load: let the payments tick and the webhooks finish what was cut off ----
      const gamePools = [...soon.pools, ...later.pools].map((p) => p.id);
      const check = await openDatabase({ databaseUrl: created.url });
      try {
        const { db } = check;
        // A confirmed card whose purchase the kill cut off is completed by the webhook or the reconciliation.
        const limbo = async () =>
          (await db.select().from(payments)).filter((p) => p.status === 'awaiting_payment' && p.intentStatus === 'requires_capture');
        let inLimbo = await limbo();
        await waitUntil(async () => (inLimbo = await limbo()).length === 0, {
          what: 'every payment the provider holds money for to be recorded',
          timeout: 30_000,
          every: 250,
          lastSeen: () => `payments ${inLimbo.map((p) => p.id).join(', ')}`,
        });

        // Every stream on either process ends up with the board the database has.
        const boardOf = async (poolId: number) =>
          new Map((await db.select().from(squaresTable).where(eq(squaresTable.poolId, poolId))).map((s) => [key(s), s.userId]));
        const boards = new Map(await Promise.all(watched.map(async (id) => [id, await boardOf(id)] as const)));
        const behind = () => watchers.filter((w) => JSON.stringify([...w.board].sort()) !== JSON.stringify([...boards.get(w.poolId)!].sort()));
        await waitUntil(() => behind().length === 0, {
          what: 'every stream to show the board the database has',
          timeout: 15_000,
          every: 200,
          lastSeen: () => behind().map((w) => `${w.baseUrl} pool ${w.poolId}: ${w.board.size} squares shown, ${boards.get(w.poolId)!.size} sold`).join('; '),
        });
        for (const w of watchers) expect(w.squaresEvents + w.reconnects, `stream ${w.baseUrl} pool ${w.poolId} saw nothing`).toBeGreaterThan(0);

        // No oversell: a square once per pool (the unique index), no player past the pool's limit.
        const poolRows = await db.select().from(pools).where(inArray(pools.id, gamePools));
        const sold = await db.select().from(squaresTable).where(inArray(squaresTable.poolId, gamePools));
        const perPlayer = new Map<string, number>();
        for (const s of sold) if (s.userId) perPlayer.set(`${s.poolId}:${s.userId}`, (perPlayer.get(`${s.poolId}:${s.userId}`) ?? 0) + 1);
        const limitOf = new Map(poolRows.map((p) => [p.id, p.maxSquaresPerPlayer]));
        const overLimit = [...perPlayer].filter(([k, n]) => n > limitOf.get(Number(k.split(':')[0]))!);
        const doubled = sold.length - new Set(sold.map((s) => `${s.poolId}:${key(s)}`)).size;
        const overFull = poolRows.filter((p) => sold.filter((s) => s.poolId === p.id).length > p.maxParticipants);
        const oversold = doubled + overLimit.length + overFull.length;

        // The ledger: every transaction balanced, and its total difference 0 cents.
        const sums = await ledgerTransactionSums(db);
        const ledgerDifference = sums.reduce((total, t) => total + t.net, 0);
        expect(sums.filter((t) => t.entries < 2 || t.net !== 0), 'unbalanced ledger transactions').toEqual([]);

        // Every payment owns its squares, or its money went back; a hold only while its checkout may still be paid.
        const all = await db.select().from(payments);
        const ledgerIds = new Set(sums.map((t) => t.id));
        const soldTo = new Map(sold.map((s) => [`${s.poolId}:${key(s)}`, s.userId]));
        const cancelledPools = new Set(poolRows.filter((p) => p.status === 'cancelled').map((p) => p.id));
        const problems: string[] = [];
        for (const p of all) {
          const squaresOf = p.squares.map(([row, column]) => `${p.poolId}:${row},${column}`);
          if (p.status === 'completed') {
            const owned = squaresOf.every((s) => soldTo.get(s) === p.userId);
            const refunded = ledgerIds.has(`${p.intentId}:cancel`) || ledgerIds.has(`${p.intentId}:refund`);
            if (!owned && !(cancelledPools.has(p.poolId) && refunded)) problems.push(`completed payment ${p.id} without its squares or a refund`);
            if (!ledgerIds.has(`${p.intentId}:authorize`) && !ledgerIds.has(`${p.intentId}:captured`)) problems.push(`completed payment ${p.id} not in the ledger`);
            if (cancelledPools.has(p.poolId) && !refunded) problems.push(`payment ${p.id} of cancelled pool ${p.poolId} not refunded`);
          }
          if (p.status === 'refunded' && !ledgerIds.has(`${p.intentId}:cancel`) && !ledgerIds.has(`${p.intentId}:refund`)) {
            problems.push(`refunded payment ${p.id} without its cancel or refund in the ledger`);
          }
          if (p.intentStatus === 'requires_capture' && p.status !== 'completed' && p.status !== 'refunded' && p.status !== 'rejected') {
            problems.push(`payment ${p.id} (${p.status}) holds the player's money without squares`);
          }
        }
        expect(problems).toEqual([]);
        const holds = await db.select().from(squareHolds);
        const byId = new Map(all.map((p) => [p.id, p]));
        for (const hold of holds) {
          const payment = byId.get(hold.paymentId);
          expect(payment?.status, `hold ${hold.poolId}:${key(hold)} belongs to a checkout that can still be paid`).toBe('awaiting_payment');
          expect(hold.expiresAt.getTime(), 'a hold ends 10 minutes after its checkout began, at the latest').toBeLessThanOrEqual(payment!.createdAt.getTime() + 10 * 60_000);
        }

        // No hold lasts for ever: the payments pass of a process 11 minutes on ends every checkout still open.
        const elevenMinutesOn = await startApp({ config: testConfig({ databaseUrl: created.url }), database: check, clock: () => new Date(Date.now() + 11 * 60_000) });
        try {
          // A pass runs once no process holds the payments lease (theirs may be mid-pass).
          await waitUntil(() => runPaymentsTick(elevenMinutesOn), { what: 'a payments pass 11 minutes on', every: 100 });
        } finally {
          await elevenMinutesOn.close();
        }
        expect(await db.select().from(squareHolds), 'holds left once every checkout has expired').toEqual([]);
        const stillOpen = (await db.select().from(payments)).filter((p) => p.status === 'awaiting_payment' || p.status === 'creating');
        expect(stillOpen.map((p) => p.id), 'checkouts still open 11 minutes on').toEqual([]);

        // The kickoff ran once: the five pools of the game that kicked off, across every process's log.
        const kickedOff = everyProcess
          .flatMap((p) => p.output().split('\n'))
          .filter((line) => line.includes('"msg":"lifecycle tick"'))
          .reduce((total, line) => total + (JSON.parse(line) as { kickedOff: number }).kickedOff, 0);
        const [soonGame] = await db.select().from(games).where(eq(games.id, soon.gameId));
        expect(soonGame!.status, 'the game played to the end').toBe('FT');
        expect(kickedOff, 'pools kicked off, over both processes and restarts').toBe(soon.pools.length);

        // Each e-mail once: what the outbox sent is what arrived, nothing twice.
        const unsent = async () => (await db.select().from(outbox)).filter((m) => m.sentAt === null);
        let notSent = await unsent();
        await waitUntil(async () => (notSent = await unsent()).length === 0, {
          what: 'every e-mail to be sent',
          timeout: 30_000,
          every: 250,
          lastSeen: () => notSent.map((m) => `${m.kind} ${m.dedupeKey}: ${m.lastError ?? 'not tried'}`).join('; '),
        });
        const sent = await db.select().from(outbox);
        const arrivedIds = smtp.received.map((m) => m.messageId);
        expect(new Set(arrivedIds).size, 'a message delivered twice').toBe(arrivedIds.length);
        const refundedMails = sent.filter((m) => m.kind === 'pool_refunded');
        const payersOfCancelled = new Set(all.filter((p) => p.status === 'refunded' && cancelledPools.has(p.poolId)).map((p) => `${p.poolId}:${p.userId}`));
        expect(refundedMails.length, 'one refund notice per player of a cancelled pool').toBe(payersOfCancelled.size);

        const failedInSigterm = await chaosDone;
        for (const w of watchers) await w.stop();
        const figures = [
          ['load', `${loadSeconds.toFixed(1)} s, ${PLAYERS} players + an admin, 2 processes behind a health-checking proxy`],
          ['requests', String(tally.requests)],
          ['by kind', [...tally.byKind].map(([k, n]) => `${k} ${n}`).join(', ')],
          ['answered 2xx / 4xx', `${tally.ok} / ${tally.refused}`],
          ['failures', String(tally.failed.length)],
          ['POSTs lost with the SIGKILLed process (502)', String(tally.lostToKill.length)],
          ['proxy retries on the other process', String(proxy.retried)],
          ['squares sold (game pools)', String(sold.length)],
          ['payments', `${all.length} (${[...new Set(all.map((p) => p.status))].map((s) => `${s} ${all.filter((p) => p.status === s).length}`).join(', ')})`],
          ['holds of open checkouts at the end / 11 minutes on', `${holds.length} / 0`],
          ['oversold', String(oversold)],
          ['ledger difference', `${ledgerDifference} cents over ${sums.length} transactions`],
          ['mail sent / arrived', `${sent.length} / ${smtp.received.length}`],
          ['streams (2 processes x 4 pools)', `${watchers.reduce((n, w) => n + w.squaresEvents, 0)} squares events, ${watchers.reduce((n, w) => n + w.reconnects, 0)} reconnects`],
          ...events.map((e) => ['event', e]),
        ];
        console.log(`\ntwo processes, one PostgreSQL:\n${figures.map(([k, v]) => `  ${k!.padEnd(44)} ${v}`).join('\n')}\n`);

        expect(tally.failed, 'failed requests').toEqual([]);
        expect(failedInSigterm).toBe(0);
        expect(oversold).toBe(0);
        expect(ledgerDifference).toBe(0);
        expect(tally.byKind.get('claim') ?? 0).toBeGreaterThan(50);
        expect(tally.byKind.get('purchase') ?? 0).toBeGreaterThan(20);
      } finally {
        await check.close();
      }
    }, 240_000);
  });
}
