import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jitteredRetryDelayMs, openEventStream, retryDelayMs } from './event-stream';

describe('jitteredRetryDelayMs', () => {
  it('waits between half and all of the exponential delay', () => {
    for (const attempt of [0, 1, 2, 3, 10]) {
      expect(jitteredRetryDelayMs(attempt, () => 0)).toBe(retryDelayMs(attempt) / 2);
      expect(jitteredRetryDelayMs(attempt, () => 0.999999)).toBe(retryDelayMs(attempt));
      const drawn = jitteredRetryDelayMs(attempt);
      expect(drawn).toBeGreaterThanOrEqual(retryDelayMs(attempt) / 2);
      expect(drawn).toBeLessThanOrEqual(retryDelayMs(attempt));
    }
    expect(jitteredRetryDelayMs(1, () => 0.5)).toBe(3_000);
  });
});

/** The browser's EventSource as far as openEventStream uses it; every instance made is kept. */
class FakeEventSource {
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(): void {}
  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }
  /** The server answered with an HTTP error: the browser gives up on this source. */
  fail(): void {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

describe('openEventStream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('opens a new source after a jittered wait that grows with each failure', () => {
    const close = openEventStream({ url: '/api/x/events', events: [], onMessage: () => {}, random: () => 0 });
    FakeEventSource.made[0]!.fail();
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.made).toHaveLength(1);
    vi.advanceTimersByTime(1); // half of 2 s
    expect(FakeEventSource.made).toHaveLength(2);
    FakeEventSource.made[1]!.fail();
    vi.advanceTimersByTime(2_000); // half of 4 s
    expect(FakeEventSource.made).toHaveLength(3);
    close();
  });
});
