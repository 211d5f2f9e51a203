import { benchFreePools } from './claim-load';
import { percentile } from './percentiles';
import { signedInPlayers } from './players';
import { watchPools } from './pool-watchers';
import { freshPostgresDatabase } from './postgres-database';
import { startServerProcesses } from './server-processes';
import { statementCounter, statementsBetween, type StatementCounts } from './statement-counts';
import { claimAtSteadyRate, type SteadyClaim } from './steady-claims';
import { printTable } from './table';

/**
 * Part `processes` of events.bench.ts: what delivering a claim to its watchers costs the database, with
 * 1, 2 and 4 server processes (the target: nothing; the old delivery ran two queries per claim
 * in every process watching the pool).
 *
 * The measure: the statements the server processes send to PostgreSQL (statement-counter.mjs, loaded
 * into each process: every pg query, BEGIN and COMMIT included, the relay's and the LISTEN
 * connection's too), summed over the processes. What they send while nobody claims (tickers, the
 * relay's polling) is counted over a quiet window first and taken out at that rate. Each process count
 * runs twice on fresh pools, at RATE claims/s for SECONDS: with no watcher (the claims' own statements)
 * and with WATCHERS streams on every claimed pool at every process; delivery is the difference per
 * claim. Every claim must reach every watcher of its pool (else the bench fails).
 */
const PROCESS_COUNTS = (process.env.EVENTS_PROCESSES ?? '1,2,4').split(',').map(Number);
const RATE = Number(process.env.EVENTS_RATE ?? 300);
const SECONDS = Number(process.env.EVENTS_SECONDS ?? 10);
/** Streams per claimed pool per process. */
const WATCHERS = Number(process.env.EVENTS_WATCHERS ?? 3);
const POOLS = Number(process.env.EVENTS_WATCHED_POOLS ?? 40);
const PLAYERS = 200;
const WARM_POOLS = 10;
const QUIET_MS = 3000;
/** How long the last claims' events may take to arrive before those missing count as lost. */
const DELIVERY_WAIT_MS = 15_000;
const NATS_URL = 'nats://127.0.0.1:4222';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fixed = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
type Row = Record<string, string | number>;

interface RunResult {
  row: Row;
  /** Statements per claim, net of idle. */
  perClaim: number;
  statements: StatementCounts;
  claims: number;
}

export async function runProcessesPart(admin: string, transports: ('notify' | 'nats')[], failures: string[]): Promise<void> {
  const rows: Row[] = [];
  const breakdown: Row[] = [];
  for (const transport of transports) {
    for (const processes of PROCESS_COUNTS) {
      const { baseline, watched } = await measure(admin, transport, processes, failures);
      rows.push(baseline.row, { ...watched.row, 'delivery statements/claim': fixed(watched.perClaim - baseline.perClaim) });
      breakdown.push(...statementRows(`${transport}, ${processes} process${processes > 1 ? 'es' : ''}`, baseline, watched));
    }
  }
  printTable(
    `Queries per claim by process count — PostgreSQL 15, ${RATE} claims/s for ${SECONDS} s spread over the processes; statements = what the ` +
      `server processes sent to PostgreSQL (every query, BEGIN/COMMIT included), net of their idle rate; delivery = with watchers minus without ` +
      `(target 0 whatever the process count); events = (claim, watcher) deliveries; transport notify = relay batches over LISTEN/NOTIFY, nats = NATS_URL set`,
    rows,
  );
  printTable('Statements per claim by statement (the largest; prepared statements by name)', breakdown);
}

