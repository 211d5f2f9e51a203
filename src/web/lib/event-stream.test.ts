import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jitteredRetryDelayMs, nextAttemptDelayMs, openEventStream, parseRetryAfterSeconds, retryDelayMs } from './event-stream';

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

describe('parseRetryAfterSeconds', () => {
  it('reads whole seconds, caps them at an hour, and ignores anything else', () => {
    expect(parseRetryAfterSeconds('30')).toBe(30);
    expect(parseRetryAfterSeconds(' 10 ')).toBe(10);
    expect(parseRetryAfterSeconds('999999')).toBe(3_600);
    for (const other of [null, '', '-5', '1.5', 'Wed, 21 Oct 2015 07:28:00 GMT', 'soon']) expect(parseRetryAfterSeconds(other)).toBeUndefined();
  });
});

describe('nextAttemptDelayMs', () => {
  it('waits at least Retry-After, plus up to half of it again, and never less than the backoff', () => {
    expect(nextAttemptDelayMs(0, undefined, () => 0)).toBe(1_000);
    expect(nextAttemptDelayMs(0, 30, () => 0)).toBe(30_000);
    expect(nextAttemptDelayMs(0, 30, () => 0.999999)).toBe(45_000);
    expect(nextAttemptDelayMs(5, 1, () => 0)).toBe(retryDelayMs(5) / 2); // the backoff is longer already
  });
});

/** The HEAD probe's answer, as the server gives it (stream-admission.ts). */
function answerProbesWith(status: number, headers: Record<string, string> = {}) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status, headers }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
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

  it('opens a new source after a jittered wait that grows with each failure', async () => {
    answerProbesWith(200);
    const close = openEventStream({ url: '/api/x/events', events: [], onMessage: () => {}, random: () => 0 });
    FakeEventSource.made[0]!.fail();
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1); // half of 2 s
    expect(FakeEventSource.made).toHaveLength(2);
    FakeEventSource.made[1]!.fail();
    await vi.advanceTimersByTimeAsync(2_000); // half of 4 s
    expect(FakeEventSource.made).toHaveLength(3);
    close();
  });

  it.each([
    [429, 'too many streams'],
    [503, 'busy'],
  ])('after a refusal (%i, %s) asks the same URL with HEAD and waits for its Retry-After', async (status) => {
    const fetch = answerProbesWith(status, { 'retry-after': '30' });
    const close = openEventStream({ url: '/api/pools/7/events', events: [], onMessage: () => {}, random: () => 0 });
    expect(fetch).not.toHaveBeenCalled(); // only a failed stream is probed
    FakeEventSource.made[0]!.fail();
    expect(fetch).toHaveBeenCalledWith('/api/pools/7/events', expect.objectContaining({ method: 'HEAD' }));
    await vi.advanceTimersByTimeAsync(29_999); // the backoff alone would have reconnected after 1 s
    expect(FakeEventSource.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.made).toHaveLength(2);
    close();
  });

  it('falls back to the backoff when the probe itself fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('network down'))));
    const close = openEventStream({ url: '/api/x/events', events: [], onMessage: () => {}, random: () => 0 });
    FakeEventSource.made[0]!.fail();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeEventSource.made).toHaveLength(2);
    close();
  });

  it('does not reconnect when closed while the probe was on its way', async () => {
    answerProbesWith(429, { 'retry-after': '1' });
    const close = openEventStream({ url: '/api/x/events', events: [], onMessage: () => {}, random: () => 0 });
    FakeEventSource.made[0]!.fail();
    close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.made).toHaveLength(1);
  });
});
