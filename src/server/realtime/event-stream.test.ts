import { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { AppMetrics } from '../ops/metrics';
import { openEventStream, parseLastEventId, type EventStreamOptions } from './event-stream';
import { SharedTick } from './shared-tick';

/** What openEventStream uses of a ServerResponse; `slow` keeps every byte written unread. */
class FakeResponse {
  readonly chunks: string[] = [];
  writableLength = 0;
  writableNeedDrain = false;
  writableEnded = false;
  destroyed = false;
  constructor(private readonly slow = false) {}
  writeHead(): void {}
  write(chunk: string): boolean {
    this.chunks.push(chunk);
    if (this.slow) this.writableLength += Buffer.byteLength(chunk);
    return !this.slow;
  }
  end(): void {
    this.writableEnded = true;
  }
  destroy(): void {
    this.destroyed = true;
  }
  text(): string {
    return this.chunks.join('');
  }
}

// PGlite's kind: no pool gauges; nothing here scrapes, so the database is never read.
const metrics = () => new AppMetrics({ driver: { kind: 'pglite' } } as unknown as Database);

function openFake(
  options: EventStreamOptions & { slow?: boolean; headers?: Record<string, string>; appMetrics?: AppMetrics; open?: Set<() => void>; gone?: boolean } = {},
) {
  const res = new FakeResponse(options.slow);
  // The client left while the route was reading: its socket, and so the response, is destroyed already.
  res.destroyed = options.gone ?? false;
  const appMetrics = options.appMetrics ?? metrics();
  const request = {
    id: 'req-1',
    headers: options.headers ?? {},
    raw: new EventEmitter(),
    server: { deps: { metrics: appMetrics } },
    routeOptions: { url: '/api/pools/:id/events' },
    log: { info: vi.fn(), warn: vi.fn() },
  } as unknown as FastifyRequest;
  const reply = { hijack: vi.fn(), raw: res } as unknown as FastifyReply;
  const stream = openEventStream(request, reply, options.open ?? new Set(), options);
  return { stream, res, metrics: appMetrics };
}

async function dropped(appMetrics: AppMetrics): Promise<Record<string, number>> {
  const { values } = await appMetrics.sseDropped.get();
  return Object.fromEntries(values.map((v) => [v.labels.reason, v.value]));
}

describe('openEventStream', () => {
  let tick: SharedTick;
  beforeEach(() => {
    vi.useFakeTimers();
    tick = new SharedTick(1_000);
  });
  afterEach(() => vi.useRealTimers());

  it('runs every stream from one timer, made with the first and stopped after the last', () => {
    const streams = Array.from({ length: 50 }, () => openFake({ tick }));
    expect(vi.getTimerCount()).toBe(1);
    expect(tick.size).toBe(50);
    for (const { stream } of streams) stream.end();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sends heartbeats only to the streams idle for their heartbeat interval', () => {
    const random = () => 0; // the shortest heartbeat interval: 15 s
    const busy = openFake({ tick, random });
    const idle = openFake({ tick, random });
    for (let second = 1; second <= 30; second++) {
      if (second % 5 === 0) busy.stream.send('squares', { second });
      vi.advanceTimersByTime(1_000);
    }
    expect(busy.res.text()).not.toContain(': ping');
    expect(idle.res.chunks.filter((c) => c === ': ping\n\n')).toHaveLength(2); // at 15 s and 30 s
  });

  it('draws each heartbeat interval in [15, 25) s', () => {
    const late = openFake({ tick, random: () => 0.9999 });
    vi.advanceTimersByTime(24_000);
    expect(late.res.text()).not.toContain(': ping');
    vi.advanceTimersByTime(1_000);
    expect(late.res.text()).toContain(': ping');
  });

  it('drops a client whose unread bytes pass 256 KB, and counts it', async () => {
    const open = new Set<() => void>();
    const cleanup = vi.fn();
    const { stream, res, metrics: appMetrics } = openFake({ tick, slow: true, open });
    stream.onEnd(cleanup);
    const event = { filler: 'x'.repeat(1_000) };
    for (let i = 0; i < 300; i++) stream.send('squares', event);

    expect(res.destroyed).toBe(true);
    expect(res.writableLength).toBeLessThan(258 * 1024); // the bound and one event, not 300 events
    expect(cleanup).toHaveBeenCalledOnce();
    expect(open.size).toBe(0);
    expect(tick.size).toBe(0);
    expect(await dropped(appMetrics)).toEqual({ slow: 1 });
    expect((await appMetrics.sseConnections.get()).values[0]?.value).toBe(0);
  });

  it('drops a client whose socket has not drained for 10 s, and not one that drains in time', async () => {
    const stuck = openFake({ tick });
    const recovering = openFake({ tick, appMetrics: stuck.metrics });
    stuck.res.writableNeedDrain = true;
    recovering.res.writableNeedDrain = true;
    vi.advanceTimersByTime(9_000);
    recovering.res.writableNeedDrain = false;
    vi.advanceTimersByTime(1_000);

    expect(stuck.res.destroyed).toBe(true);
    expect(recovering.res.destroyed).toBe(false);
    expect(await dropped(stuck.metrics)).toEqual({ stalled: 1 });
  });

  it('ends at once a stream whose client left before it opened: nothing stays subscribed, counted or queued', async () => {
    const open = new Set<() => void>();
    const { stream, metrics: appMetrics } = openFake({ tick, open, gone: true });
    const unsubscribe = vi.fn();
    stream.onEnd(unsubscribe);
    const work = vi.fn(async () => {});
    stream.enqueue(work);
    await vi.runOnlyPendingTimersAsync();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(work).not.toHaveBeenCalled();
    expect(open.size).toBe(0);
    expect(tick.size).toBe(0);
    expect((await appMetrics.sseConnections.get()).values[0]?.value).toBe(0);
  });

  it('sends a retry hint drawn in [2000, 5000) ms', () => {
    expect(openFake({ tick, random: () => 0 }).res.chunks[0]).toBe('retry: 2000\n\n');
    expect(openFake({ tick, random: () => 0.5 }).res.chunks[0]).toBe('retry: 3500\n\n');
    expect(openFake({ tick, random: () => 0.99999 }).res.chunks[0]).toBe('retry: 4999\n\n');
  });

  it("writes an event's id only when it is given", () => {
    const { stream, res } = openFake({ tick });
    stream.send('snapshot', { a: 1 }, 42);
    stream.send('squares', { b: 2 });
    expect(res.chunks.slice(1)).toEqual(['id: 42\nevent: snapshot\ndata: {"a":1}\n\n', 'event: squares\ndata: {"b":2}\n\n']);
  });

  it('reads the Last-Event-ID header', () => {
    expect(openFake({ tick, headers: { 'last-event-id': ' 17 ' } }).stream.lastEventId).toBe('17');
    expect(openFake({ tick }).stream.lastEventId).toBeUndefined();
  });
});

describe('parseLastEventId', () => {
  it('keeps a trimmed id of at most 32 characters', () => {
    expect(parseLastEventId('123')).toBe('123');
    expect(parseLastEventId('  9\t')).toBe('9');
    expect(parseLastEventId('x'.repeat(32))).toBe('x'.repeat(32));
    expect(parseLastEventId('x'.repeat(33))).toBeUndefined();
    expect(parseLastEventId('   ')).toBeUndefined();
    expect(parseLastEventId(undefined)).toBeUndefined();
    expect(parseLastEventId(['5', '6'])).toBe('5');
  });
});
