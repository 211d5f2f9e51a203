import autocannon from 'autocannon';
import { printTable } from './support/table';
import { startBenchServer } from './support/environment';

/**
 * Read API throughput and latency on both databases: the calls every dashboard and pool page makes.
 * Prints one row per endpoint; run with `npm run bench`.
 */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

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
    for (const path of endpoints) {
      const result = await autocannon({ url: server.url + path, connections: CONNECTIONS, duration: DURATION_S });
      rows.push({
        database: server.label,
        endpoint: path.replace(/\d+/g, '{id}').replace('leagueId={id}', 'leagueId=1'),
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.non2xx,
      });
    }
  } finally {
    await server.close();
  }
}
printTable(`Read API — ${CONNECTIONS} connections, ${DURATION_S} s per endpoint, one process`, rows);
