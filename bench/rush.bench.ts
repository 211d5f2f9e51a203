import http from 'node:http';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { shuffle } from '../src/domain/random';
import { runUseCase } from '../src/server/core/use-case';
import type { Db } from '../src/server/db/client';
import { leagues } from '../src/server/db/schema';
import { createGame } from '../src/server/modules/games';
import { createGamePools } from '../src/server/modules/pools';
import { systemClock } from '../src/server/system-clock';
import { openBenchEventStream, squareIdsOf, type BenchEventStream } from './support/event-stream-client';
import { getText, postJson, type BenchResponse } from './support/http';
import { oversoldSquares } from './support/payments-audit';
import { percentile } from './support/percentiles';
import { signedInPlayers } from './support/players';
import { ensureBuilt, freshPostgresDatabase, reachablePostgres } from './support/postgres-database';
import { BENCH_METRICS_TOKEN, eventLoopLag, poolStreams, sample, scrapeMetrics } from './support/server-metrics';
import { startServerProcesses } from './support/server-processes';
import { printTable } from './support/table';

/**
 * Sunday morning on PostgreSQL, `npm run bench -- rush`. Two parts (RUSH_PARTS=1,2):
 *
 * 1. The rush: PLAYERS signed-in players arrive over ARRIVAL_S seconds (uniformly at random) at
 *    PROCESSES server processes, each behind its own address (TRUST_PROXY, X-Forwarded-For), and do
 *    what the web app does: the dashboard (leagues, the week's games, their pools, a game's pools), a
 *    pool page (the pool, its squares, its live stream, kept open until the rush is over), then claim
 *    1-3 squares their board shows free in the game's free pool (one POST per square, in parallel, as
 *    the web app sends them; BATCH_CLAIMS=1 sends one {squares: [...]}) or, for a BUYERS share, buy
 *    1-3 squares of one of its paid pools through the sandbox checkout (create-escrow-payment, the card
 *    form's confirm, purchase-squares). Players look at each page for up to THINK_S seconds. GAMES
 *    games are picked by popularity (weight 1 / sqrt(rank)), so the headline boards fill and their late
 *    players go back to the dashboard for another game. 409s of real races (square taken, pool full)
 *    are expected; anything else is an error. Claim-to-event: from a claim's request being sent to its
 *    'squares' event arriving on the streams of the OTHER players on that pool. Afterwards the
 *    database is audited: no square owned twice, no pool over its size, nobody over a pool's limit.
 * 2. Idle watchers: one process, WATCHERS streams open on WATCHED_POOLS pools (no claims), the
 *    server's memory (/metrics) before and after them; then TRICKLE_RATE claims/s for TRICKLE_S
 *    seconds, each event timed on every stream of its pool (target p95 < 250 ms).
 *
 * Timings are only printed. The bench exits non-zero (after printing its tables) when it broke: a 5xx,
 * a network error, an unexpected 4xx, a stream that failed or ended, an event lost, a server error
 * logged, or an oversold board.
 */
const PLAYERS = Number(process.env.PLAYERS ?? 2000);
const ARRIVAL_S = Number(process.env.ARRIVAL_S ?? 60);
const PROCESSES = Number(process.env.PROCESSES ?? 1);
/** Share of players who buy squares of a paid pool; the others claim squares of a free one. */
const BUYERS = Number(process.env.BUYERS ?? 0.25);
/** Games of the active week (each with its tier pools: one free, four paid). */
const GAMES = Number(process.env.GAMES ?? Math.max(5, Math.ceil(PLAYERS / 40)));
/** A player looks at a page for 0..THINK_S seconds before the next step. */
const THINK_S = Number(process.env.THINK_S ?? 2);
const BATCH_CLAIMS = process.env.BATCH_CLAIMS === '1';
/** Pools a player tries (a full board sends it back to the dashboard for another game) before giving up. */
const POOLS_TRIED = 5;
/** Picks (claims or checkouts) on one board before the player gives up on it. */
const PICKS_PER_BOARD = 3;

