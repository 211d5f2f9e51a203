import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SharedTick } from './shared-tick';

describe('SharedTick', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has a timer only while someone is joined', () => {
    const tick = new SharedTick(1_000);
    expect(vi.getTimerCount()).toBe(0);
    const leave = tick.join(() => {});
    const leaveToo = tick.join(() => {});
    expect(vi.getTimerCount()).toBe(1);
    leave();
    leave(); // leaving twice does not take someone else's place
    expect(vi.getTimerCount()).toBe(1);
    leaveToo();
    expect(vi.getTimerCount()).toBe(0);
    tick.join(() => {});
    expect(vi.getTimerCount()).toBe(1);
  });

  it('calls every member at each tick, also when members leave during the walk', () => {
    const tick = new SharedTick(1_000);
    const calls: string[] = [];
    const same = () => calls.push('same');
    tick.join(same);
    tick.join(same); // two members, though one function
    const leaveSelf = tick.join(() => {
      calls.push('leaver');
      leaveSelf();
    });
    tick.join(() => calls.push('last'));
    vi.advanceTimersByTime(2_000);
    expect(calls).toEqual(['same', 'same', 'leaver', 'last', 'same', 'same', 'last']);
  });
});
