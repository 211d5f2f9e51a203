import { sample, scrapeMetrics } from './server-metrics';

/**
 * A server's resident memory and used heap (bytes) from its /metrics: the median of three scrapes half
 * a second apart, so one reading in the middle of a garbage collection does not make the figure.
 */
export async function serverMemory(url: string): Promise<{ rss: number; heap: number }> {
  const rss: number[] = [];
  const heap: number[] = [];
  for (let i = 0; i < 3; i++) {
    const m = await scrapeMetrics(url);
    rss.push(sample(m, 'process_resident_memory_bytes'));
    heap.push(sample(m, 'nodejs_heap_size_used_bytes'));
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
  return { rss: median(rss), heap: median(heap) };
}
