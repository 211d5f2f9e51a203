import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { printTable } from './support/table';
import { startBenchServer, type BenchServer } from './support/environment';

/**
 * Read API throughput and latency on both databases: the calls every dashboard and pool page makes.
 * Prints one row per endpoint; run with `npm run bench -- read-api`.
 *
 * Anchors in the same run: before each database's endpoints, a bare Fastify app (no hooks, no plugins,
 * on its own port in this process) answering a constant copy of the pool response, so every row shows
 * its "% of bare". "queries" is the statements the database ran per request (counted over sequential
 * requests in bench instrumentation only), "load" the 1-minute load average when the row finished:
 * figures taken on a busy machine are not comparable with those of an idle one.
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Sequential requests per endpoint over which its query count is averaged. */
const COUNTED_REQUESTS = 10;

const loadAverage = () => loadavg()[0]!.toFixed(1);

/** `etag`: revalidate with If-None-Match, as a returning browser does (304s are the expected answers then). */
async function measure(url: string, etag?: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: etag ? { 'if-none-match': etag } : {} });
  return {
    reqPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    /** What each answer weighs on the wire (headers and body). */
    kbPerRequest: (result.throughput.total / Math.max(1, result.requests.total) / 1000).toFixed(2),
    errors: result.errors + (etag ? result['4xx'] + result['5xx'] + result['2xx'] : result.non2xx),
  };
}

/** A bare Fastify route answering `body` (the framework's cost alone: its JSON.stringify, no schema). */
async function startBare(body: unknown): Promise<{ url: string; close: () => Promise<void> }> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => body);
  const url = await bare.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${url}/bare`, close: () => bare.close() };
}

/** Waits until the database has run nothing for 300 ms (the previous run's queued requests are done), at most 10 s. */
async function quiet(server: BenchServer): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 300) {
    const before = server.queries.count;
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (server.queries.count === before) return;
  }
}

async function queriesPerRequest(server: BenchServer, path: string): Promise<number> {
  await quiet(server);
  server.queries.reset();
  for (let i = 0; i < COUNTED_REQUESTS; i++) {
    const response = await fetch(server.url + path);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    await response.arrayBuffer();
  }
  return Math.round((server.queries.count / COUNTED_REQUESTS) * 10) / 10;
}

const rows: Record<string, string | number>[] = [];
for (const kind of ['postgres', 'pglite'] as const) {
  const server = await startBenchServer(kind);
  if (!server) continue;
  try {
    const pools = (await (await fetch(`${server.url}/api/pools`)).json()) as { id: number; gameId: number }[];
    const pool = pools[0]!;
    const endpoints = [
      '/api/leagues',
      '/api/games?leagueId=1',
      `/api/games/${pool.gameId}/pools`,
      `/api/pools/${pool.id}`,
      `/api/pools/${pool.id}/squares`,
    ];
    const poolBody: unknown = await (await fetch(`${server.url}/api/pools/${pool.id}`)).json();
    const bare = await startBare(poolBody);
    let bareReqPerSecond: number;
    try {
      const anchor = await measure(bare.url);
      bareReqPerSecond = anchor.reqPerSecond;
      rows.push({
        database: server.label,
        endpoint: 'bare Fastify (constant pool JSON)',
        'req/s': anchor.reqPerSecond,
        '% of bare': '100%',
        'p50 ms': anchor.p50,
        'p99 ms': anchor.p99,
        'KB/answer': anchor.kbPerRequest,
        queries: 0,
        errors: anchor.errors,
        load: loadAverage(),
      });
    } finally {
      await bare.close();
    }
    const poolEtag = (await fetch(`${server.url}/api/pools/${pool.id}`)).headers.get('etag') ?? undefined;
    const runs: { path: string; etag?: string; label?: string }[] = [
      ...endpoints.map((path) => ({ path })),
      { path: `/api/pools/${pool.id}`, etag: poolEtag, label: '/api/pools/{id} revalidated (304)' },
    ];
    for (const { path, etag, label } of runs) {
      const queries = await queriesPerRequest(server, path);
      const result = await measure(server.url + path, etag);
      rows.push({
        database: server.label,
        endpoint: label ?? path.replace(/\d+/g, '{id}').replace('leagueId={id}', 'leagueId=1'),
        'req/s': result.reqPerSecond,
        '% of bare': `${Math.round((result.reqPerSecond / bareReqPerSecond) * 100)}%`,
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        'KB/answer': result.kbPerRequest,
        queries,
        errors: result.errors,
        load: loadAverage(),
      });
    }
  } finally {
    await server.close();
  }
}
printTable(`Read API — ${CONNECTIONS} connections, ${DURATION_S} s per endpoint, one process`, rows);
