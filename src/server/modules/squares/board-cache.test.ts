import { describe, expect, it } from 'vitest';
import type { GameRow, PoolRow } from '../../db/schema';
import { BoardCache, MAX_BOARDS, type BoardState } from './board-cache';

function board(id: number): BoardState {
  return { pool: { id, version: 0 } as PoolRow, game: { id } as GameRow, activeWeek: null, sold: [] };
}

describe('BoardCache', () => {
  it('keeps at most MAX_BOARDS boards, letting the least recently used go first', () => {
    const cache = new BoardCache();
    for (let id = 1; id <= MAX_BOARDS; id++) cache.set(board(id));
    expect(cache.get(1)).toBeDefined(); // pool 1 is now the most recently used
    cache.set(board(MAX_BOARDS + 1));
    expect(cache.size).toBe(MAX_BOARDS);
    expect(cache.get(2)).toBeUndefined();
    expect(cache.get(1)).toBeDefined();
    expect(cache.get(MAX_BOARDS + 1)).toBeDefined();
  });

  it('replaces a board with its newer state and forgets on request', () => {
    const cache = new BoardCache();
    cache.set(board(7));
    cache.set({ ...board(7), pool: { id: 7, version: 3 } as PoolRow });
    expect(cache.get(7)?.pool.version).toBe(3);
    cache.forget(7);
    expect(cache.get(7)).toBeUndefined();
  });
});
