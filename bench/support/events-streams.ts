import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { systemClock } from '../../src/server/system-clock';
import { beyondIdle, databaseCounts, STATS_FLUSH_MS } from './database-activity';
import { awaitArrivals, deliveryOf, mergeArrivals } from './claim-arrivals';
import { benchFreePools } from './claim-load';
import { percentile } from './percentiles';
import { signedInPlayers } from './players';
import { PoolClaimer } from './pool-claimer';
import { ensureBuilt, freshPostgresDatabase, reachablePostgres } from './postgres-database';
import { childWithPort, describeFdLimits, fdLimits, openFds, raiseFdLimit, type FdLimits } from './process-limits';
import { serverMemory } from './server-memory';
import { BENCH_METRICS_TOKEN, cpuPercent, eventLoopLag, poolStreams, sample, scrapeMetrics } from './server-metrics';
import { startServerProcesses } from './server-processes';
import type { WatchSpec } from './stream-watchers';
import { printTable } from './table';
import { listenBacklog, tcpCounters, tcpCountersSince } from './tcp-counters';
import { WatcherProcess } from './watcher-processes';

/**
 * The `streams` part of `npm run bench -- events`: one server process on PostgreSQL holding
 * STREAMS live boards (GET /api/pools/{id}/events) on POOLS free pools.
 *
 * 1. The streams open from loopback addresses 127.0.0.2 … (PER_ADDRESS streams each, so no address runs
 *    short of ports, also when all reconnect), held by STREAM_CLIENTS client processes (more when one
 *    process's open-file limit is too low). Each side's soft open-file limit is raised to its hard
 *    limit; the streams are capped at what the server's limit allows, and the table says so.
 * 2. The server's RSS and heap before and after them (per stream), its event-loop lag; then CLAIM_RATE
 *    claims/s for CLAIM_S seconds by CLAIMERS signed-in players, each timed from its request to the
 *    LAST stream of its pool that heard it (target p95 < 250 ms), events delivered vs expected.
 * 3. A score on every bench game in one statement: how long until every stream heard its board's
 *    'pool' event, and the read-model misses it cost (target 0: the game's event carries its row).
 * 4. A reconnect storm (a proxy restart): every stream dropped at once and reopened at once; the time
 *    until all are open again, open -> snapshot, and what the snapshots cost the database (target 0):
 *    the read model's misses (/metrics), and the database's transactions and reads per table against
 *    an idle window as long (database-activity.ts). Then one claim per pool must reach every reopened
 *    stream. Connections refused at the server's full accept queue show in the kernel's counters.
 *
 * Prints one table. Sets a non-zero exit code only for correctness failures: events lost, claims not
 * made, streams that did not reopen; timings never fail it.
 */
const STREAMS = Number(process.env.STREAMS ?? 20_000);
const POOLS = Number(process.env.POOLS ?? 200);
const CLAIM_RATE = Number(process.env.CLAIM_RATE ?? 20);
const CLAIM_S = Number(process.env.CLAIM_S ?? 20);
const CLAIMERS = Number(process.env.CLAIMERS ?? 8);
const STREAM_CLIENTS = Number(process.env.STREAM_CLIENTS ?? 2);
/** Streams per loopback address: two rounds of them (before and after a storm) stay well within one address's ephemeral ports. */
const PER_ADDRESS = 1000;
/** Streams each client process opens at a time when they first open (each waits for its snapshot). */
const OPENING_AT_ONCE = 100;
/** Descriptors left to a process beyond its streams: database connections, the claims, /metrics, a storm's overlap. */
const FD_RESERVE = 200;
/** How long delivery may stall (no new event heard) before what has not arrived counts as lost. */
const DELIVERY_STALL_MS = 30_000;

type Metrics = Map<string, number>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
const sorted = (list: number[]) => list.sort((a, b) => a - b);
const pcts = (list: number[], ...ps: number[]) => ps.map((p) => ms(percentile(list, p))).join(' / ');
const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
const n = (value: number) => value.toLocaleString('en-US');
const load = () => loadavg()[0]!.toFixed(2);
/** Whole boards the server sent to streams, by reason (open, resume, gap, resync). */
const SNAPSHOTS = 'squares_sse_snapshots_total';
const readModel = (m: Metrics, result: 'hit' | 'miss') => sample(m, `squares_read_model_reads_total{result="${result}"}`);