async function measure(admin: string, transport: 'notify' | 'nats', processes: number, failures: string[]): Promise<{ baseline: RunResult; watched: RunResult }> {
  const now = new Date();
  const { url, database, close } = await freshPostgresDatabase(admin, now);
  const counter = statementCounter();
  try {
    const pools = await benchFreePools(database.db, WARM_POOLS + 2 * POOLS, now);
    const cookies = (await signedInPlayers(database.db, PLAYERS, now)).map((p) => p.cookie);
    // Every watcher comes from this one address: the per-client bound on streams is lifted (the streams bench measures it).
    const servers = await startServerProcesses(processes, url, { ...counter.env, STREAMS_PER_CLIENT: '100000', ...(transport === 'nats' ? { NATS_URL } : {}) });
    try {
      // Warm-up: JIT, connection pools, prepared statements, the stream and event paths.
      const warm = await watchPools(servers.urls, pools.slice(0, WARM_POOLS), 1);
      await claimAtSteadyRate(servers.urls, cookies, pools.slice(0, WARM_POOLS), RATE, 3);
      await sleep(1000);
      warm.close();
      const run = async (poolIds: number[], perPool: number): Promise<RunResult> => {
        const watchers = perPool > 0 ? await watchPools(servers.urls, poolIds, perPool) : null;
        try {
          await sleep(1000);
          const quietStart = await counter.read();
          const quietAt = performance.now();
          await sleep(QUIET_MS);
          const start = await counter.read();
          const startAt = performance.now();
          const idlePerMs = (start.total - quietStart.total) / (startAt - quietAt);
          const claims = await claimAtSteadyRate(servers.urls, cookies, poolIds, RATE, SECONDS);
          const made = claims.filter((c) => c.ids.length > 0);
          const delivered = () => watchers?.delivered(made) ?? { expected: 0, received: 0, duplicates: 0 };
          for (let waited = 0; waited < DELIVERY_WAIT_MS && delivered().received < delivered().expected; waited += 100) await sleep(100);
          const end = await counter.read();
          const statements = statementsBetween(start, end);
          const net = statements.total - idlePerMs * (performance.now() - startAt);
          const { expected, received, duplicates } = delivered();
          const label = `${transport}, ${processes} process${processes > 1 ? 'es' : ''}`;
          if (received < expected) failures.push(`${label}: ${expected - received} of ${expected} claim events did not reach their watchers`);
          for (const failure of watchers?.failures.slice(0, 5) ?? []) failures.push(`${label}: ${failure}`);
          const perClaim = made.length > 0 ? net / made.length : Number.NaN;
          return { perClaim, statements, claims: made.length, row: resultRow(transport, processes, watchers?.count ?? 0, claims, { expected, received, duplicates }, watchers?.arrivals, perClaim, idlePerMs) };
        } finally {
          watchers?.close();
        }
      };
      const baseline = await run(pools.slice(WARM_POOLS, WARM_POOLS + POOLS), 0);
      const watched = await run(pools.slice(WARM_POOLS + POOLS), WATCHERS);
      return { baseline, watched };
    } finally {
      await servers.stop();
    }
  } finally {
    counter.close();
    await close();
  }
}

function resultRow(
  transport: string,
  processes: number,
  watchers: number,
  claims: SteadyClaim[],
  events: { expected: number; received: number; duplicates: number },
  arrivals: ((id: number) => readonly number[]) | undefined,
  perClaim: number,
  idlePerMs: number,
): Row {
  const made = claims.filter((c) => c.ids.length > 0);
  const took = made.map((c) => c.tookMs).sort((a, b) => a - b);
  const toEvent = arrivals ? made.flatMap((c) => c.ids.flatMap((id) => arrivals(id).map((at) => at - c.sentAt))).sort((a, b) => a - b) : [];
  return {
    transport,
    processes,
    watchers,
    'claims (201) / sent': `${made.length} / ${claims.length}`,
    'events received / expected': `${events.received.toLocaleString('en-US')} / ${events.expected.toLocaleString('en-US')}${events.duplicates ? ` (+${events.duplicates} twice)` : ''}`,
    'statements/claim': fixed(perClaim),
    'delivery statements/claim': '-',
    'idle statements/s': fixed(idlePerMs * 1000, 1),
    'claim p50 / p99 ms': `${fixed(percentile(took, 50), 1)} / ${fixed(percentile(took, 99), 1)}`,
    'claim -> event p50 / p95 ms': toEvent.length > 0 ? `${fixed(percentile(toEvent, 50), 1)} / ${fixed(percentile(toEvent, 95), 1)}` : '-',
  };
}

/** The statements that ran most, per claim, without and with watchers (not net of idle: the relay's polling shows here). */
function statementRows(label: string, baseline: RunResult, watched: RunResult): Row[] {
  const keys = new Set([...baseline.statements.byStatement.keys(), ...watched.statements.byStatement.keys()]);
  const per = (run: RunResult, key: string) => (run.statements.byStatement.get(key) ?? 0) / run.claims;
  return [...keys]
    .sort((a, b) => Math.max(per(watched, b), per(baseline, b)) - Math.max(per(watched, a), per(baseline, a)))
    .slice(0, 8)
    .map((statement) => ({ run: label, statement, 'without watchers': fixed(per(baseline, statement), 3), 'with watchers': fixed(per(watched, statement), 3) }));
}

