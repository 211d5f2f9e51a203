import http from 'node:http';
import { shuffle } from '../../src/domain/random';
import { postJson } from './http';
import type { BenchPlayer } from './players';

/** One claim as sent: its pool (index into the claimer's pools), when it was sent (absolute ms), how long it took, the squares it made. */
export interface SentClaim {
  poolIndex: number;
  sentAt: number;
  tookMs: number;
  squareIds: number[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims one free square at a time on a set of pools as signed-in players do (POST /api/pools/{id}/squares),
 * each pool's squares in a shuffled order, the players taking turns so nobody reaches a pool's limit.
 * Times are absolute (performance.timeOrigin + performance.now()), to compare with other processes'.
 */
export class PoolClaimer {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  private readonly free: number[][];
  private readonly base: URL;
  private sent = 0;
  /** What went wrong (a claim that was not made), in words. */
  readonly errors: string[] = [];

  constructor(server: string, private readonly poolIds: readonly number[], private readonly players: readonly BenchPlayer[]) {
    this.base = new URL(server);
    this.free = poolIds.map(() => shuffle(Array.from({ length: 100 }, (_, i) => i), Math.random));
  }

  /** Free squares left on the emptiest-claimed pool (a bench asks for no more claims per pool than that). */
  get leastFree(): number {
    return Math.min(...this.free.map((squares) => squares.length));
  }

  /** A claim of one free square of pool `poolIndex`. */
  async claim(poolIndex: number): Promise<SentClaim> {
    const k = this.sent++;
    const square = this.free[poolIndex]!.pop();
    if (square === undefined) throw new Error(`pool ${this.poolIds[poolIndex]} has no free square left for the bench`);
    const player = this.players[Math.floor(k / this.poolIds.length) % this.players.length]!;
    const body = JSON.stringify({ row: Math.floor(square / 10), column: square % 10 });
    const sentAt = performance.timeOrigin + performance.now();
    const answer = await postJson(this.agent, this.base, `/api/pools/${this.poolIds[poolIndex]}/squares`, body, player.cookie).catch((error: Error) => {
      this.errors.push(`claim in pool ${this.poolIds[poolIndex]}: ${error.message}`);
      return null;
    });
    const tookMs = performance.timeOrigin + performance.now() - sentAt;
    if (answer && answer.status !== 201) this.errors.push(`claim in pool ${this.poolIds[poolIndex]}: ${answer.status} ${answer.text.slice(0, 300)}`);
    const squareIds = answer?.status === 201 ? (JSON.parse(answer.text) as { squares: { id: number }[] }).squares.map((s) => s.id) : [];
    return { poolIndex, sentAt, tookMs, squareIds };
  }

  /** `count` claims due at `perSecond` (open loop: one is sent when due, whether or not the earlier ones answered), claim k on pool k % pools. */
  async claimAtRate(count: number, perSecond: number): Promise<SentClaim[]> {
    const started = performance.now();
    const pending: Promise<SentClaim>[] = [];
    for (let k = 0; k < count; k++) {
      await sleep(started + (k * 1000) / perSecond - performance.now());
      pending.push(this.claim(k % this.poolIds.length));
    }
    return Promise.all(pending);
  }

  close(): void {
    this.agent.destroy();
  }
}