/** A labelled counter's growth between two scrapes per label value, e.g. "open 19,773, gap 2" ('none' when it did not grow). */
function grewBy(from: Metrics, to: Metrics, name: string): string {
  const parts: string[] = [];
  for (const [key, value] of to) {
    if (!key.startsWith(`${name}{`)) continue;
    const grew = value - (from.get(key) ?? 0);
    if (grew > 0) parts.push(`${/="([^"]*)"/.exec(key)?.[1] ?? key} ${n(grew)}`);
  }
  return parts.join(', ') || 'none';
}

/** A logged error line in short: its message and its cause's (pino JSON), else the line's start. */
function errorOf(line: string): string {
  try {
    const { msg, err } = JSON.parse(line) as { msg?: string; err?: { message?: string; cause?: { message?: string } } };
    return [msg, err?.message?.slice(0, 200), err?.cause?.message].filter(Boolean).join(' — ');
  } catch {
    return line.slice(0, 500);
  }
}

/** What the phases share: the server, the client processes holding the streams, the claims, and what broke. */
interface Run {
  server: string;
  clients: WatcherProcess[];
  claimer: PoolClaimer;
  /** Streams per pool (stream i watches pool i % pools). */
  perPool: number[];
  failures: string[];
}

const report = (run: Run, rows: boolean, clear: boolean) => Promise.all(run.clients.map((c) => c.ask({ type: 'report', rows, clear })));
const sum = <T>(list: T[], of: (item: T) => number) => list.reduce((total, item) => total + of(item), 0);

/** `count` claims at CLAIM_RATE, then their events awaited on every stream of their pools (until delivery stalls). */
async function claimAndDeliver(run: Run, count: number) {
  await report(run, false, true);
  const from = await scrapeMetrics(run.server);
  const cpuFrom = sum(await report(run, false, false), (r) => r.cpuMs);
  const startedAt = performance.now();
  const claims = await run.claimer.claimAtRate(count, CLAIM_RATE);
  const expected = sum(claims, (c) => c.squareIds.length * run.perPool[c.poolIndex]!);
  await awaitArrivals(async () => sum(await report(run, false, false), (r) => r.arrivals), expected, DELIVERY_STALL_MS);
  const wallMs = performance.now() - startedAt;
  const to = await scrapeMetrics(run.server);
  const reports = await report(run, true, true);
  const { delivered, toLast } = deliveryOf(claims, mergeArrivals(reports));
  const made = claims.filter((c) => c.squareIds.length > 0).length;
  if (delivered < expected) run.failures.push(`${n(expected - delivered)} of ${n(expected)} claim events were not delivered`);
  if (made < count) run.failures.push(`${count - made} of ${count} claims were not made`);
  return {
    claims,
    made,
    expected,
    delivered,
    toLast: sorted(toLast),
    // These three count since the client processes started.
    dropped: sum(reports, (r) => r.dropped),
    resyncs: sum(reports, (r) => r.resyncs),
    duplicates: sum(reports, (r) => r.duplicates),
    snapshots: grewBy(from, to, SNAPSHOTS),
    serverCpu: cpuPercent(from, to, wallMs),
    clientCpu: Math.round(((sum(reports, (r) => r.cpuMs) - cpuFrom) * 100) / wallMs),
    lag: eventLoopLag(to),
  };
}

/**
 * A score on every bench game in one statement (a game event each, carrying the game's row): the time
 * from the statement to each stream hearing its board's 'pool' event, and the pool reads it cost the
 * server (target 0: the read model applies the game to the boards it holds).
 */
