import { describe, expect, it, vi } from 'vitest';
import { sharedPerNotification, type BoardEvent } from './board-events';
import type { PoolNotification } from './notify';

describe('sharedPerNotification', () => {
  it('loads a notification once per pool, however many streams ask', async () => {
    const load = vi.fn(async (event: PoolNotification, poolId: number): Promise<BoardEvent> => ({ name: event.type, data: { poolId } }));
    const eventOf = sharedPerNotification(load);
    const claim: PoolNotification = { type: 'squares', poolId: 7, squareIds: [1] };
    const score: PoolNotification = { type: 'game', gameId: 3, leagueId: 1 };

    const answers = await Promise.all([eventOf(claim, 7), eventOf(claim, 7), eventOf(claim, 7), eventOf(score, 7), eventOf(score, 8)]);

    expect(load).toHaveBeenCalledTimes(3); // the claim for pool 7; the score for pools 7 and 8
    expect(answers.slice(0, 3).every((answer) => answer === answers[0])).toBe(true);
    expect(answers.map((a) => a.data)).toEqual([{ poolId: 7 }, { poolId: 7 }, { poolId: 7 }, { poolId: 7 }, { poolId: 8 }]);
    // An equal but new notification is a new change: loaded again.
    await eventOf({ type: 'squares', poolId: 7, squareIds: [1] }, 7);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('hands a failed load to every stream waiting on it, and none goes unhandled', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const eventOf = sharedPerNotification(async () => {
        throw new Error('database gone');
      });
      const event: PoolNotification = { type: 'pool', poolId: 1 };
      const first = eventOf(event, 1);
      // Nobody awaits it yet. Node reports a rejection nobody handled once the microtasks have run, before
      // the next macrotask: proving that none was reported needs that one turn, and no event marks it.
      await new Promise((resolve) => setImmediate(resolve));
      await expect(first).rejects.toThrow('database gone');
      await expect(eventOf(event, 1)).rejects.toThrow('database gone');
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
