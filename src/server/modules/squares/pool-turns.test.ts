import { describe, expect, it, vi } from 'vitest';
import { PoolTurns } from './pool-turns';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('PoolTurns', () => {
  it('runs the claims of one pool one after another, in arrival order, whatever the one ahead did', async () => {
    const turns = new PoolTurns();
    const log: string[] = [];
    const claim = (name: string, fails = false) =>
      turns.take(7, async () => {
        log.push(`${name} starts`);
        await tick();
        log.push(`${name} ends`);
        if (fails) throw new Error(`${name} refused`);
        return name;
      });
    const results = await Promise.allSettled([claim('a'), claim('b', true), claim('c')]);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['a', 'b refused', 'c']);
    await vi.waitFor(() => expect(turns.busyPools).toBe(0));
  });

  it('lets claims of different pools run side by side', async () => {
    const turns = new PoolTurns();
    const log: string[] = [];
    const claim = (poolId: number) =>
      turns.take(poolId, async () => {
        log.push(`${poolId} starts`);
        await tick();
        log.push(`${poolId} ends`);
      });
    await Promise.all([claim(1), claim(2)]);
    expect(log).toEqual(['1 starts', '2 starts', '1 ends', '2 ends']);
  });

  it('stops once the claims taking turns have finished, and takes no claim after', async () => {
    const turns = new PoolTurns();
    const log: string[] = [];
    const claim = (name: string) =>
      turns.take(7, async () => {
        await tick();
        log.push(name);
      });
    const running = [claim('a'), claim('b')];
    await turns.stop();
    log.push('stopped');
    await Promise.all(running);
    expect(log).toEqual(['a', 'b', 'stopped']);
    expect(turns.isStopped).toBe(true);
    await expect(claim('late')).rejects.toThrow(/shutting down/);
  });
});