async function scoreRound(run: Run, db: Db, poolIds: number[], streams: number) {
  await report(run, false, true);
  const before = await scrapeMetrics(run.server);
  const sentAt = performance.timeOrigin + performance.now();
  await db.execute(
    sql`update games set home_score = home_score + 7 where id in (select game_id from pools where id = any(array[${sql.join(poolIds.map((id) => sql`${id}`), sql`, `)}]::int[]))`,
  );
  for (let waited = 0; waited < DELIVERY_STALL_MS; waited += 100) {
    if (sum(await report(run, false, false), (r) => r.poolStreams) >= streams) break;
    await sleep(100);
  }
  const reports = await report(run, true, true);
  const after = await scrapeMetrics(run.server);
  const waits = sorted(reports.flatMap((r) => r.poolHeardAt.map((at) => at - sentAt)));
  if (waits.length < streams) run.failures.push(`${n(streams - waits.length)} of ${n(streams)} streams did not hear their game's score`);
  return { heard: waits.length, waits, misses: readModel(after, 'miss') - readModel(before, 'miss'), lag: eventLoopLag(after) };
}

/**
 * Every stream dropped at once and reopened at once. Before it, an idle window with the same two
 * scrapes, for what the server's jobs read anyway; the counts are read STATS_FLUSH_MS after each window.
 */
async function reconnectStorm(run: Run, adminUrl: string, databaseUrl: string) {
  await sleep(STATS_FLUSH_MS);
  const idle = await databaseCounts(adminUrl, databaseUrl);
  await scrapeMetrics(run.server);
  await scrapeMetrics(run.server);
  await sleep(STATS_FLUSH_MS);
  const from = await databaseCounts(adminUrl, databaseUrl);
  const before = await scrapeMetrics(run.server);
  const tcpFrom = tcpCounters();
  const stormed = await Promise.all(run.clients.map((c) => c.ask({ type: 'storm' })));
  const after = await scrapeMetrics(run.server);
  const tcp = tcpCountersSince(tcpFrom);
  const loadAverage = load();
  await sleep(STATS_FLUSH_MS);
  const database = beyondIdle(idle, from, await databaseCounts(adminUrl, databaseUrl));
  const droppedAt = Math.min(...stormed.map((s) => s.droppedAt));
  const tookMs = Math.max(...stormed.map((s) => s.lastAt)) - droppedAt;
  const failed = sum(stormed, (s) => s.failed);
  const notSnapshot = sum(stormed, (s) => s.notSnapshot);
  if (failed > 0) run.failures.push(`${n(failed)} streams did not reopen after the storm`);
  if (notSnapshot > 0) run.failures.push(`${n(notSnapshot)} reopened streams began with another event than a snapshot`);
  return {
    tookMs,
    waits: sorted(stormed.flatMap((s) => s.waits)),
    snapshotKb: Math.max(...stormed.map((s) => s.snapshotChars)) / 1024,
    retries: sum(stormed, (s) => s.retries),
    failed,
    tcp,
    hits: readModel(after, 'hit') - readModel(before, 'hit'),
    misses: readModel(after, 'miss') - readModel(before, 'miss'),
    database,
    open: poolStreams(after),
    snapshots: grewBy(before, after, SNAPSHOTS),
    lag: eventLoopLag(after),
    serverCpu: cpuPercent(before, after, tookMs),
    loadAverage,
  };
}

