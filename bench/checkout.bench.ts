import http from 'node:http';
import { sql } from 'drizzle-orm';
import { shuffle } from '../src/domain/random';
import { runUseCase } from '../src/server/core/use-case';
import type { Db } from '../src/server/db/client';
import { createGame } from '../src/server/modules/games';
import { createGamePools } from '../src/server/modules/pools';
import { systemClock } from '../src/server/system-clock';
import { postJson, type BenchResponse } from './support/http';
import { auditPayments, firstRow } from './support/payments-audit';
import { percentile } from './support/percentiles';
import { signedInPlayers, type BenchPlayer } from './support/players';
import { ensureBuilt, freshPostgresDatabase, reachablePostgres } from './support/postgres-database';
import { startServerProcesses } from './support/server-processes';
import { printTable } from './support/table';

/**
 * Paid checkout under load against PostgreSQL: PLAYERS verified players (verified before
 * the clock starts) spread over PROCESSES server processes, all buying at once in the paid tier pools
 * ($5, $10, $25) of GAMES new games. Half the games kick off tomorrow (the card is only authorized, D7),
 * half in 8 days (captured at once). Every player runs the checkout page's flow back to back (closed
 * loop, so latencies include queueing): create-escrow-payment (squares held 10 minutes), the sandbox
 * card form's confirm (which also sets off the signed webhook: whichever of it and purchase-squares
 * comes first records the purchase), then purchase-squares. A few cards are declined and the player
 * leaves checkout ('Back to Pool').
 *
 * Players pick squares their board shows as free, in batches of 1-3 within the per-pool limit; a share
 * of checkouts (CONTENDED) also asks for a square another player has just been handed (a stale board or
 * a popular square), so real races end in 409 square_taken. The run ends when every pool is sold out or
 * after DURATION seconds; pools that sell out draw their digits on the 100th square.
 *
 * Afterwards (webhooks and the provider's owed cancels drained) the database is audited: no square
 * owned twice, nobody over a pool's limit, no square owned without a completed payment (and every
 * completed payment's squares owned), no money charged without squares, every ledger transaction
 * balanced, per pool the escrow in the ledger = the completed payments' amounts, no holds or open
 * checkouts left. Timings are only printed (targets are read from the table); a broken invariant, a 5xx
 * or an unexpected answer makes the bench exit non-zero.
 */
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 200);
const GAMES = Number(process.env.BENCH_GAMES ?? 6);
const FEES_CENTS = [500, 1000, 2500];
/** At most this long per run; a run ends sooner when every pool is sold out. */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 30);
const PROCESS_COUNTS = (process.env.BENCH_PROCESSES ?? '1,2').split(',').map(Number);
/** Share of checkouts that also ask for a square another player holds or has just asked for. */
const CONTENDED = Number(process.env.BENCH_CONTENDED ?? 0.2);
/** Share of checkouts paid with a declined card (the player then leaves checkout: 'Back to Pool'). */
const DECLINED = Number(process.env.BENCH_DECLINED ?? 0.03);
/** After the load, webhooks and owed cancels are waited for while they make progress, at most DRAIN_S seconds. */
const DRAIN_S = Number(process.env.BENCH_DRAIN ?? 90);
const DRAIN_STALL_S = 10;

const CARD_OK = '4242 4242 4242 4242';
const CARD_DECLINED = '4000 0000 0000 0002';
const DAY_MS = 86_400_000;

ensureBuilt();
const admin = (await reachablePostgres('checkout')) ?? process.exit(0);