const WATCHERS = Number(process.env.WATCHERS ?? 5000);
const WATCHED_POOLS = Number(process.env.WATCHED_POOLS ?? 5);
const TRICKLE_RATE = Number(process.env.TRICKLE_RATE ?? 20);
const TRICKLE_S = Number(process.env.TRICKLE_S ?? 20);
/** Streams being opened at once in part 2 (each waits for its snapshot). */
const OPENING_AT_ONCE = 100;

const PARTS = (process.env.RUSH_PARTS ?? '1,2').split(',').map((p) => p.trim());
const CARD_OK = '4242 4242 4242 4242';
const DAY_MS = 86_400_000;

type Row = Record<string, string | number>;
interface PoolJson {
  id: number;
  entryFeeCents: number;
  maxSquaresPerPlayer: number;
  status: string;
  held: { row: number; column: number }[];
}
interface SquareJson {
  id: number;
  row: number;
  column: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(Math.random() * THINK_S * 1000);
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
const sorted = (list: number[]) => list.sort((a, b) => a - b);
const pcts = (list: number[], ...ps: number[]) => ps.map((p) => ms(percentile(list, p))).join(' / ');
const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
const loadAverage = () => loadavg()[0]!.toFixed(2);
const cpuSeconds = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1e6;
const percentOf = (cpuS: number, wallS: number) => Math.round((cpuS / wallS) * 100);

/** What broke, in words (the bench exits non-zero when there is any). */
const failures: string[] = [];

/** A game of the bench with its tier pools, made as the product makes them (createGame, then createGamePools). */
interface BenchGame {
  gameId: number;
  freePoolId: number;
}

/** `count` games of league 1's active week a week from now (listed by GET /api/games), with their tier pools. */
async function benchGames(db: Db, count: number, now: Date): Promise<BenchGame[]> {
  const [league] = await db.select({ activeWeek: leagues.activeWeek }).from(leagues).where(eq(leagues.id, 1));
  const made: BenchGame[] = [];
  for (let i = 0; i < count; i++) {
    const pools = await runUseCase(db, () => now, async (ctx) => {
      const game = await createGame(ctx, {
        leagueId: 1,
        home: { name: `Home ${i}`, color: '#123456' },
        away: { name: `Away ${i}`, color: '#654321' },
        week: league?.activeWeek ?? null,
        season: null,
        gameDate: new Date(now.getTime() + 7 * DAY_MS),
      });
      return createGamePools(ctx, { gameId: game.id });
    }, undefined);
    made.push({ gameId: pools[0]!.gameId, freePoolId: pools.find((p) => p.entryFeeCents === 0)!.id });
  }
  return made;
}

/** Records what the bench did not expect (the first few in words) and counts it. */
class Errors {
  count = 0;
  add(what: string): void {
    this.count++;
    if (this.count <= 10) failures.push(what);
  }
  answer(what: string, answer: BenchResponse): void {
    this.add(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
  }
}

// ---------------------------------------------------------------------------------------------------
// Part 1: the rush.

/** A pool page's board as its player sees it: squares sold (its reads, then its stream) and held. */
class BoardView {
  readonly sold = new Set<number>();
  held = new Set<number>();
  status = 'open';
  pool(pool: PoolJson): void {
    this.held = new Set(pool.held.map((s) => s.row * 10 + s.column));
    this.status = pool.status;
  }
  squares(squares: { row: number; column: number }[]): void {
    for (const s of squares) this.sold.add(s.row * 10 + s.column);
  }
  free(): number[] {
    const free: number[] = [];
    for (let k = 0; k < 100; k++) if (!this.sold.has(k) && !this.held.has(k)) free.push(k);
    return shuffle(free, Math.random);
  }
}

interface RushPlayer {
  index: number;
  arrivesAt: number;
  buys: boolean;
  base: URL;
  headers: Record<string, string>;
  cookie: string;
  stream: BenchEventStream | null;
}

async function rush(admin: string): Promise<void> {
  const now = systemClock();
  const { url, database, close } = await freshPostgresDatabase(admin, now);
  try {
    const { db } = database;
    const games = await benchGames(db, GAMES, now);
    const benchGameIds = new Set(games.map((g) => g.gameId));
    // Popularity: the i-th game is picked with weight 1 / sqrt(i + 1) (the first few boards fill, players move on).
    const popularity = games.map((_, i) => 1 / Math.sqrt(i + 1));
    const accounts = await signedInPlayers(db, PLAYERS, now, 'rush');
    const servers = await startServerProcesses(PROCESSES, url, { TRUST_PROXY: 'true', METRICS_TOKEN: BENCH_METRICS_TOKEN, LOG_LEVEL: 'warn' });
    // Stopped before the audit, or in `finally` when the run broke.
    let stopped: Promise<void> | null = null;
    const stopServers = () => (stopped ??= servers.stop());
    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    const errors = new Errors();
    const players: RushPlayer[] = accounts.map((account, index) => ({
      index,
      arrivesAt: Math.random() * ARRIVAL_S * 1000,
      buys: Math.random() < BUYERS,
      base: new URL(servers.urls[index % servers.urls.length]!),
      cookie: account.cookie,
      // As a browser behind the proxy: its session, its own address.
      headers: { cookie: account.cookie, 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` },
      stream: null,
    }));
    const latency = { reads: [] as number[], snapshot: [] as number[], claim: [] as number[], create: [] as number[], confirm: [] as number[], purchase: [] as number[], checkout: [] as number[] };
    const counts = { requests: 0, claimRaces: 0, purchases: 0, squaresBought: 0, checkoutRaces: 0, fullBoards: 0, gaveUp: 0 };
    /** Square id -> the claim that made it: who claimed it and when its request was sent. */
    const claimsSent = new Map<number, { player: number; sentAt: number }>();
    /** Square id -> each 'squares' event naming it: on whose stream and when. */
    const arrivals = new Map<number, { player: number; at: number }[]>();

    const call = async (player: RushPlayer, method: 'GET' | 'POST', path: string, body?: unknown): Promise<BenchResponse & { ms: number }> => {
      counts.requests++;
      const t0 = performance.now();
      try {
        const answer =
          method === 'GET'
            ? await getText(agent, player.base, path, player.headers)
            : await postJson(agent, player.base, path, JSON.stringify(body), player.cookie, { 'x-forwarded-for': player.headers['x-forwarded-for']! });
        return { ...answer, ms: performance.now() - t0 };
      } catch (error) {
        errors.add(`${method} ${path}: ${(error as Error).message}`);
        return { status: 0, text: '', ms: performance.now() - t0 };
      }
    };
    const read = async <T>(player: RushPlayer, path: string): Promise<T | null> => {
      const answer = await call(player, 'GET', path);
      latency.reads.push(answer.ms);
      if (answer.status === 200) return JSON.parse(answer.text) as T;
      if (answer.status !== 0) errors.answer(`GET ${path}`, answer);
      return null;
    };

    /** The pool page: its reads, its stream (until its snapshot), then the player's claim or checkout. */
    const poolPage = async (player: RushPlayer, poolId: number): Promise<'done' | 'full'> => {
      player.stream?.close();
      player.stream = null;
      const view = new BoardView();
      const [pool, sold] = await Promise.all([read<PoolJson>(player, `/api/pools/${poolId}`), read<SquareJson[]>(player, `/api/pools/${poolId}/squares`)]);
      if (!pool || !sold) return 'done';
      view.pool(pool);
      view.squares(sold);
      counts.requests++;
      const opened = performance.now();
      const stream = openBenchEventStream(agent, player.base, `/api/pools/${poolId}/events`, player.headers, (name, data, at) => {
        if (name === 'snapshot') {
          const snapshot = JSON.parse(data) as { pool: PoolJson; squares: SquareJson[] };
          view.pool(snapshot.pool);
          view.squares(snapshot.squares);
        } else if (name === 'squares') {
          const event = JSON.parse(data) as { pool: PoolJson; squares: SquareJson[] };
          view.pool(event.pool);
          view.squares(event.squares);
          for (const square of event.squares) {
            let list = arrivals.get(square.id);
            if (!list) arrivals.set(square.id, (list = []));
            list.push({ player: player.index, at });
          }
        } else if (name === 'pool' || name === 'winner') {
          view.pool((JSON.parse(data) as { pool: PoolJson }).pool);
        }
      });
      player.stream = stream;
      void stream.ended.then((error) => error && errors.add(`player ${player.index}'s stream of pool ${poolId}: ${error.message}`));
      try {
        const first = await stream.first;
        latency.snapshot.push(first.at - opened);
        if (first.name !== 'snapshot') errors.add(`pool ${poolId}'s stream began with '${first.name}', not a snapshot`);
      } catch {
        return 'done'; // counted by `ended`
      }
      await think();
      return player.buys ? checkout(player, pool, view) : claim(player, pool, view);
    };

    const claim = async (player: RushPlayer, pool: PoolJson, view: BoardView): Promise<'done' | 'full'> => {
      let wanted = Math.min(1 + Math.floor(Math.random() * 3), pool.maxSquaresPerPlayer);
      let claimed = 0;
      for (let pick = 0; pick < PICKS_PER_BOARD && wanted > 0; pick++) {
        const free = view.free();
        if (view.status !== 'open' || free.length === 0) break;
        const squares = free.slice(0, wanted).map((k) => ({ row: Math.floor(k / 10), column: k % 10 }));
        const bodies = BATCH_CLAIMS ? [{ squares }] : squares.map((s) => ({ ...s, price: '0.00' }));
        const answers = await Promise.all(
          bodies.map(async (body) => {
            const sentAt = performance.now();
            const answer = await call(player, 'POST', `/api/pools/${pool.id}/squares`, body);
            latency.claim.push(answer.ms);
            return { answer, sentAt, asked: 'squares' in body ? body.squares : [body] };
          }),
        );
        let full = false;
        for (const { answer, sentAt, asked } of answers) {
          if (answer.status === 201) {
            const made = (JSON.parse(answer.text) as { squares: SquareJson[] }).squares;
            for (const square of made) claimsSent.set(square.id, { player: player.index, sentAt });
            view.squares(made);
            claimed += made.length;
            wanted -= made.length;
          } else if (answer.status === 409 && answer.text.includes('"square_taken"')) {
            counts.claimRaces++;
            view.squares(asked); // the toast says so; the stream will too
          } else if (answer.status === 409 && answer.text.includes('"pool_closed"')) {
            full = true;
          } else if (answer.status !== 0) {
            errors.answer(`claim in pool ${pool.id}`, answer);
            return 'done';
          }
        }
        if (full) break;
      }
      return claimed > 0 || wanted === 0 ? 'done' : 'full';
    };

    const checkout = async (player: RushPlayer, pool: PoolJson, view: BoardView): Promise<'done' | 'full'> => {
      for (let pick = 0; pick < PICKS_PER_BOARD; pick++) {
        const free = view.free();
        if (view.status !== 'open' || free.length === 0) return 'full';
        const count = Math.min(1 + Math.floor(Math.random() * 3), pool.maxSquaresPerPlayer, free.length);
        const squares = free.slice(0, count).map((k) => ({ row: Math.floor(k / 10), column: k % 10 }));
        const cents = pool.entryFeeCents * count;
        const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        const started = performance.now();
        const created = await call(player, 'POST', '/api/create-escrow-payment', { amount, poolId: pool.id, squares });
        latency.create.push(created.ms);
        if (created.status === 409 && created.text.includes('"square_taken"')) {
          counts.checkoutRaces++;
          view.squares(squares);
          continue;
        }
        if (created.status === 409 && created.text.includes('"pool_closed"')) return 'full';
        if (created.status !== 200) {
          if (created.status !== 0) errors.answer(`create-escrow-payment in pool ${pool.id}`, created);
          return 'done';
        }
        const payment = JSON.parse(created.text) as { paymentIntentId: string; clientSecret: string };
        const confirmed = await call(player, 'POST', `/api/sandbox/payment-intents/${payment.paymentIntentId}/confirm`, {
          clientSecret: payment.clientSecret,
          cardNumber: CARD_OK,
          expMonth: 12,
          expYear: 2030,
          cvc: '123',
        });
        latency.confirm.push(confirmed.ms);
        if (confirmed.status !== 200 || !/"status":"(requires_capture|succeeded)"/.test(confirmed.text)) {
          if (confirmed.status !== 0) errors.answer('sandbox confirm', confirmed);
          return 'done';
        }
        const purchase = await call(player, 'POST', '/api/purchase-squares', { poolId: pool.id, squares, paymentIntentId: payment.paymentIntentId });
        latency.purchase.push(purchase.ms);
        if (purchase.status !== 200 || !purchase.text.includes('"outcome":"completed"')) {
          if (purchase.status !== 0) errors.answer('purchase-squares', purchase);
          return 'done';
        }
        latency.checkout.push(performance.now() - started);
        counts.purchases++;
        counts.squaresBought += count;
        return 'done';
      }
      return 'done';
    };

    const play = async (player: RushPlayer, startedAt: number): Promise<void> => {
      await sleep(startedAt + player.arrivesAt - performance.now());
      // The dashboard: its lists load together.
      const [, week] = await Promise.all([
        read(player, '/api/leagues'),
        read<{ id: number }[]>(player, '/api/games?leagueId=1'),
        read(player, '/api/user-pools'),
      ]);
      const listed = (week ?? []).map((g) => g.id).filter((id) => benchGameIds.has(id));
      if (week && listed.length !== games.length) errors.add(`GET /api/games listed ${listed.length} of the ${games.length} bench games`);
      const tried = new Set<number>();
      for (let attempt = 0; attempt < POOLS_TRIED; attempt++) {
        const game = pickGame(tried);
        if (game === null) break;
        tried.add(game);
        const pools = await read<PoolJson[]>(player, `/api/games/${games[game]!.gameId}/pools`);
        if (!pools) return;
        const open = pools.filter((p) => p.status === 'open' && (player.buys ? p.entryFeeCents > 0 : p.entryFeeCents === 0));
        if (open.length === 0) {
          counts.fullBoards++;
          continue;
        }
        await think();
        const outcome = await poolPage(player, open[Math.floor(Math.random() * open.length)]!.id);
        if (outcome === 'done') return;
        counts.fullBoards++;
      }
      counts.gaveUp++;
    };

    /** A game by popularity among those not tried yet (index into `games`), or null. */
    const pickGame = (tried: Set<number>): number | null => {
      const total = popularity.reduce((sum, w, i) => (tried.has(i) ? sum : sum + w), 0);
      let r = Math.random() * total;
      for (let i = 0; i < games.length; i++) {
        if (tried.has(i)) continue;
        r -= popularity[i]!;
        if (r <= 0) return i;
      }
      return null;
    };

    try {
      await verifyBuyers(agent, players.filter((p) => p.buys));
      // The first scrape starts the process metrics; the second one's lag figures then cover the rush alone.
      const startMetrics = await Promise.all(servers.urls.map((u) => scrapeMetrics(u)));
      const clientCpu = process.cpuUsage();
      const startedAt = performance.now();
      await Promise.all(players.map((player) => play(player, startedAt)));
      const rushS = (performance.now() - startedAt) / 1000;
      // The last claims' events are on their way.
      await sleep(2000);
      const memory = await Promise.all(servers.urls.map((u) => scrapeMetrics(u)));
      const load = loadAverage();
      const clientCpuS = cpuSeconds(process.cpuUsage(clientCpu));
      const serverCpu = memory.map((m, i) => percentOf(sample(m, 'process_cpu_seconds_total') - sample(startMetrics[i]!, 'process_cpu_seconds_total'), rushS + 2));
      const openStreams = memory.reduce((sum, m) => sum + poolStreams(m), 0);
      for (const player of players) player.stream?.close();

      const toEvent: number[] = [];
      for (const [squareId, heard] of arrivals) {
        const sent = claimsSent.get(squareId);
        if (!sent) continue; // a purchase's squares
        for (const { player, at } of heard) if (player !== sent.player) toEvent.push(at - sent.sentAt);
      }
      await stopServers();
      const logged = servers.logs.filter((l) => l.level >= 50);
      for (const l of logged.slice(0, 5)) failures.push(`server ${l.process} logged: ${l.line.slice(0, 1000)}`);
      const oversold = await oversoldSquares(db);
      const oversoldCount = oversold.doubled + oversold.overfull + oversold.overlimit;
      if (oversoldCount > 0) failures.push(`oversold: ${JSON.stringify(oversold)}`);

      for (const list of Object.values(latency)) sorted(list);
      sorted(toEvent);
      const row: Row = {
        'players (buying)': `${PLAYERS.toLocaleString('en-US')} (${players.filter((p) => p.buys).length})`,
        'server processes': PROCESSES,
        'arrival s (rush took s)': `${ARRIVAL_S} (${rushS.toFixed(1)})`,
        'games (free + paid pools)': `${GAMES} (${GAMES} + ${GAMES * 4})`,
        requests: counts.requests,
        'requests/s': Math.round(counts.requests / rushS),
        'page reads p50 / p99 ms': pcts(latency.reads, 50, 99),
        'stream open -> snapshot p50 / p99 ms': pcts(latency.snapshot, 50, 99),
        'claims: squares claimed / 409 taken': `${claimsSent.size.toLocaleString('en-US')} / ${counts.claimRaces}`,
        'claim p50 / p99 ms': pcts(latency.claim, 50, 99),
        'purchases (squares) / 409 taken': `${counts.purchases} (${counts.squaresBought}) / ${counts.checkoutRaces}`,
        'create / confirm / purchase-squares p99 ms': `${ms(percentile(latency.create, 99))} / ${ms(percentile(latency.confirm, 99))} / ${ms(percentile(latency.purchase, 99))}`,
        'whole checkout p50 / p99 ms': pcts(latency.checkout, 50, 99),
        'full boards met / players who gave up': `${counts.fullBoards} / ${counts.gaveUp}`,
        'claim events on others\' streams': toEvent.length,
        'claim -> event p50 / p95 / p99 ms': pcts(toEvent, 50, 95, 99),
        'streams open at the end': openStreams,
        errors: errors.count,
        oversold: oversoldCount,
        'server RSS at the end MB': memory.map((m) => mb(sample(m, 'process_resident_memory_bytes'))).join(' / '),
        'server CPU % / event-loop lag p99 / max ms': memory.map((m, i) => `${serverCpu[i]} / ${eventLoopLag(m)}`).join(', '),
        'bench client CPU %': percentOf(clientCpuS, rushS + 2),
        'load average (1 min)': load,
      };
      printTable(
        `Sunday-morning rush — PostgreSQL, ${PROCESSES} process(es): players arrive over ${ARRIVAL_S} s, read the dashboard and a pool page, ` +
          `keep its live stream open and claim 1-3 free squares (${BATCH_CLAIMS ? 'one batch POST' : 'one POST per square, in parallel, as the web app'}) ` +
          `or buy 1-3 paid squares through the sandbox checkout (${Math.round(BUYERS * 100)}%); think time 0-${THINK_S} s per page`,
        Object.entries(row).map(([measure, value]) => ({ measure, value })),
      );
    } finally {
      for (const player of players) player.stream?.close();
      agent.destroy();
      await stopServers();
    }
  } finally {
    await close();
  }

  /** Age and location verified for paid play (D14) through the route, before the clock starts. */
  async function verifyBuyers(agent: http.Agent, buyers: RushPlayer[]): Promise<void> {
    const queue = [...buyers];
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const body = JSON.stringify({ dateOfBirth: '1990-01-01', residenceState: 'CA', residenceCountry: 'US' });
          const answer = await postJson(agent, next.base, '/api/verify-age', body, next.cookie);
          if (answer.status !== 200) throw new Error(`verify-age failed: ${answer.status} ${answer.text}`);
        }
      }),
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// Part 2: idle watchers, then a trickle of claims.

async function idleWatchers(admin: string): Promise<void> {
  const now = systemClock();
  const { url, database, close } = await freshPostgresDatabase(admin, now);
  try {
    const { db } = database;
    const pools = (await benchGames(db, WATCHED_POOLS, now)).map((g) => g.freePoolId);
    const claimers = await signedInPlayers(db, 100, now, 'claimer');
    // Every watcher comes from this one address: the per-client bound on streams is lifted (the streams bench measures it).
    const servers = await startServerProcesses(1, url, { METRICS_TOKEN: BENCH_METRICS_TOKEN, LOG_LEVEL: 'warn', STREAMS_PER_CLIENT: '100000' });
    const server = servers.urls[0]!;
    const base = new URL(server);
    const watcherAgent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    const claimAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const errors = new Errors();
    const streams: BenchEventStream[] = [];
    /** Square id -> when each 'squares' event naming it arrived (on any watcher's stream). */
    const arrivals = new Map<number, number[]>();
    let eventBytes = 0;
    const onEvent = (name: string, data: string, at: number) => {
      if (name !== 'squares') return;
      if (eventBytes === 0) eventBytes = data.length;
      for (const id of squareIdsOf(data)) {
        const list = arrivals.get(id);
        if (list) list.push(at);
        else arrivals.set(id, [at]);
      }
    };
    const watch = async (poolIndex: number, into: BenchEventStream[]) => {
      const stream = openBenchEventStream(watcherAgent, base, `/api/pools/${pools[poolIndex]}/events`, {}, onEvent);
      into.push(stream);
      void stream.ended.then((error) => error && errors.add(`a watcher of pool ${pools[poolIndex]}: ${error.message}`));
      await stream.first.catch(() => {});
    };
    // Each pool's squares in a shuffled order; claim k is pool k % WATCHED_POOLS's, by claimer k / WATCHED_POOLS (one square each per pool).
    const free = pools.map(() => shuffle(Array.from({ length: 100 }, (_, i) => i), Math.random));
    let claimIndex = 0;
    const claimOne = async () => {
      const k = claimIndex++;
      const poolIndex = k % pools.length;
      const square = free[poolIndex]!.pop()!;
      const claimer = claimers[Math.floor(k / pools.length) % claimers.length]!;
      const body = JSON.stringify({ row: Math.floor(square / 10), column: square % 10 });
      const sentAt = performance.now();
      const answer = await postJson(claimAgent, base, `/api/pools/${pools[poolIndex]}/squares`, body, claimer.cookie).catch((error: Error) => {
        errors.add(`claim: ${error.message}`);
        return null;
      });
      const tookMs = performance.now() - sentAt;
      if (answer && answer.status !== 201) errors.answer(`claim in pool ${pools[poolIndex]}`, answer);
      const ids = answer?.status === 201 ? (JSON.parse(answer.text) as { squares: SquareJson[] }).squares.map((s) => s.id) : [];
      return { poolIndex, sentAt, tookMs, ids };
    };
    const memory = async () => {
      const readings: { rss: number; heap: number }[] = [];
      for (let i = 0; i < 3; i++) {
        const m = await scrapeMetrics(server);
        readings.push({ rss: sample(m, 'process_resident_memory_bytes'), heap: sample(m, 'nodejs_heap_size_used_bytes') });
        await sleep(500);
      }
      const median = (values: number[]) => sorted(values)[1]!;
      return { rss: median(readings.map((r) => r.rss)), heap: median(readings.map((r) => r.heap)) };
    };

    try {
      // Warm-up: the process metrics start, the code paths run once (streams, claims, events).
      await scrapeMetrics(server);
      const warm: BenchEventStream[] = [];
      await Promise.all(Array.from({ length: 100 }, (_, i) => watch(i % pools.length, warm)));
      for (let i = 0; i < 2 * pools.length; i++) await claimOne();
      await sleep(500);
      for (const stream of warm) stream.close();
      await sleep(3000);
      const before = await memory();

      const openStarted = performance.now();
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(OPENING_AT_ONCE, WATCHERS) }, async () => {
          while (next < WATCHERS) await watch(next++ % pools.length, streams);
        }),
      );
      const openS = (performance.now() - openStarted) / 1000;
      await sleep(3000);
      const after = await memory();
      const gauge = poolStreams(await scrapeMetrics(server));
      if (gauge !== WATCHERS) errors.add(`the server counts ${gauge} open pool streams, ${WATCHERS} were opened`);

      // The trickle: claims due at a steady rate (open loop), each timed to every watcher of its pool.
      arrivals.clear();
      const clientLoop = monitorEventLoopDelay({ resolution: 10 });
      const startMetrics = await scrapeMetrics(server);
      const clientCpu = process.cpuUsage();
      const trickleStarted = performance.now();
      clientLoop.enable();
      const pending: ReturnType<typeof claimOne>[] = [];
      const claimCount = Math.min(TRICKLE_RATE * TRICKLE_S, pools.length * 100 - claimIndex);
      for (let k = 0; k < claimCount; k++) {
        await sleep(trickleStarted + (k * 1000) / TRICKLE_RATE - performance.now());
        pending.push(claimOne());
      }
      const claims = await Promise.all(pending);
      const perPool = pools.map((_, i) => streams.filter((_, s) => s % pools.length === i).length);
      const expected = claims.reduce((sum, c) => sum + c.ids.length * perPool[c.poolIndex]!, 0);
      const delivered = () => claims.reduce((sum, c) => sum + c.ids.reduce((n, id) => n + (arrivals.get(id)?.length ?? 0), 0), 0);
      // Events still on their way: wait while they come, at most 30 s.
      for (let waited = 0, last = -1; waited < 30_000 && delivered() < expected && delivered() !== last; waited += 1000) {
        last = delivered();
        await sleep(1000);
      }
      clientLoop.disable();
      const trickleS = (performance.now() - trickleStarted) / 1000;
      const cpu = process.cpuUsage(clientCpu);
      const endMetrics = await scrapeMetrics(server);
      const load = loadAverage();
      const got = delivered();
      if (got !== expected) errors.add(`${got} claim events delivered to the watchers, ${expected} expected`);

      const toEvent: number[] = [];
      for (const c of claims) for (const id of c.ids) for (const at of arrivals.get(id) ?? []) toEvent.push(at - c.sentAt);
      sorted(toEvent);
      const claimMs = sorted(claims.map((c) => c.tookMs));
      const serverCpu = sample(endMetrics, 'process_cpu_seconds_total') - sample(startMetrics, 'process_cpu_seconds_total');
      const logged = servers.logs.filter((l) => l.level >= 50);
      for (const l of logged.slice(0, 5)) failures.push(`server logged: ${l.line.slice(0, 1000)}`);
      const row: Row = {
        watchers: `${WATCHERS.toLocaleString('en-US')} on ${pools.length} pools (opened in ${openS.toFixed(1)} s)`,
        'RSS before / after MB': `${mb(before.rss)} / ${mb(after.rss)}`,
        'RSS per 1,000 watchers MB': ((after.rss - before.rss) / 1_048_576 / (WATCHERS / 1000)).toFixed(1),
        'heap used before / after MB': `${mb(before.heap)} / ${mb(after.heap)}`,
        'heap per watcher KB': ((after.heap - before.heap) / 1024 / WATCHERS).toFixed(1),
        claims: `${claims.filter((c) => c.ids.length > 0).length} of ${claimCount} (${TRICKLE_RATE}/s for ${TRICKLE_S} s)`,
        'claim p50 / p99 ms': pcts(claimMs, 50, 99),
        'squares event KB': (eventBytes / 1024).toFixed(1),
        'events delivered / expected': `${got.toLocaleString('en-US')} / ${expected.toLocaleString('en-US')}`,
        'claim -> event p50 / p95 / p99 ms': pcts(toEvent, 50, 95, 99),
        'claim -> event max ms': ms(toEvent[toEvent.length - 1] ?? Number.NaN),
        'server event-loop lag p99 / max ms': eventLoopLag(endMetrics),
        'server CPU during the trickle %': percentOf(serverCpu, trickleS),
        'bench client CPU % / loop lag p99 ms': `${percentOf(cpuSeconds(cpu), trickleS)} / ${ms(clientLoop.percentile(99) / 1e6)}`,
        errors: errors.count,
        'load average (1 min)': load,
      };
      printTable(
        `Idle watchers — one process on PostgreSQL: ${WATCHERS.toLocaleString('en-US')} pool streams open, memory before and after them, ` +
          `then ${TRICKLE_RATE} claims/s for ${TRICKLE_S} s timed on every stream of their pool (target p95 < 250 ms)`,
        Object.entries(row).map(([measure, value]) => ({ measure, value })),
      );
    } finally {
      for (const stream of streams) stream.close();
      watcherAgent.destroy();
      claimAgent.destroy();
      await servers.stop();
    }
  } finally {
    await close();
  }
}

ensureBuilt();
const admin = (await reachablePostgres('rush')) ?? process.exit(0);
if (PARTS.includes('1')) await rush(admin);
if (PARTS.includes('2')) await idleWatchers(admin);
if (failures.length > 0) {
  console.error(`\nRUSH BENCH FAILED:\n${failures.slice(0, 20).map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
