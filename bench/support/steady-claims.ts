import http from 'node:http';
import { shuffle } from '../../src/domain/random';
import { postJson } from './http';

export interface SteadyClaim {
  poolId: number;
  /** When its request was sent (performance.now()) and how long its answer took. */
  sentAt: number;
  tookMs: number;
  status: number;
  /** The squares it made (201), else none. */
  ids: number[];
}

/**
 * Single-square claims at a steady `rate` per second for `seconds` (open loop: each is sent when due,
 * whatever the answers before it). Claim k goes to server k % urls.length, in pool k % poolIds.length,
 * by player (k / poolIds.length) % players: one square per player and pool, so no player limit and no
 * race refuses any (each pool's squares are handed out in a shuffled order). At most a square per
 * player in each pool, and never more than a pool holds.
 */
export async function claimAtSteadyRate(urls: string[], cookies: string[], poolIds: number[], rate: number, seconds: number): Promise<SteadyClaim[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: cookies.length });
  const free = poolIds.map(() => shuffle(Array.from({ length: 100 }, (_, i) => i), Math.random));
  const count = Math.min(Math.round(rate * seconds), poolIds.length * Math.min(100, cookies.length));
  const started = performance.now();
  const pending: Promise<SteadyClaim>[] = [];
  for (let k = 0; k < count; k++) {
    const wait = started + (k * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const poolIndex = k % poolIds.length;
    const square = free[poolIndex]!.pop()!;
    const cookie = cookies[Math.floor(k / poolIds.length) % cookies.length]!;
    const base = new URL(urls[k % urls.length]!);
    const body = JSON.stringify({ row: Math.floor(square / 10), column: square % 10 });
    const sentAt = performance.now();
    pending.push(
      postJson(agent, base, `/api/pools/${poolIds[poolIndex]}/squares`, body, cookie).then(
        (answer) => ({
          poolId: poolIds[poolIndex]!,
          sentAt,
          tookMs: performance.now() - sentAt,
          status: answer.status,
          ids: answer.status === 201 ? (JSON.parse(answer.text) as { squares: { id: number }[] }).squares.map((s) => s.id) : [],
        }),
        () => ({ poolId: poolIds[poolIndex]!, sentAt, tookMs: performance.now() - sentAt, status: 0, ids: [] }),
      ),
    );
  }
  const claims = await Promise.all(pending);
  agent.destroy();
  return claims;
}
