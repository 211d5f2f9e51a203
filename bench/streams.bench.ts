import http from 'node:http';
import { loadavg } from 'node:os';
import { awaitArrivals, deliveryOf, mergeArrivals } from './support/claim-arrivals';
import { benchFreePools } from './support/claim-load';
import { getText } from './support/http';
import { percentile } from './support/percentiles';
import { signedInPlayers } from './support/players';
import { PoolClaimer } from './support/pool-claimer';
import { ensureBuilt, freshPostgresDatabase, reachablePostgres } from './support/postgres-database';
import { BENCH_METRICS_TOKEN, cpuPercent, eventLoopLag, poolStreams, sample, scrapeMetrics } from './support/server-metrics';
import { startServerProcesses } from './support/server-processes';
import { runAbuser, type AbuseReport } from './support/stream-abuser';
import type { WatchSpec } from './support/stream-watchers';
import { printTable } from './support/table';
import { WatcherProcess } from './support/watcher-processes';
import { systemClock } from '../src/server/system-clock';

/**
 * Live streams are bounded (D20), `npm run bench -- streams`: one server process on PostgreSQL with
 * the default bounds (STREAMS_PER_CLIENT 20; the process's bound from its open-file limit), WATCHERS
 * ordinary live boards from many loopback addresses (WATCHERS_PER_ADDRESS each, under the bound), and
 * two phases of PHASE_S seconds each, the same load in both:
 * - CLAIM_RATE claims/s, each timed to the LAST stream of its pool that heard it (claim -> event);
 * - GET_RATE ordinary reads/s (GET /api/leagues and GET /api/pools/{id}, open loop, timed from when
 *   each was due), from an address of their own;
 * first without abuse, then with one abusive client (bench/support/stream-abuser.ts) opening streams
 * from one address as fast as it is answered, ABUSE_CONCURRENCY at a time, retrying every refusal at once.
 *
 * Prints one table, a column per phase. Exits non-zero only for correctness: an ordinary watcher's event
 * lost, a claim not made, an ordinary read refused, or the abuser holding more than its bound.
 */
const WATCHERS = Number(process.env.ABUSE_WATCHERS ?? 5000);
const WATCHERS_PER_ADDRESS = Number(process.env.ABUSE_PER_ADDRESS ?? 10);
const POOLS = Number(process.env.ABUSE_POOLS ?? 100);
const PHASE_S = Number(process.env.ABUSE_PHASE_S ?? 10);
const CLAIM_RATE = Number(process.env.ABUSE_CLAIM_RATE ?? 20);
const GET_RATE = Number(process.env.ABUSE_GET_RATE ?? 100);
const ABUSE_CONCURRENCY = Number(process.env.ABUSE_CONCURRENCY ?? 50);
const CLAIMERS = 8;
/** Streams each watcher process holds at most (two processes for the default 5,000). */
const PER_WATCHER_PROCESS = 2500;
const OPENING_AT_ONCE = 100;
/** How long delivery may stall (no new event heard) before what has not arrived counts as lost. */
const DELIVERY_STALL_MS = 15_000;
/** The abuser starts this long before the measured load, so it is at its bound when the load begins. */
const ABUSE_LEAD_S = 2;
/** Quiet time after the warm-up claims, before the first phase. */
const WARM_UP_MS = 5_000;
const ABUSER_ADDRESS = '127.0.0.66';
const READER_ADDRESS = '127.0.0.77';

type Metrics = Map<string, number>;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const pcts = (list: number[], ...ps: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  return ps.map((p) => ms(sorted.length ? percentile(sorted, p) : Number.NaN)).join(' / ');
};
const n = (value: number) => value.toLocaleString('en-US');
const sum = <T>(list: T[], of: (item: T) => number) => list.reduce((total, item) => total + of(item), 0);
const refused = (m: Metrics, reason: string) => sample(m, `squares_sse_refused_total{reason="${reason}"}`) || 0;

/** Watcher i's loopback address: WATCHERS_PER_ADDRESS streams on each of 127.1.x.y (none of them the abuser's or the reader's). */
function watcherAddress(i: number): string {
  const a = Math.floor(i / WATCHERS_PER_ADDRESS);
  return `127.1.${Math.floor(a / 200)}.${1 + (a % 200)}`;
}

/** Ordinary reads at `perSecond` for `seconds` (open loop), each timed from when it was due. */
async function readAtRate(server: string, poolIds: number[], perSecond: number, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32, localAddress: READER_ADDRESS });
  const base = new URL(server);
  const started = performance.now();
  const pending: Promise<{ tookMs: number; status: number }>[] = [];
  for (let k = 0; k < perSecond * seconds; k++) {
    const due = started + (k * 1000) / perSecond;
    await sleep(due - performance.now());
    const path = k % 2 === 0 ? '/api/leagues' : `/api/pools/${poolIds[k % poolIds.length]}`;
    pending.push(
      getText(agent, base, path).then(
        ({ status }) => ({ tookMs: performance.now() - due, status }),
        () => ({ tookMs: performance.now() - due, status: 0 }),
      ),
    );
  }
  const answers = await Promise.all(pending);
  agent.destroy();
  return { latencies: answers.map((a) => a.tookMs), failed: answers.filter((a) => a.status !== 200).length, count: answers.length };
}

