import type { GameRow, PoolRow } from '../../db/schema';

type Sold = { row: number; column: number; userId: string | null };

/** A pool as one snapshot saw it: the row (with its version), its game, its league's active week and its sold squares. */
export interface BoardState {
  pool: PoolRow;
  game: GameRow;
  /** Advancing the week bumps the version of the pools it affects, so a stale week fails the compare-and-set too. */
  activeWeek: string | null;
  sold: Sold[];
}

export const MAX_BOARDS = 2_000;

/**
 * The boards this process claimed on or read recently, so a claim usually needs one round trip (the
 * compare-and-set) instead of two. It is only ever a hint:
 * - a claim is written only if the pool's version is still the cached one (every change to a pool row
 *   bumps it: the claim paths do, a trigger does for everything else, migration 0010), so a stale entry
 *   can never let a wrong claim through; it costs one refused compare-and-set and a fresh read;
 * - a refusal is never given from the cache: the claim is checked again against a fresh read first.
 * Bounded: the least recently used boards leave first.
 */
export class BoardCache {
  private readonly boards = new Map<number, BoardState>();

  get(poolId: number): BoardState | undefined {
    const board = this.boards.get(poolId);
    if (board) {
      this.boards.delete(poolId);
      this.boards.set(poolId, board);
    }
    return board;
  }

  set(board: BoardState): void {
    this.boards.delete(board.pool.id);
    this.boards.set(board.pool.id, board);
    if (this.boards.size > MAX_BOARDS) this.boards.delete(this.boards.keys().next().value!);
  }

  forget(poolId: number): void {
    this.boards.delete(poolId);
  }

  /** Forgets every board (shutdown). */
  clear(): void {
    this.boards.clear();
  }

  get size(): number {
    return this.boards.size;
  }
}
