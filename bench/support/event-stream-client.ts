import http from 'node:http';

/** An event's name, its data (the data lines joined) and when its chunk arrived (performance.now()). */
export type EventHandler = (name: string, data: string, at: number) => void;

export interface BenchEventStream {
  /** The first event (a pool stream's snapshot): rejects if the stream fails before it. */
  readonly first: Promise<{ name: string; data: string; at: number }>;
  /** Settles when the stream is over: null after close(), the reason when it failed or the server ended it. */
  readonly ended: Promise<Error | null>;
  close(): void;
}

/**
 * A Server-Sent Events stream as a bench client reads it: plain node:http (a socket of `agent` held
 * for as long as the stream is open), no reconnection, and a cheap line parser, so thousands of
 * streams in one process cost little besides the bytes: each event's data is handed over as the
 * string it arrived as, for the caller to look only at what it needs.
 */
export function openBenchEventStream(agent: http.Agent, base: URL, path: string, headers: Record<string, string>, onEvent: EventHandler): BenchEventStream {
  let closing = false;
  let settleFirst: { resolve: (event: { name: string; data: string; at: number }) => void; reject: (error: Error) => void } | null = null;
  const first = new Promise<{ name: string; data: string; at: number }>((resolve, reject) => (settleFirst = { resolve, reject }));
  // Awaited by callers that want it; a stream nobody waits on must not raise "unhandled".
  first.catch(() => {});
  let settleEnded: (error: Error | null) => void = () => {};
  const ended = new Promise<Error | null>((resolve) => (settleEnded = resolve));
  const finish = (error: Error | null) => {
    const reason = closing ? null : (error ?? new Error(`${path}: the server ended the stream`));
    if (reason && settleFirst) settleFirst.reject(reason);
    settleFirst = null;
    settleEnded(reason);
  };
  const dispatch = (name: string, data: string, at: number) => {
    if (settleFirst) {
      settleFirst.resolve({ name, data, at });
      settleFirst = null;
    }
    onEvent(name, data, at);
  };

  const request = http.request(
    { agent, hostname: base.hostname, port: base.port, path, method: 'GET', headers: { accept: 'text/event-stream', ...headers } },
    (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        finish(new Error(`${path} answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let pending = '';
      response.on('data', (chunk: string) => {
        const at = performance.now();
        const text = pending.length > 0 ? pending + chunk : chunk;
        let start = 0;
        for (let end = text.indexOf('\n\n'); end !== -1; end = text.indexOf('\n\n', start)) {
          parseBlock(text, start, end, at, dispatch);
          start = end + 2;
        }
        pending = start === text.length ? '' : text.slice(start);
      });
      response.on('close', () => finish(null));
      response.on('error', (error) => finish(error));
    },
  );
  request.on('error', (error) => finish(error));
  request.end();
  return {
    first,
    ended,
    close: () => {
      closing = true;
      request.destroy();
    },
  };
}

/** One event block (text[start, end)): its `event:` name and `data:` lines; comments and `id:`/`retry:` lines are skipped. */
function parseBlock(text: string, start: number, end: number, at: number, dispatch: EventHandler): void {
  let name = 'message';
  let data: string | null = null;
  for (let pos = start; pos < end; ) {
    let lineEnd = text.indexOf('\n', pos);
    if (lineEnd === -1 || lineEnd > end) lineEnd = end;
    if (text.startsWith('data:', pos)) {
      const value = text.slice(pos + (text.charCodeAt(pos + 5) === 32 ? 6 : 5), lineEnd);
      data = data === null ? value : `${data}\n${value}`;
    } else if (text.startsWith('event:', pos)) {
      name = text.slice(pos + (text.charCodeAt(pos + 6) === 32 ? 7 : 6), lineEnd);
    }
    pos = lineEnd + 1;
  }
  // Per the SSE rules an event without data is not dispatched.
  if (data !== null) dispatch(name, data, at);
}

/**
 * The ids of the squares in a pool stream's 'squares' event, without parsing the whole event (it also
 * carries the pool): its `"squares":[...]` list holds flat square objects, each starting with its id.
 */
export function squareIdsOf(data: string): number[] {
  const ids: number[] = [];
  const start = data.indexOf('"squares":[');
  if (start === -1) return ids;
  const end = data.indexOf(']', start);
  for (let at = data.indexOf('{"id":', start); at !== -1 && at < end; at = data.indexOf('{"id":', at + 6)) {
    ids.push(parseInt(data.slice(at + 6, at + 20), 10));
  }
  return ids;
}
