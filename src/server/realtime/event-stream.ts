import type { FastifyReply, FastifyRequest } from 'fastify';

const HEARTBEAT_MS = 25_000;

export interface EventStream {
  /** Sends one event (`event:` name, JSON data) unless the stream has ended. */
  send(event: string, data: unknown): void;
  /** Runs work after all work queued before it, so events keep their order; failures are logged. */
  enqueue(work: () => Promise<void>): void;
  /** Called once when the client goes away or the stream is ended. */
  onEnd(cleanup: () => void): void;
  end(): void;
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
 * Turns a request into a Server-Sent Events stream (D15): the headers proxies need, a reconnect hint,
 * a heartbeat comment every 25 s, and one end() for every way a stream stops. `open` is the set of
 * live streams' end functions, so the app can end them all when it closes.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, open: Set<() => void>): EventStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  const gauge = request.server.deps.metrics.sseConnections.labels(request.routeOptions.url ?? 'unknown');
  gauge.inc();
  res.write('retry: 3000\n\n');
  let sequence = 0;
  let queue: Promise<void> = Promise.resolve();
  const cleanups: (() => void)[] = [];
  const heartbeat = setInterval(() => !res.writableEnded && res.write(': ping\n\n'), HEARTBEAT_MS);
  const end = () => {
    if (!open.delete(end)) return;
    gauge.dec();
    clearInterval(heartbeat);
    for (const cleanup of cleanups) cleanup();
    if (!res.writableEnded) res.end();
  };
  open.add(end);
  request.raw.on('close', end);
  return {
    send: (event, data) => {
      if (!res.writableEnded) res.write(`id: ${++sequence}\nevent: ${event}\ndata: ${eventJson(data)}\n\n`);
    },
    enqueue: (work) => {
      queue = queue.then(work).catch((error: unknown) => request.log.warn({ err: error }, 'event stream update failed'));
    },
    onEnd: (cleanup) => void cleanups.push(cleanup),
    end,
  };
}
