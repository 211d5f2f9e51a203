import type { SentClaim } from './pool-claimer';
import type { ReportReply } from './stream-watchers';

/** Per claimed square: how many streams heard it, and when the last one did (absolute ms). */
export type Arrivals = Map<number, { count: number; last: number }>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The claim arrivals of all watcher processes (their `report` rows), merged per square. */
export function mergeArrivals(reports: ReportReply[]): Arrivals {
  const merged: Arrivals = new Map();
  for (const { rows } of reports) {
    for (let i = 0; i < rows.length; i += 4) {
      const seen = merged.get(rows[i]!);
      if (seen) {
        seen.count += rows[i + 1]!;
        seen.last = Math.max(seen.last, rows[i + 3]!);
      } else merged.set(rows[i]!, { count: rows[i + 1]!, last: rows[i + 3]! });
    }
  }
  return merged;
}

/**
 * Waits until `expected` arrivals have been heard, or until none has come for `stallMs`: a slow
 * delivery is still measured, and only one that stopped counts what is missing as lost.
 */
export async function awaitArrivals(arrivedSoFar: () => Promise<number>, expected: number, stallMs: number): Promise<void> {
  for (let heard = -1, stalledSince = performance.now(); performance.now() - stalledSince < stallMs; await sleep(250)) {
    const arrived = await arrivedSoFar();
    if (arrived >= expected) break;
    if (arrived !== heard) [heard, stalledSince] = [arrived, performance.now()];
  }
}

/** What reached the streams of these claims: events heard (one per stream and square), and each square's claim -> last stream, ms. */
export function deliveryOf(claims: SentClaim[], heard: Arrivals): { delivered: number; toLast: number[] } {
  let delivered = 0;
  const toLast: number[] = [];
  for (const claim of claims) {
    for (const id of claim.squareIds) {
      const seen = heard.get(id);
      delivered += seen?.count ?? 0;
      if (seen) toLast.push(seen.last - claim.sentAt);
    }
  }
  return { delivered, toLast };
}
