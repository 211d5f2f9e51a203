import http from 'node:http';
import { openBenchEventStream, squareIdsOf, type BenchEventStream } from './event-stream-client';

/**
 * Board watchers for the events bench: `perPool` SSE streams on every pool at every server, each
 * keeping the ids of the squares it was told of (by a 'squares' event, or by a later snapshot when the
 * server resent the board), and when each first arrived.
 */
export interface PoolWatchers {
  readonly count: number;
  /** Deliveries due for these claimed squares (each to every watcher of its pool) and those made. */
  delivered(claimed: { poolId: number; ids: number[] }[]): { expected: number; received: number; duplicates: number };
  /** Arrival times (performance.now()) of a square's events, on every watcher. */
  arrivals(id: number): readonly number[];
  /** Streams that failed or that the server ended, in words. */
  readonly failures: string[];
  close(): void;
}

interface Watcher {
  poolId: number;
  seen: Set<number>;
  duplicates: number;
  stream: BenchEventStream;
}

/** Opens the streams (a hundred at a time) and waits for each one's snapshot. */
export async function watchPools(urls: string[], poolIds: number[], perPool: number): Promise<PoolWatchers> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const watchers: Watcher[] = [];
  const arrivals = new Map<number, number[]>();
  const failures: string[] = [];
  let closing = false;
  const plan = urls.flatMap((url) => poolIds.flatMap((poolId) => Array.from({ length: perPool }, () => ({ url, poolId }))));
  const open = async ({ url, poolId }: { url: string; poolId: number }) => {
    let snapshots = 0;
    const watcher: Watcher = { poolId, seen: new Set(), duplicates: 0, stream: null as unknown as BenchEventStream };
    watcher.stream = openBenchEventStream(agent, new URL(url), `/api/pools/${poolId}/events`, {}, (name, data, at) => {
      // The first snapshot is the board before the run; a later one is the server making good a gap.
      if (name === 'snapshot' && snapshots++ === 0) return;
      if (name !== 'squares' && name !== 'snapshot') return;
      for (const id of squareIdsOf(data)) {
        if (watcher.seen.has(id)) {
          if (name === 'squares') watcher.duplicates++;
          continue;
        }
        watcher.seen.add(id);
        const list = arrivals.get(id);
        if (list) list.push(at);
        else arrivals.set(id, [at]);
      }
    });
    watchers.push(watcher);
    void watcher.stream.ended.then((error) => {
      if (error && !closing) failures.push(`a watcher of pool ${poolId} at ${url}: ${error.message}`);
    });
    await watcher.stream.first.catch(() => {});
  };
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(100, plan.length) }, async () => {
    while (next < plan.length) await open(plan[next++]!);
  }));
  return {
    count: watchers.length,
    delivered(claimed) {
      const byPool = new Map<number, number[]>();
      for (const claim of claimed) byPool.set(claim.poolId, [...(byPool.get(claim.poolId) ?? []), ...claim.ids]);
      let expected = 0;
      let received = 0;
      let duplicates = 0;
      for (const watcher of watchers) {
        const ids = byPool.get(watcher.poolId) ?? [];
        expected += ids.length;
        for (const id of ids) if (watcher.seen.has(id)) received++;
        duplicates += watcher.duplicates;
      }
      return { expected, received, duplicates };
    },
    arrivals: (id) => arrivals.get(id) ?? [],
    failures,
    close() {
      closing = true;
      for (const watcher of watchers) watcher.stream.close();
      agent.destroy();
    },
  };
}
