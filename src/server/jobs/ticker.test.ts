import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTicker } from './ticker';

describe('startTicker', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => void vi.useRealTimers());

  it('never overlaps a tick, and reports a tick that waited for a slow one as late since the first slot it missed', async () => {
    const lags: number[] = [];
    const durations = [250, 0, 0];
    let running = 0;
    let most = 0;
    const stop = startTicker({
      intervalMs: 100,
      lag: (seconds) => lags.push(Math.round(seconds * 1000)),
      failed: (error) => {
        throw error;
      },
      tick: async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, durations.shift() ?? 0));
        running--;
      },
    });
    // Slots at 100 (runs until 350), 200 and 300 (missed), 400 (runs: late since 200), 500.
    await vi.advanceTimersByTimeAsync(520);
    await stop();
    expect(most).toBe(1);
    expect(lags).toEqual([0, 200, 0]);
  });

  it('reports a failed tick and keeps ticking', async () => {
    const failures: unknown[] = [];
    let calls = 0;
    const stop = startTicker({
      intervalMs: 50,
      failed: (error) => failures.push(error),
      tick: async () => {
        calls++;
        if (calls === 1) throw new Error('database away');
      },
    });
    await vi.advanceTimersByTimeAsync(120);
    await stop();
    expect(failures).toEqual([new Error('database away')]);
    expect(calls).toBe(2);
  });
});
