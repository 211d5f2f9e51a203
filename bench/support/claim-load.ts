import http from 'node:http';
import { eq, inArray, sql } from 'drizzle-orm';
import { shuffle } from '../../src/domain/random';
import type { Db } from '../../src/server/db/client';
import { games, leagues, pools, squares } from '../../src/server/db/schema';
import { createTierPools } from '../../src/server/modules/pools';
import { postJson } from './http';

/**
 * The claim benches' shared ground (claims.bench.ts, events.bench.ts): free pools to claim in, each
 * pool's squares handed out in a shuffled order, the players' open or closed loop of single-square
 * claims, and the oversell audit afterwards.
 */

/** Games made at once while setting up (each inserts a game and its tier pools). */
const SETUP_AT_ONCE = 8;

/**
 * `count` games of league 1's active week a week from now, each with its tier pools; returns the free
 * pools' ids. The active week's: pools of an earlier week are read-only (409 week_closed).
 */
export async function benchFreePools(db: Db, count: number, now: Date): Promise<number[]> {
  const [league] = await db.select({ activeWeek: leagues.activeWeek }).from(leagues).where(eq(leagues.id, 1));
  const week = league?.activeWeek ?? 'W11';
  const ids: number[] = new Array<number>(count);
  let next = 0;
  const make = async () => {
    for (let i = next++; i < count; i = next++) {
      const [game] = await db
        .insert(games)
        .values({
          leagueId: 1,
          homeTeam: `Home ${i}`,
          awayTeam: `Away ${i}`,
          homeTeamColor: '#123456',
          awayTeamColor: '#654321',
          week,
          gameDate: new Date(now.getTime() + 7 * 86_400_000),
        })
        .returning();
      ids[i] = (await createTierPools(db, game!.id, now)).find((p) => p.entryFeeCents === 0)!.id;
    }
  };
  await Promise.all(Array.from({ length: SETUP_AT_ONCE }, make));
  return ids;
}

export interface SquareToClaim {
  poolId: number;
  row: number;
  column: number;
}

/** Hands out each pool's squares in a shuffled order: players pick squares that look free. */
export function freeSquares(poolIds: number[]) {
  const queues = poolIds.map((poolId) => ({ poolId, squares: shuffle(Array.from({ length: 100 }, (_, i) => i), Math.random) }));
  return {
    take(): SquareToClaim | null {
      for (let tries = 0; tries < 20; tries++) {
        const queue = queues[Math.floor(Math.random() * queues.length)]!;
        const index = queue.squares.pop();
        if (index !== undefined) return { poolId: queue.poolId, row: Math.floor(index / 10), column: index % 10 };
      }
      return null;
    },
  };
}

/** 'open' at a rate of claims/s offered by all players together, or 'closed' (saturation). */
export type ClaimLoad = { kind: 'open'; rate: number } | { kind: 'closed' };

export interface ClaimLoadResult {
  /** Milliseconds per claim, sorted: from when it was due (open loop) or sent (closed loop) to its answer. */
  latencies: number[];
  created: number;
  refused: number;
  /** Answers neither 201 nor 409. */
  other: number;
  elapsedS: number;
}

/**
 * The players' claims for `seconds`, player i on server i % urls.length, one square at a time.
 * - open loop: together they offer `rate` claims/s, each on its own random (exponential) schedule;
 *   latency counts from the moment a claim was due, so a server that falls behind shows it (no
 *   coordinated omission).
 * - closed loop: each player claims again the moment an answer arrives (saturation, where latency is
 *   mostly queueing).
 */
export async function runClaimLoad(urls: string[], cookies: string[], take: () => SquareToClaim | null, load: ClaimLoad, seconds: number): Promise<ClaimLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: cookies.length });
  const latencies: number[] = [];
  const counts = { created: 0, refused: 0, other: 0 };
  const deadline = Date.now() + seconds * 1000;
  const deadlineMark = performance.now() + seconds * 1000;
  const started = Date.now();
  const perPlayerIntervalMs = load.kind === 'open' ? (cookies.length / load.rate) * 1000 : 0;
  await Promise.all(
    cookies.map(async (cookie, i) => {
      const base = new URL(urls[i % urls.length]!);
      let due = performance.now() + Math.random() * perPlayerIntervalMs;
      while (Date.now() < deadline) {
        if (load.kind === 'open') {
          // A claim due after the end is not offered: waiting for it would stretch the run.
          if (due > deadlineMark) break;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        }
        const claim = take();
        if (!claim) break;
        const body = JSON.stringify({ row: claim.row, column: claim.column });
        const t0 = load.kind === 'open' ? due : performance.now();
        const { status } = await postJson(agent, base, `/api/pools/${claim.poolId}/squares`, body, cookie);
        latencies.push(performance.now() - t0);
        due += -Math.log(1 - Math.random()) * perPlayerIntervalMs;
        if (status === 201) counts.created++;
        else if (status === 409) counts.refused++;
        else counts.other++;
      }
    }),
  );
  const elapsedS = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return { latencies, ...counts, elapsedS };
}

/** Oversell audit of these pools: none above 100, no square twice, nobody above 5, full pools drawn. */
export async function auditPools(db: Db, poolIds: number[]): Promise<{ problems: number; full: number }> {
  let problems = 0;
  let full = 0;
  const perPool = await db
    .select({ poolId: squares.poolId, n: sql<number>`count(*)::int`, distinct: sql<number>`count(distinct (row, col))::int` })
    .from(squares)
    .where(inArray(squares.poolId, poolIds))
    .groupBy(squares.poolId);
  for (const row of perPool) if (row.n > 100 || row.n !== row.distinct) problems++;
  const overLimit = await db
    .select({ poolId: squares.poolId })
    .from(squares)
    .where(inArray(squares.poolId, poolIds))
    .groupBy(squares.poolId, squares.userId)
    .having(sql`count(*) > 5`);
  problems += overLimit.length;
  const sold = new Map(perPool.map((r) => [r.poolId, r.n]));
  for (const pool of await db.select().from(pools).where(inArray(pools.id, poolIds))) {
    if ((sold.get(pool.id) ?? 0) === 100) {
      full++;
      if (pool.status !== 'full' || !pool.rowDigits) problems++;
    } else if (pool.status !== 'open') problems++;
  }
  return { problems, full };
}
