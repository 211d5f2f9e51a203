/** The token the bench's server processes are started with (METRICS_TOKEN), so the bench can read their /metrics. */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';

/**
 * One scrape of a server's GET /metrics (Prometheus text): each sample by its name with labels, e.g.
 * `process_resident_memory_bytes` or `squares_sse_connections{route="/api/pools/:id/events"}`. The first
 * scrape starts the process metrics (memory, CPU, event-loop lag); the lag figures cover the time since
 * the previous scrape.
 */
export async function scrapeMetrics(url: string, token = BENCH_METRICS_TOKEN): Promise<Map<string, number>> {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url}/metrics answered ${response.status}`);
  const samples = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return samples;
}

/** A sample's value, or NaN when the scrape has none. */
export function sample(samples: Map<string, number>, name: string): number {
  return samples.get(name) ?? Number.NaN;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');

/** A process's event-loop delay since the previous scrape (prom-client resets it at each scrape): "p99 / max" in ms. */
export function eventLoopLag(samples: Map<string, number>): string {
  return `${ms(sample(samples, 'nodejs_eventloop_lag_p99_seconds') * 1000)} / ${ms(sample(samples, 'nodejs_eventloop_lag_max_seconds') * 1000)}`;
}

/** A process's CPU between two scrapes, as a percentage of one core over `wallMs`. */
export function cpuPercent(from: Map<string, number>, to: Map<string, number>, wallMs: number): number {
  return Math.round(((sample(to, 'process_cpu_seconds_total') - sample(from, 'process_cpu_seconds_total')) * 100_000) / wallMs);
}

/** The pool streams a process counts open (its squares_sse_connections gauge of GET /api/pools/{id}/events). */
export function poolStreams(samples: Map<string, number>): number {
  let open = 0;
  for (const [name, value] of samples) if (name.startsWith('squares_sse_connections{') && name.includes('/pools/:id/events')) open += value;
  return open;
}