type Row = Record<string, string | number>;
const loadRows: Row[] = [];
const auditRows: Row[] = [];
const failures: string[] = [];
for (const processes of PROCESS_COUNTS) {
  const result = await runOnce(processes);
  loadRows.push(result.load);
  auditRows.push(result.audit);
  failures.push(...result.failures.map((f) => `${processes} process(es): ${f}`));
}
printTable(
  `Checkout — ${PLAYERS} verified players buying at once in ${GAMES * FEES_CENTS.length} paid pools ` +
    `($5/$10/$25 of ${GAMES} games; half authorize-only, half captured at once), closed loop (latency includes queueing), ` +
    `1-3 squares per checkout, ${Math.round(CONTENDED * 100)}% of checkouts contending for a taken square, ` +
    `${Math.round(DECLINED * 100)}% declined cards then 'Back to Pool'; until sold out or ${DURATION_S} s. Latencies p50 / p99 in ms.`,
  loadRows,
);
printTable('Checkout — audit after each run (oversold must be 0, ledger balanced must be yes)', auditRows);
if (failures.length > 0) {
  console.error(`\nCHECKOUT BENCH FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}

interface Board {
  poolId: number;
  feeCents: number;
  /** Squares one player may own in the pool. */
  limit: number;
  /** Squares (row * 10 + column) that show as free: not handed out yet, or given back; in a shuffled order. */
  free: number[];
  /** Squares known held or owned (a checkout for them succeeded). */
  taken: Set<number>;
  /** The last squares handed out, with whom to: what a stale board still shows as free. */
  recent: { square: number; player: number }[];
}

type Answer = { status: number; body: Record<string, unknown> };

async function runOnce(processes: number): Promise<{ load: Row; audit: Row; failures: string[] }> {
  const now = systemClock();
  const { url, database, close } = await freshPostgresDatabase(admin, now);
  const failures: string[] = [];
  try {
    const { db } = database;
    const boards = await paidPools(db, now);
    const players = await signedInPlayers(db, PLAYERS, now, 'checkout');
    // Warnings too: a webhook delivery or a provider call that failed is logged at warn.
    const servers = await startServerProcesses(processes, url, { LOG_LEVEL: 'warn' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: PLAYERS });
    try {
      await verifyAll(agent, servers.urls, players);
      const load = await buyUntilSoldOut(agent, servers.urls, players, boards, failures);
      const backlog = await pendingDeliveries(db);
      const drained = await drain(db);
      if (drained.left > 0) failures.push(`${drained.left} webhook event(s) or owed cancel(s) still undelivered ${drained.seconds.toFixed(1)} s after the load`);
      const audit = await auditPayments(db, boards.map((b) => b.poolId));
      failures.push(...audit.problems);
      const errors = servers.logs.filter((l) => l.level >= 50);
      const warnings = servers.logs.filter((l) => l.level === 40);
      for (const l of errors.slice(0, 5)) failures.push(`server ${l.process} logged: ${l.line.slice(0, 1500)}`);
      for (const l of warnings.slice(0, 3)) console.warn(`server ${l.process} warned: ${l.line.slice(0, 1500)}`);
      const ms = (list: number[]) => {
        list.sort((a, b) => a - b);
        return `${percentile(list, 50).toFixed(1)} / ${percentile(list, 99).toFixed(1)}`;
      };
      const server = await firstRow<{ version: string }>(db, sql`select current_setting('server_version') as version`);
      const databaseLabel = `PostgreSQL ${server.version.split(' ')[0]}`;
      return {
        failures,
        load: {
          database: databaseLabel,
          processes,
          players: PLAYERS,
          pools: boards.length,
          'wall s': Number(load.elapsedS.toFixed(1)),
          purchases: load.completed,
          'squares sold': audit.sold,
          'purchases/s': Math.round(load.completed / load.elapsedS),
          'create-escrow-payment': ms(load.latency.create),
          'sandbox confirm': ms(load.latency.confirm),
          'purchase-squares': ms(load.latency.purchase),
          'conflicts (409)': load.conflicts,
          'declined+left': load.declined,
          errors: load.errors,
          'webhooks queued at end': backlog.undelivered,
          'drain s': Number(drained.seconds.toFixed(1)),
        },
        audit: {
          database: databaseLabel,
          processes,
          'pools full': audit.full,
          oversold: audit.oversold,
          'unpaid squares': audit.unpaid,
          'charged w/o squares': audit.chargedWithoutSquares,
          'ledger balanced': audit.ledgerBalanced ? 'yes' : 'NO',
          'holds left': audit.holdsLeft,
          'webhooks not handled': audit.unhandledWebhooks,
          'server errors/warnings': `${errors.length} / ${warnings.length}`,
        },
      };
    } finally {
      agent.destroy();
      await servers.stop();
    }
  } finally {
    await close();
  }
}

/** GAMES new games made as the product makes them (createGame, then the tier pools); their paid pools but the $1 one. */
async function paidPools(db: Db, now: Date): Promise<Board[]> {
  const boards: Board[] = [];
  for (let i = 0; i < GAMES; i++) {
    // Even games kick off tomorrow (authorize only), odd ones in 8 days (captured at once).
    const gameDate = new Date(now.getTime() + (i % 2 === 0 ? 1 : 8) * DAY_MS);
    const created = await runUseCase(db, () => now, async (ctx) => {
      const game = await createGame(ctx, {
        leagueId: 1,
        home: { name: `Home ${i}`, color: '#123456' },
        away: { name: `Away ${i}`, color: '#654321' },
        week: 'W12',
        season: 2026,
        gameDate,
      });
      return createGamePools(ctx, { gameId: game.id });
    }, undefined);
    for (const pool of created) {
      if (!FEES_CENTS.includes(pool.entryFeeCents)) continue;
      boards.push({
        poolId: pool.id,
        feeCents: pool.entryFeeCents,
        limit: pool.maxSquaresPerPlayer,
        free: shuffle(Array.from({ length: pool.maxParticipants }, (_, k) => k), Math.random),
        taken: new Set(),
        recent: [],
      });
    }
  }
  return boards;
}

function call(agent: http.Agent, base: URL, path: string, body: unknown, cookie: string): Promise<Answer> {
  return postJson(agent, base, path, JSON.stringify(body), cookie).then((response: BenchResponse) => ({
    status: response.status,
    body: response.text ? (JSON.parse(response.text) as Record<string, unknown>) : {},
  }));
}

/** Age and location verified for paid play (D14) through the route, before the clock starts. */
async function verifyAll(agent: http.Agent, urls: string[], players: BenchPlayer[]): Promise<void> {
  const queue = players.map((p, i) => ({ p, base: new URL(urls[i % urls.length]!) }));
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const answer = await call(agent, next.base, '/api/verify-age', { dateOfBirth: '1990-01-01', residenceState: 'CA', residenceCountry: 'US' }, next.p.cookie);
        if (answer.status !== 200 || answer.body.eligibleForPaidPlay !== true) {
          throw new Error(`verify-age failed for ${next.p.user.email}: ${answer.status} ${JSON.stringify(answer.body)}`);
        }
      }
    }),
  );
}

async function buyUntilSoldOut(agent: http.Agent, urls: string[], players: BenchPlayer[], boards: Board[], failures: string[]) {
  const latency = { create: [] as number[], confirm: [] as number[], purchase: [] as number[] };
  const counts = { completed: 0, conflicts: 0, declined: 0, errors: 0 };
  const unexpected = (what: string, answer: Answer) => {
    counts.errors++;
    if (failures.length < 10) failures.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  };
  const deadline = performance.now() + DURATION_S * 1000;
  const started = performance.now();

  await Promise.all(
    players.map(async (player, index) => {
      const base = new URL(urls[index % urls.length]!);
      const owned = new Map<number, number>();
      while (performance.now() < deadline) {
        const pick = choose(boards, index, (board) => board.limit - (owned.get(board.poolId) ?? 0));
        if (!pick) break;
        const { board, squares, fresh } = pick;
        const coordinates = squares.map((s) => ({ row: Math.floor(s / 10), column: s % 10 }));
        const amount = centsAsDollars(board.feeCents * squares.length);

        let t0 = performance.now();
        const created = await call(agent, base, '/api/create-escrow-payment', { amount, poolId: board.poolId, squares: coordinates }, player.cookie);
        latency.create.push(performance.now() - t0);
        if (created.status === 409 && created.body.code === 'square_taken') {
          counts.conflicts++;
          // The player sees the board again: the squares it was handed that nobody holds are free once more.
          board.free.push(...fresh.filter((s) => !board.taken.has(s)));
          continue;
        }
        if (created.status !== 200) {
          unexpected(`create-escrow-payment pool ${board.poolId} ${JSON.stringify(coordinates)}`, created);
          continue;
        }
        for (const s of squares) board.taken.add(s);
        const payment = created.body as { paymentIntentId: string; clientSecret: string };
        const declined = Math.random() < DECLINED;

        t0 = performance.now();
        const confirmed = await call(
          agent,
          base,
          `/api/sandbox/payment-intents/${payment.paymentIntentId}/confirm`,
          { clientSecret: payment.clientSecret, cardNumber: declined ? CARD_DECLINED : CARD_OK, expMonth: 12, expYear: 2030, cvc: '123' },
          player.cookie,
        );
        latency.confirm.push(performance.now() - t0);
        if (declined) {
          if (confirmed.status !== 200 || confirmed.body.status !== 'requires_payment_method') unexpected('declined confirm', confirmed);
          const left = await call(agent, base, '/api/cancel-escrow-payment', { paymentIntentId: payment.paymentIntentId }, player.cookie);
          if (left.status !== 200 || left.body.released !== true) unexpected('cancel-escrow-payment', left);
          else {
            counts.declined++;
            for (const s of squares) board.taken.delete(s);
            board.free.push(...squares);
          }
          continue;
        }
        if (confirmed.status !== 200 || (confirmed.body.status !== 'requires_capture' && confirmed.body.status !== 'succeeded')) {
          unexpected('sandbox confirm', confirmed);
          continue;
        }

        t0 = performance.now();
        const purchase = await call(agent, base, '/api/purchase-squares', { poolId: board.poolId, squares: coordinates, paymentIntentId: payment.paymentIntentId }, player.cookie);
        latency.purchase.push(performance.now() - t0);
        if (purchase.status !== 200 || purchase.body.outcome !== 'completed') {
          unexpected(`purchase-squares ${payment.paymentIntentId}`, purchase);
          continue;
        }
        counts.completed++;
        owned.set(board.poolId, (owned.get(board.poolId) ?? 0) + squares.length);
      }
    }),
  );
  return { ...counts, latency, elapsedS: (performance.now() - started) / 1000 };
}

/**
 * The squares a player asks for next: a pool with squares showing free where it may still buy, 1-3 of
 * them; with probability CONTENDED one of them is a square just handed to another player.
 */
function choose(boards: Board[], player: number, allowance: (board: Board) => number) {
  for (;;) {
    for (const board of boards) while (board.free.length > 0 && board.taken.has(board.free[board.free.length - 1]!)) board.free.pop();
    const open = boards.filter((b) => b.free.length > 0 && allowance(b) > 0);
    if (open.length === 0) return null;
    const board = open[Math.floor(Math.random() * open.length)]!;
    const count = Math.min(1 + Math.floor(Math.random() * 3), allowance(board));
    const squares: number[] = [];
    const others = board.recent.filter((r) => r.player !== player);
    // Only alongside fresh squares: a checkout that loses the race gives those back.
    if (count > 1 && others.length > 0 && Math.random() < CONTENDED) squares.push(others[Math.floor(Math.random() * others.length)]!.square);
    const fresh: number[] = [];
    while (squares.length < count) {
      const next = board.free.pop();
      if (next === undefined) break;
      if (board.taken.has(next) || squares.includes(next)) continue;
      squares.push(next);
      fresh.push(next);
    }
    // Every square of this board turned out taken: look again.
    if (fresh.length === 0) continue;
    for (const square of fresh) board.recent.push({ square, player });
    if (board.recent.length > 10) board.recent.splice(0, board.recent.length - 10);
    return { board, squares, fresh };
  }
}

function centsAsDollars(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

async function pendingDeliveries(db: Db) {
  return firstRow<{ undelivered: number; owed: number }>(
    db,
    sql`select
      (select count(*)::int from sandbox_events where delivered_at is null) as undelivered,
      (select count(*)::int from payments where provider_action is not null and provider_action_done_at is null) as owed`,
  );
}

/**
 * Waits until every sandbox webhook event is delivered and no cancel or refund is owed to the provider
 * (the servers' deliveries and payments ticker do it), as long as they make progress.
 */
async function drain(db: Db): Promise<{ seconds: number; left: number }> {
  const started = performance.now();
  let left = Infinity;
  let progressAt = started;
  while (performance.now() - started < DRAIN_S * 1000 && performance.now() - progressAt < DRAIN_STALL_S * 1000) {
    const pending = await pendingDeliveries(db);
    const now = pending.undelivered + pending.owed;
    if (now === 0) return { seconds: (performance.now() - started) / 1000, left: 0 };
    if (now < left) progressAt = performance.now();
    left = now;
    await new Promise((r) => setTimeout(r, 250));
  }
  return { seconds: (performance.now() - started) / 1000, left };
}
