import http from 'node:http';
import { auditPools, benchFreePools, freeSquares, runClaimLoad, type ClaimLoad } from './support/claim-load';
import { postJson } from './support/http';
import { percentile } from './support/percentiles';
import { signedInPlayers } from './support/players';
import { ensureBuilt, freshPostgresDatabase, reachablePostgres } from './support/postgres-database';
import { startServerProcesses } from './support/server-processes';
import { printTable } from './support/table';

/**
 * Claim throughput and latency against PostgreSQL: many free pools, PLAYERS signed-in players spread
 * over PROCESSES server processes, each claim one square of a random pool. Players pick squares their
 * board shows as free (each pool hands its squares out in a shuffled order, as boards fill in real
 * life), so refusals come only from real races and per-player limits.
 *
 * Two loads per process count:
 * - open loop: the players together offer RATE claims/s (each on its own random schedule); latency is
 *   measured from the moment a claim was due, so a server that falls behind shows it (no coordinated
 *   omission). This is "200 concurrent players at 1,000 claims/s".
 * - closed loop (saturation): every player claims again the moment an answer arrives; the most the
 *   machine can do, where latency is mostly queueing (mean = players / throughput).
 * - open loop with a flood beside it: 500 claims/s while junk sign-ups arrive at FLOOD/s (20 by
 *   default), each from its own forwarded address so no rate limit stops it: every one costs an argon2
 *   hash, the most expensive thing a stranger can ask for. Password work runs in a bounded queue, so the
 *   claims should keep their latency.
 * Afterwards every pool is audited for overselling. Targets: zero oversell, p99 < 100 ms at
 * 200 concurrent players, >= 1,000 claims/s on this 2-core machine; with the flood: p99 < 100 ms at 500/s with
 * the flood beside it.
 */
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 200);
const POOLS = Number(process.env.BENCH_POOLS ?? 450);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const RATES = (process.env.BENCH_RATES ?? '500,750,1000').split(',').map(Number);
const PROCESS_COUNTS = (process.env.BENCH_PROCESSES ?? '1,2').split(',').map(Number);
/** Junk sign-ups per second beside 500 claims/s (0: no flood row). */
const FLOOD = Number(process.env.BENCH_FLOOD ?? 20);
/** Seconds of unrecorded load first: JIT, connection pools and prepared statements warm up. */
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 5);

ensureBuilt();
const admin = (await reachablePostgres('claim')) ?? process.exit(0);

/** A claim load (support/claim-load.ts), the open loop possibly with `flood` junk sign-ups/s beside it. */
type Load = ClaimLoad & { flood?: number };
const rows: Record<string, string | number>[] = [];
for (const processes of PROCESS_COUNTS) {
  const loads: Load[] = [
    ...RATES.map((rate) => ({ kind: 'open' as const, rate })),
    ...(FLOOD > 0 ? [{ kind: 'open' as const, rate: 500, flood: FLOOD }] : []),
    { kind: 'closed' },
  ];
  rows.push(...(await runSeries(processes, loads)));
}
printTable(
  `Claims — PostgreSQL 15, ${PLAYERS} concurrent players, ${POOLS} free pools, ${DURATION_S} s per load, single-square claims ` +
    '(open N/s = N claims/s offered, latency from when each claim was due; closed = saturation; ' +
    '+ F sign-ups/s = junk registrations from F new addresses a second beside the claims)',
  rows,
);

/** One database and one set of server processes; the loads run one after another on the same pools. */
async function runSeries(processes: number, loads: Load[]): Promise<Record<string, string | number>[]> {
  const now = new Date();
  const { url, database, close } = await freshPostgresDatabase(admin, now);
  try {
    const { db } = database;
    const poolIds = await benchFreePools(db, POOLS, now);
    const cookies = (await signedInPlayers(db, PLAYERS, now)).map((p) => p.cookie);

    // X-Forwarded-For is believed (as behind a proxy), so each junk sign-up can come from its own address.
    const servers = await startServerProcesses(processes, url, { TRUST_PROXY: 'true' });
    const nextFree = freeSquares(poolIds);
    const results: Record<string, string | number>[] = [];
    try {
      await runLoad({ kind: 'open', rate: 500 }, WARMUP_S);
      for (const load of loads) results.push(await runLoad(load, DURATION_S));
      const audit = await auditPools(database.db, poolIds);
      for (const row of results) {
        row['full pools'] = audit.full;
        row.oversell = audit.problems === 0 ? 'none' : `${audit.problems} PROBLEMS`;
      }
      return results;
    } finally {
      await servers.stop();
    }

    async function runLoad(load: Load, seconds: number): Promise<Record<string, string | number>> {
      const flood = load.kind === 'open' && load.flood ? signUpFlood(load.flood, seconds) : null;
      const result = await runClaimLoad(servers.urls, cookies, () => nextFree.take(), load, seconds);
      const signUps = await flood?.done;
      const { latencies, elapsedS: elapsed } = result;
      return {
        processes,
        load: load.kind === 'open' ? `open ${load.rate}/s${load.flood ? ` + ${load.flood} sign-ups/s` : ''}` : 'closed',
        players: PLAYERS,
        attempts: latencies.length,
        'claimed (201)': result.created,
        'refused (409)': result.refused,
        errors: result.other,
        'claims/s': Math.round(result.created / elapsed),
        'requests/s': Math.round(latencies.length / elapsed),
        'p50 ms': Number(percentile(latencies, 50).toFixed(1)),
        'p95 ms': Number(percentile(latencies, 95).toFixed(1)),
        'p99 ms': Number(percentile(latencies, 99).toFixed(1)),
        'sign-ups 201/429/503/other': signUps ? `${signUps.created}/${signUps.throttled}/${signUps.busy}/${signUps.other}` : '-',
        'sign-up p99 ms': signUps ? Number(percentile(signUps.latencies, 99).toFixed(1)) : '-',
      };
    }

    /**
     * Junk registrations at `rate`/s for `seconds` (open loop, exponential gaps), spread over the
     * servers, each with a new e-mail and password from a new address: none is throttled, so each
     * one asks for an argon2 hash.
     */
    function signUpFlood(rate: number, seconds: number) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
      const counts = { created: 0, throttled: 0, busy: 0, other: 0, latencies: [] as number[] };
      const end = performance.now() + seconds * 1000;
      const pending: Promise<void>[] = [];
      const run = async () => {
        let due = performance.now();
        for (let n = 0; ; n++) {
          due += -Math.log(1 - Math.random()) * (1000 / rate);
          if (due > end) break;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          const base = new URL(servers.urls[n % servers.urls.length]!);
          const junk = Math.random().toString(36).slice(2);
          const body = JSON.stringify({ email: `junk.${junk}@flood.example`, password: `pw-${junk}-${n}`, firstName: 'Junk' });
          const address = `198.18.${(n >> 8) & 255}.${n & 255}`;
          const t0 = due;
          pending.push(
            postJson(agent, base, '/api/auth/register', body, '', { 'x-forwarded-for': address }).then(({ status }) => {
              counts.latencies.push(performance.now() - t0);
              if (status === 201) counts.created++;
              else if (status === 429) counts.throttled++;
              else if (status === 503) counts.busy++;
              else counts.other++;
            }),
          );
        }
        await Promise.all(pending);
        agent.destroy();
        counts.latencies.sort((a, b) => a - b);
        return counts;
      };
      return { done: run() };
    }
  } finally {
    await close();
  }
}