interface Phase {
  abuse: AbuseReport | null;
  open: number;
  claims: number;
  made: number;
  expected: number;
  delivered: number;
  toLast: number[];
  reads: Awaited<ReturnType<typeof readAtRate>>;
  refusedClient: number;
  refusedBusy: number;
  serverCpu: number;
  lag: string;
  load: string;
}


ensureBuilt();
const admin = await reachablePostgres('streams');
if (!admin) process.exit(0);
const clock = systemClock();
const { url, database, close } = await freshPostgresDatabase(admin, clock);
const failures: string[] = [];
try {
  const pools = await benchFreePools(database.db, POOLS, clock);
  const claimers = await signedInPlayers(database.db, CLAIMERS, clock, 'streams-abuse');
  // The bounds as shipped (a STREAMS_PER_CLIENT or MAX_STREAMS in the bench's environment reaches the server too).
  const servers = await startServerProcesses(1, url, { METRICS_TOKEN: BENCH_METRICS_TOKEN, LOG_LEVEL: 'warn' });
  const server = servers.urls[0]!;
  const claimer = new PoolClaimer(server, pools, claimers);
  const watcherCount = Math.max(1, Math.ceil(WATCHERS / PER_WATCHER_PROCESS));
  const clients = (await Promise.all(Array.from({ length: watcherCount }, () => WatcherProcess.start()))).map((s) => s.process);
  const report = (rows: boolean, clear: boolean) => Promise.all(clients.map((c) => c.ask({ type: 'report', rows, clear })));
  try {
    const first = await scrapeMetrics(server);
    const specsOf = (client: number): WatchSpec[] => {
      const specs: WatchSpec[] = [];
      for (let i = client; i < WATCHERS; i += watcherCount) specs.push({ poolId: pools[i % pools.length]!, address: watcherAddress(i) });
      return specs;
    };
    const openStarted = performance.now();
    const opened = await Promise.all(clients.map((c, i) => c.ask({ type: 'open', base: server, specs: specsOf(i), atOnce: OPENING_AT_ONCE })));
    const openS = (performance.now() - openStarted) / 1000;
    const openFailed = sum(opened, (o) => o.failed);
    if (openFailed > 0) failures.push(`${n(openFailed)} ordinary watchers did not open`);
    const perPool = pools.map((_, p) => Math.floor(WATCHERS / pools.length) + (p < WATCHERS % pools.length ? 1 : 0));

    const phase = async (abusive: boolean): Promise<Phase> => {
      await report(false, true);
      const abuse = abusive
        ? runAbuser({ url: server, path: `/api/pools/${pools[0]}/events`, address: ABUSER_ADDRESS, concurrency: ABUSE_CONCURRENCY, seconds: ABUSE_LEAD_S + PHASE_S })
        : null;
      if (abuse) await sleep(ABUSE_LEAD_S * 1000);
      await scrapeMetrics(server); // the lag figures start here
      const before = await scrapeMetrics(server);
      const startedAt = performance.now();
      const [claims, reads] = await Promise.all([claimer.claimAtRate(CLAIM_RATE * PHASE_S, CLAIM_RATE), readAtRate(server, pools, GET_RATE, PHASE_S)]);
      const expected = sum(claims, (c) => c.squareIds.length * perPool[c.poolIndex]!);
      await awaitArrivals(async () => sum(await report(false, false), (r) => r.arrivals), expected, DELIVERY_STALL_MS);
      const after = await scrapeMetrics(server);
      const wallMs = performance.now() - startedAt;
      const abuseReport = abuse ? await abuse : null;
      const { delivered, toLast } = deliveryOf(claims, mergeArrivals(await report(true, true)));
      const made = claims.filter((c) => c.squareIds.length > 0).length;
      const label = abusive ? 'under abuse' : 'without abuse';
      if (delivered < expected) failures.push(`${label}: ${n(expected - delivered)} of ${n(expected)} claim events did not reach the ordinary watchers`);
      if (made < claims.length) failures.push(`${label}: ${claims.length - made} of ${claims.length} claims were not made`);
      if (reads.failed > 0) failures.push(`${label}: ${reads.failed} of ${reads.count} ordinary reads were not answered 200`);
      if (abuseReport && abuseReport.heldMax > sample(after, 'squares_sse_limit{per="client"}')) {
        failures.push(`the abuser held ${abuseReport.heldMax} streams, above the per-client bound`);
      }
      return {
        abuse: abuseReport,
        open: poolStreams(after),
        claims: claims.length,
        made,
        expected,
        delivered,
        toLast,
        reads,
        refusedClient: refused(after, 'too_many_streams') - refused(before, 'too_many_streams'),
        refusedBusy: refused(after, 'busy') - refused(before, 'busy'),
        serverCpu: cpuPercent(before, after, wallMs),
        lag: eventLoopLag(after),
        load: loadavg()[0]!.toFixed(2),
      };
    };

    // Warm-up, not measured: the event path runs once for every pool, then the server settles after the opening.
    await claimer.claimAtRate(pools.length, CLAIM_RATE * 5);
    await sleep(WARM_UP_MS);
    const calm = await phase(false);
    const abused = await phase(true);
    const last = await scrapeMetrics(server);

    const abuseCells = (p: Phase) => {
      const a = p.abuse;
      if (!a) return { attempts: '-', answers: '-', held: '-', retry: '-' };
      const answers = Object.entries(a.answers)
        .sort(([x], [y]) => x.localeCompare(y))
        .map(([status, count]) => `${status}: ${n(count)}`)
        .join(', ');
      return { attempts: `${n(a.attempts)} (${n(Math.round(a.attempts / (ABUSE_LEAD_S + PHASE_S)))}/s)`, answers, held: `${a.heldMax} / ${a.held}`, retry: a.retryAfter ?? '-' };
    };
    const [calmAbuse, abusedAbuse] = [abuseCells(calm), abuseCells(abused)];
    const rows: [string, string, string][] = [
      ["pool streams open (server gauge; the abuser's included)", n(calm.open), n(abused.open)],
      ['abusive client: stream attempts (rate)', calmAbuse.attempts, abusedAbuse.attempts],
      ['abusive client: answers by status', calmAbuse.answers, abusedAbuse.answers],
      ['abusive client: streams held most / at the end', calmAbuse.held, abusedAbuse.held],
      ['abusive client: Retry-After (s)', calmAbuse.retry, abusedAbuse.retry],
      ['refused by the server in the measured seconds: too_many_streams / busy', `${n(calm.refusedClient)} / ${n(calm.refusedBusy)}`, `${n(abused.refusedClient)} / ${n(abused.refusedBusy)}`],
      ['claims made', `${calm.made} of ${calm.claims}`, `${abused.made} of ${abused.claims}`],
      ['events delivered / expected (ordinary watchers)', `${n(calm.delivered)} / ${n(calm.expected)}`, `${n(abused.delivered)} / ${n(abused.expected)}`],
      ['claim -> LAST stream of its pool p50 / p95 / p99 ms', pcts(calm.toLast, 50, 95, 99), pcts(abused.toLast, 50, 95, 99)],
      [`ordinary GETs (${GET_RATE}/s): p50 / p99 ms`, pcts(calm.reads.latencies, 50, 99), pcts(abused.reads.latencies, 50, 99)],
      ['ordinary GETs not answered 200', `${calm.reads.failed} of ${n(calm.reads.count)}`, `${abused.reads.failed} of ${n(abused.reads.count)}`],
      ['server CPU %', String(calm.serverCpu), String(abused.serverCpu)],
      ['server event-loop lag p99 / max ms', calm.lag, abused.lag],
      ['load average (1 min)', calm.load, abused.load],
    ];
    printTable(
      `Live streams bounded — PostgreSQL, one process: ${n(WATCHERS)} ordinary watchers (${WATCHERS_PER_ADDRESS} per address, opened in ${openS.toFixed(1)} s) ` +
        `on ${POOLS} pools; bounds ${sample(first, 'squares_sse_limit{per="client"}')} per client, ${n(sample(first, 'squares_sse_limit{per="process"}'))} per process; ` +
        `${PHASE_S} s of ${CLAIM_RATE} claims/s and ${GET_RATE} GETs/s, without and with one client opening streams from one address (${ABUSE_CONCURRENCY} at a time, refusals retried at once)`,
      rows.map(([measure, without, under]) => ({ measure, 'without abuse': without, 'under abuse': under })),
    );
    const logged = servers.logs.filter((l) => l.level >= 50);
    const notes = [...claimer.errors, ...(await report(false, false)).flatMap((r) => r.notes), ...logged.map((l) => `server logged: ${l.line.slice(0, 300)}`)];
    for (const line of notes.slice(0, 10)) console.log(`  note: ${line}`);
    console.log(`  streams dropped as slow over the run: ${n(sample(last, 'squares_sse_dropped_total{reason="slow"}') || 0)}`);
  } finally {
    await Promise.all(clients.map((c) => c.stop()));
    claimer.close();
    await servers.stop();
  }
} finally {
  await close();
}
if (failures.length > 0) {
  console.error(`\nSTREAMS BENCH FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
