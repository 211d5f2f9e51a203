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
