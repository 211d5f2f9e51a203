import type { FastifyReply, FastifyRequest } from 'fastify';
import { streamTick, type SharedTick } from './shared-tick';

/** Bytes a client may leave unread before it is dropped: a few hundred board events, never unbounded memory. */
const MAX_WAITING_BYTES = 256 * 1024;
/** A socket that has not drained for this long belongs to a client that reads slower than we write. */
const STALL_MS = 10_000;
/**
 * A stream idle this long gets a heartbeat comment, so proxies (60 s read timeouts) keep it open. Drawn per
 * stream in this range: streams made idle by one broadcast (a score) then do not all ping in the same tick.
 */
const HEARTBEAT_MIN_MS = 15_000;
const HEARTBEAT_MAX_MS = 25_000;
/** The `retry:` hint, drawn per stream: after a restart, browsers come back spread over three seconds, not at once. */
const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 5_000;
/** Our ids are versions (a few digits); anything longer is not ours. */
const MAX_LAST_EVENT_ID_LENGTH = 32;

export type DropReason = 'slow' | 'stalled';

export interface EventStream {
  /**
   * Sends one event (`event:` name, JSON data) unless the stream has ended. With an `id` (one line: the
   * pool's version), the browser sends the last one back as Last-Event-ID when it reconnects.
   */
  send(event: string, data: unknown, id?: string | number): void;
  /** Runs work after all work queued before it, so events keep their order; failures are logged. */
  enqueue(work: () => Promise<void>): void;
  /** Called once when the client goes away or the stream is ended (at once if it has already). */
  onEnd(cleanup: () => void): void;
  end(): void;
  /** The reconnecting browser's Last-Event-ID header (the last id it saw), if it sent a plausible one. */
  readonly lastEventId: string | undefined;
}

export type EventStreamOptions = {
  /** The process's stream tick unless a test brings its own. */
  tick?: SharedTick;
  /** Draws the retry hint and the heartbeat interval; tests pin it. */
  random?: () => number;
};

/** A Last-Event-ID header's value: trimmed, and only if it is short enough to be one of our ids. */
export function parseLastEventId(header: string | string[] | undefined): string | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value && value.length <= MAX_LAST_EVENT_ID_LENGTH ? value : undefined;
}

/** A whole number in [min, max). */
function drawBetween(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min));
}

/**
 * An event's data as JSON, made once however many streams send it: every stream of a pool is handed the
 * same event object (board-events.ts), so a board with thousands of watchers pays one JSON.stringify per
 * change instead of one per watcher. Event data is never changed after it was first sent.
 */
const jsonOfData = new WeakMap<object, string>();
function eventJson(data: unknown): string {
  if (typeof data !== 'object' || data === null) return JSON.stringify(data);
  let json = jsonOfData.get(data);
  if (json === undefined) jsonOfData.set(data, (json = JSON.stringify(data)));
  return json;
}

/**
 * Turns a request into a Server-Sent Events stream (D15): the headers proxies need, a jittered reconnect
 * hint, heartbeats and drain checks from the process's one shared tick, and one end() for every way a
 * stream stops. A client that does not keep up is dropped (its socket destroyed, counted in
 * squares_sse_dropped_total); its browser reconnects and starts again from a snapshot. `open` is the set
 * of live streams' end functions, so the app can end them all when it closes.
 */
export function openEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  open: Set<() => void>,
  { tick = streamTick, random = Math.random }: EventStreamOptions = {},
): EventStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  const { metrics } = request.server.deps;
  const gauge = metrics.sseConnections.labels(request.routeOptions.url ?? 'unknown');
  gauge.inc();
  const heartbeatTicks = Math.ceil(drawBetween(random, HEARTBEAT_MIN_MS, HEARTBEAT_MAX_MS) / tick.intervalMs);
  const stallTicks = Math.ceil(STALL_MS / tick.intervalMs);
  let idleTicks = 0;
  let stalledTicks = 0;
  let closed = false;
  let queue: Promise<void> = Promise.resolve();
  const cleanups: (() => void)[] = [];

  /** Stops everything but the socket; false if the stream had already stopped. */
  const close = (): boolean => {
    if (closed) return false;
    closed = true;
    open.delete(end);
    leaveTick();
    gauge.dec();
    for (const cleanup of cleanups) cleanup();
    return true;
  };
  function end(): void {
    if (close() && !res.writableEnded) res.end();
  }
  // Destroyed, not ended: end() would queue behind the unread bytes and keep them in memory.
  const drop = (reason: DropReason) => {
    const waitingBytes = res.writableLength;
    if (!close()) return;
    metrics.sseDropped.inc({ reason });
    request.log.info({ reason, waitingBytes }, 'event stream dropped: the client does not keep up');
    res.destroy();
  };
  const write = (chunk: string) => {
    if (closed) return;
    // Checked before writing, so a single event larger than the bound still reaches a client that keeps up.
    if (res.writableLength > MAX_WAITING_BYTES) return drop('slow');
    res.write(chunk);
    idleTicks = 0;
  };
  const onTick = () => {
    if (res.writableNeedDrain) {
      if (++stalledTicks >= stallTicks) drop('stalled');
      return; // bytes are still on their way: no heartbeat needed
    }
    stalledTicks = 0;
    if (++idleTicks >= heartbeatTicks) write(': ping\n\n');
  };
  const leaveTick = tick.join(onTick);

  open.add(end);
  request.raw.on('close', end);
  // A client that left while the route read what it needed (the pool, the session) closed before anyone
  // listened: the stream ends now, and what the route sets up after this is undone at once (onEnd).
  if (res.destroyed) close();
  write(`retry: ${drawBetween(random, RETRY_MIN_MS, RETRY_MAX_MS)}\n\n`);
  return {
    send: (event, data, id) => write(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${eventJson(data)}\n\n`),
    enqueue: (work) => {
      if (closed) return;
      queue = queue.then(work).catch((error: unknown) => request.log.warn({ err: error }, 'event stream update failed'));
    },
    onEnd: (cleanup) => {
      if (closed) cleanup();
      else cleanups.push(cleanup);
    },
    end,
    lastEventId: parseLastEventId(request.headers['last-event-id']),
  };
}
