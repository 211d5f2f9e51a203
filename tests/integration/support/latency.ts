import type { FastifyInstance } from 'fastify';

/**
 * Another client's latency while `work` runs: it asks GET `url` again 2 ms after each answer, until the
 * work is done (at least once). Each latency runs from when the client meant to ask, so a request that
 * arrives while the event loop is held counts the wait (its timer waits for the loop too).
 */
export async function latencyDuring(app: FastifyInstance, work: Promise<unknown>, url: string, remoteAddress: string): Promise<number[]> {
  let done = false;
  void work.then(
    () => (done = true),
    () => (done = true),
  );
  const latencies: number[] = [];
  let meantAt = performance.now();
  do {
    const answer = await app.inject({ method: 'GET', url, remoteAddress });
    latencies.push(performance.now() - meantAt);
    if (answer.statusCode !== 200) throw new Error(`GET ${url} answered ${answer.statusCode}: ${answer.body}`);
    meantAt = performance.now() + 2;
    await new Promise((resolve) => setTimeout(resolve, 2));
  } while (!done);
  return latencies;
}

export const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;

export const latencySummary = (values: number[]) =>
  `${values.length} requests, p50 ${percentile(values, 50).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms`;