export async function runStreamsPart(): Promise<void> {
  ensureBuilt();
  const admin = await reachablePostgres('events (streams)');
  if (!admin) return;
  const clock = systemClock();
  const { url, database, close } = await freshPostgresDatabase(admin, clock);
  const failures: string[] = [];
  try {
    const pools = await benchFreePools(database.db, POOLS, clock);
    const claimers = await signedInPlayers(database.db, CLAIMERS, clock, 'streams');
    // What one process can hold, so the bounds on streams are lifted: PER_ADDRESS streams share an address, and the
    // open-file limit is raised only after start (the process bound is derived from it then). The streams bench measures the bounds.
    const servers = await startServerProcesses(1, url, { METRICS_TOKEN: BENCH_METRICS_TOKEN, LOG_LEVEL: 'warn', STREAMS_PER_CLIENT: '100000', MAX_STREAMS: String(2 * STREAMS) });
    const server = servers.urls[0]!;
    const port = Number(new URL(server).port);
    const claimer = new PoolClaimer(server, pools, claimers);
    const clients: WatcherProcess[] = [];
    try {
      // Open files: each side's soft limit up to its hard limit; the streams capped at what the server's leaves.
      const pid = childWithPort(port);
      const serverLimitRaised = pid !== null && raiseFdLimit(pid);
      const serverLimits: FdLimits = pid === null ? { soft: Number.NaN, hard: Number.NaN } : fdLimits(pid);
      const serverRoom = pid !== null && Number.isFinite(serverLimits.soft) ? serverLimits.soft - openFds(pid) - FD_RESERVE : Infinity;
      const streams = Math.min(STREAMS, serverRoom);
      const clientHard = fdLimits().hard;
      const clientCount = Math.max(STREAM_CLIENTS, Number.isFinite(clientHard) ? Math.ceil(streams / (clientHard - FD_RESERVE)) : 1);
      const started = await Promise.all(Array.from({ length: clientCount }, () => WatcherProcess.start()));
      clients.push(...started.map((s) => s.process));
      const addresses = Math.min(250, Math.max(1, Math.ceil(streams / PER_ADDRESS)));
      /** Client `client`'s share of streams 0 … count-1: stream i watches pool i % pools, from address i % addresses. */
      const specsOf = (count: number, client: number): WatchSpec[] => {
        const specs: WatchSpec[] = [];
        for (let i = client; i < count; i += clientCount) specs.push({ poolId: pools[i % pools.length]!, address: `127.0.0.${2 + (i % addresses)}` });
        return specs;
      };
      const open = (count: number) => Promise.all(clients.map((c, i) => c.ask({ type: 'open', base: server, specs: specsOf(count, i), atOnce: OPENING_AT_ONCE })));
      const perPool = pools.map((_, p) => Math.floor(streams / pools.length) + (p < streams % pools.length ? 1 : 0));
      const run: Run = { server, clients, claimer, perPool, failures };

      // Warm-up: the process metrics start, one stream per pool loads each board into the read model, a few claims run the event path.
      const first = await scrapeMetrics(server);
      await open(pools.length);
      for (let p = 0; p < Math.min(10, pools.length); p++) await claimer.claim(p);
      await sleep(500);
      await Promise.all(clients.map((c) => c.ask({ type: 'closeAll' })));
      await sleep(3000);
      const before = await serverMemory(server);

      // 1. The streams open.
      await scrapeMetrics(server); // the lag figures start here
      const openStarted = performance.now();
      const opened = await open(streams);
      const openMs = performance.now() - openStarted;
      const openLag = eventLoopLag(await scrapeMetrics(server));
      const openLoad = load();
      const openFailed = sum(opened, (o) => o.failed);
      if (openFailed > 0) failures.push(`${n(openFailed)} streams did not open`);
      await sleep(3000);
      const after = await serverMemory(server);
      const gauge = poolStreams(await scrapeMetrics(server));

      // 2. Claims, each timed to the last stream of its pool.
      const trickle = await claimAndDeliver(run, Math.min(CLAIM_RATE * CLAIM_S, (claimer.leastFree - 2) * pools.length));
      const trickleLoad = load();
      const scores = await scoreRound(run, database.db, pools, streams);

      // 3. The reconnect storm; then one claim per pool must reach every reopened stream.
      const storm = await reconnectStorm(run, admin, url);
      const live = await claimAndDeliver(run, pools.length);

      const last = await scrapeMetrics(server);
      const logged = servers.logs.filter((l) => l.level >= 50);
      const capped = streams < STREAMS ? ` (${n(STREAMS)} asked: capped by the server's open-file limit)` : '';
      const row: Record<string, string | number> = {
        streams: `${n(streams)} on ${n(pools.length)} pools${capped}`,
        'client processes / loopback addresses': `${clientCount} / ${addresses} (127.0.0.2-127.0.0.${1 + addresses})`,
        'open files soft / hard: server, clients': `${describeFdLimits(serverLimits)}${serverLimitRaised ? '' : ' (not raised)'}, ${describeFdLimits(started[0]!.limits)}`,
        'opened in s (retries)': `${(openMs / 1000).toFixed(1)} (${n(sum(opened, (o) => o.retries))})`,
        'streams the server counts open': `${n(gauge)} (after the storm ${n(storm.open)})`,
        'server RSS before / after MB': `${mb(before.rss)} / ${mb(after.rss)}`,
        'RSS per stream KB': ((after.rss - before.rss) / 1024 / streams).toFixed(1),
        'heap used before / after MB': `${mb(before.heap)} / ${mb(after.heap)}`,
        'heap per stream KB': ((after.heap - before.heap) / 1024 / streams).toFixed(1),
        'server event-loop lag p99 / max ms: opening': openLag,
        'claims made (rate)': `${trickle.made} of ${trickle.claims.length} (${CLAIM_RATE}/s for ${(trickle.claims.length / CLAIM_RATE).toFixed(0)} s)`,
        'claim p50 / p99 ms': pcts(sorted(trickle.claims.map((c) => c.tookMs)), 50, 99),
        'events delivered / expected': `${n(trickle.delivered)} / ${n(trickle.expected)}`,
        'claim -> LAST stream of its pool p50 / p95 / p99 ms': pcts(trickle.toLast, 50, 95, 99),
        'claim -> LAST stream max ms': ms(trickle.toLast.at(-1) ?? Number.NaN),
        'claims: boards sent, by reason': trickle.snapshots,
        'server event-loop lag p99 / max ms: claims': trickle.lag,
        'server CPU % / clients CPU %: claims': `${trickle.serverCpu} / ${trickle.clientCpu}`,
        [`score on all ${n(pools.length)} games in one statement -> stream heard it p50 / p99 / last ms`]: pcts(scores.waits, 50, 99, 100),
        'score: streams that heard it / read-model misses': `${n(scores.heard)} / ${n(scores.misses)}`,
        'server event-loop lag p99 / max ms: score': scores.lag,
        'storm: all open again after s': (storm.tookMs / 1000).toFixed(1),
        'storm: open -> snapshot p50 / p99 / max ms': pcts(storm.waits, 50, 99, 100),
        'storm: snapshot KB': storm.snapshotKb.toFixed(1),
        'storm: listen backlog / SYNs dropped at a full queue / SYNs sent again':
          `${listenBacklog(port)} / ${n(storm.tcp.listenOverflows)} / ${n(storm.tcp.synRetransmits)} (machine-wide)`,
        'storm: retries / not reopened': `${n(storm.retries)} / ${n(storm.failed)}`,
        'storm: boards sent, by reason': storm.snapshots,
        'storm: read-model hits / misses': `${n(storm.hits)} / ${n(storm.misses)}`,
        'storm: database transactions (of an idle window as long)': `${n(storm.database.transactions)} (${n(storm.database.idleTransactions)})`,
        'storm: table reads beyond the idle window': storm.database.tables || 'none',
        'server event-loop lag p99 / max ms: storm': storm.lag,
        'server CPU %: storm': storm.serverCpu,
        'after the storm: events delivered / expected': `${n(live.delivered)} / ${n(live.expected)} (1 claim per pool)`,
        'streams ended by the server / boards resent / squares told twice (clients)': `${n(live.dropped)} / ${n(live.resyncs)} / ${n(live.duplicates)}`,
        'streams the server dropped as slow, by reason': grewBy(first, last, 'squares_sse_dropped_total'),
        'server errors logged': logged.length,
        'load average (1 min): opened / claims / storm': `${openLoad} / ${trickleLoad} / ${storm.loadAverage}`,
      };
      printTable(
        `Live boards on one process — PostgreSQL: ${n(streams)} pool streams from loopback addresses, memory per stream, ` +
          `${CLAIM_RATE} claims/s timed to the last stream of their pool (target p95 < 250 ms), then all streams reconnecting at once ` +
          `(target: 0 database reads for their snapshots)`,
        Object.entries(row).map(([measure, value]) => ({ measure, value })),
      );
      const notes = [...claimer.errors, ...(await report(run, false, false)).flatMap((r) => r.notes), ...logged.map((l) => `server logged: ${errorOf(l.line)}`)];
      for (const line of notes.slice(0, 15)) console.log(`  note: ${line}`);
    } finally {
      await Promise.all(clients.map((c) => c.stop()));
      claimer.close();
      await servers.stop();
    }
  } finally {
    await close();
  }
  if (failures.length > 0) {
    console.error(`\nEVENTS BENCH (streams) FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exitCode = 1;
  }
}
