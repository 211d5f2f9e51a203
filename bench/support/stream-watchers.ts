import http from 'node:http';
import { openBenchEventStream, squareIdsOf, type BenchEventStream } from './event-stream-client';
import { fdLimits, type FdLimits } from './process-limits';

/**
 * A bench client process that holds thousands of pool event streams (started by watcher-processes.ts,
 * driven over IPC). The streams of a bench are spread over several of these: one process may not have
 * file descriptors for them all, and it leaves the parent's event loop to time the claims. Reading is
 * kept cheap: of a 'squares' event only its square ids are read; each arrival is kept per square as a count and the first and last time, so the parent can
 * tell when the LAST stream of a pool had a claim. A snapshot after the first one (the server making
 * good a gap) delivers the squares of this round that the stream had not heard of.
 *
 * Times are absolute (performance.timeOrigin + performance.now()), so they compare across processes.
 */

export interface WatchSpec {
  poolId: number;
  /** The loopback address the stream connects from (127.0.0.2 …), so no one address runs out of ports. */
  address: string;
}

export type WatcherCommand =
  /** Opens these streams, `atOnce` at a time, each until its first event. */
  | { type: 'open'; base: string; specs: WatchSpec[]; atOnce: number }
  /** Drops every stream at once and reopens them all at once (a proxy restart). */
  | { type: 'storm' }
  /** Closes every stream. */
  | { type: 'closeAll' }
  /** Claim arrivals so far: the total only, or (`rows`) per square, then forgotten (`clear`). */
  | { type: 'report'; rows: boolean; clear: boolean }
  | { type: 'exit' };

export interface OpenReply {
  type: 'open';
  opened: number;
  failed: number;
  retries: number;
}
export interface StormReply {
  type: 'storm';
  droppedAt: number;
  /** Each reopened stream's time from the drop to its first event, ms. */
  waits: number[];
  lastAt: number;
  failed: number;
  retries: number;
  /** First events that were not a snapshot. */
  notSnapshot: number;
  /** The largest first event (snapshot) of the storm, in characters of its data. */
  snapshotChars: number;
}
export interface ReportReply {
  type: 'report';
  /** Claimed squares heard, summed over streams. */
  arrivals: number;
  /** [square id, streams that heard it, first heard at, last heard at], flattened. */
  rows: number[];
  /** Streams the server ended (or that failed) after they had opened (since the process started). */
  dropped: number;
  /** Snapshots after a stream's first (since the process started). */
  resyncs: number;
  /** A square told twice to one stream (since the process started). */
  duplicates: number;
  open: number;
  cpuMs: number;
  notes: string[];
  /** Streams that heard a 'pool' event since the last report that cleared (a score reaching their board). */
  poolStreams: number;
  /** When each of those heard its first (with `rows`), absolute ms. */
  poolHeardAt: number[];
}
export type WatcherReply = { type: 'ready'; limits: FdLimits } | OpenReply | StormReply | ReportReply | { type: 'closeAll' };

/** Reconnection as a browser's EventSource after a failed open: after the stream's `retry: 3000`, jittered. */
const RETRY_MS = 3000;
const MAX_TRIES = 6;

interface Watcher {
  spec: WatchSpec;
  stream: BenchEventStream | null;
  /** Open: its first event came, and it has not ended since. */
  live: boolean;
  snapshots: number;
  /** Squares of this round (since the last report that cleared) the stream heard of. */
  heard: Set<number>;
}

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let base = new URL('http://127.0.0.1');
const watchers: Watcher[] = [];
const agents = new Map<string, http.Agent>();
/** Square id -> [streams that heard it, first at, last at]. */
let arrivals = new Map<number, [number, number, number]>();
let arrivalCount = 0;
/** Watcher -> when it first heard a 'pool' event this round. */
const poolHeard = new Map<Watcher, number>();
const counts = { dropped: 0, resyncs: 0, duplicates: 0, retries: 0, failed: 0, notSnapshot: 0, snapshotChars: 0 };
const notes: string[] = [];
const note = (what: string) => void (notes.length < 10 && notes.push(what));
/** Why opens were retried: error message (the port left out) -> how many. */
const retryReasons = new Map<string, number>();

function agentFor(address: string): http.Agent {
  let agent = agents.get(address);
  if (!agent) agents.set(address, (agent = new http.Agent({ keepAlive: false, maxSockets: Infinity, localAddress: address })));
  return agent;
}

function onEvent(watcher: Watcher, name: string, data: string, at: number): void {
  const resync = name === 'snapshot' && watcher.snapshots++ > 0;
  if (resync) counts.resyncs++;
  const heardAt = performance.timeOrigin + at;
  if (name === 'pool' && !poolHeard.has(watcher)) poolHeard.set(watcher, heardAt);
  if (name !== 'squares' && !resync) return;
  for (const id of squareIdsOf(data)) {
    if (watcher.heard.has(id)) {
      if (!resync) counts.duplicates++;
      continue;
    }
    // A resent board holds every square; those of this round are the ones some stream was told of.
    if (resync && !arrivals.has(id)) continue;
    watcher.heard.add(id);
    arrivalCount++;
    const seen = arrivals.get(id);
    if (!seen) arrivals.set(id, [1, heardAt, heardAt]);
    else {
      seen[0]++;
      seen[2] = heardAt;
    }
  }
}

/** Opens a watcher's stream; resolves with the time of its first event, rejects when it failed before that. */
async function watch(watcher: Watcher): Promise<number> {
  watcher.snapshots = 0;
  const stream = openBenchEventStream(agentFor(watcher.spec.address), base, `/api/pools/${watcher.spec.poolId}/events`, {}, (name, data, at) =>
    onEvent(watcher, name, data, at),
  );
  watcher.stream = stream;
  const first = await stream.first;
  if (first.name !== 'snapshot') counts.notSnapshot++;
  counts.snapshotChars = Math.max(counts.snapshotChars, first.data.length);
  watcher.live = true;
  void stream.ended.then((error) => {
    if (!error || watcher.stream !== stream) return;
    watcher.live = false;
    counts.dropped++;
    note(`stream of pool ${watcher.spec.poolId} ended: ${error.message}`);
  });
  return performance.timeOrigin + first.at;
}

/** watch() with EventSource-like retries; null when the stream could not be opened. */
async function watchWithRetries(watcher: Watcher): Promise<number | null> {
  for (let tries = 1; ; tries++) {
    try {
      return await watch(watcher);
    } catch (error) {
      if (tries === MAX_TRIES) {
        counts.failed++;
        note(`stream of pool ${watcher.spec.poolId} did not open: ${(error as Error).message}`);
        return null;
      }
      counts.retries++;
      const reason = (error as Error).message.replace(/:\d+/g, '');
      retryReasons.set(reason, (retryReasons.get(reason) ?? 0) + 1);
      await sleep(RETRY_MS * (0.5 + Math.random()));
    }
  }
}

function closeAll(): void {
  for (const watcher of watchers) {
    watcher.live = false;
    watcher.stream?.close();
    watcher.stream = null;
  }
}

async function open(specs: WatchSpec[], atOnce: number): Promise<OpenReply> {
  const before = { failed: counts.failed, retries: counts.retries };
  const added = specs.map((spec): Watcher => ({ spec, stream: null, live: false, snapshots: 0, heard: new Set() }));
  watchers.push(...added);
  let next = 0;
  let opened = 0;
  await Promise.all(
    Array.from({ length: Math.min(atOnce, added.length) }, async () => {
      while (next < added.length) if ((await watchWithRetries(added[next++]!)) !== null) opened++;
    }),
  );
  return { type: 'open', opened, failed: counts.failed - before.failed, retries: counts.retries - before.retries };
}

async function storm(): Promise<StormReply> {
  const before = { failed: counts.failed, retries: counts.retries, notSnapshot: counts.notSnapshot };
  const droppedAt = now();
  counts.snapshotChars = 0;
  closeAll();
  const firsts = await Promise.all(watchers.map((watcher) => watchWithRetries(watcher)));
  const waits = firsts.filter((at): at is number => at !== null).map((at) => at - droppedAt);
  return {
    type: 'storm',
    droppedAt,
    waits,
    lastAt: Math.max(droppedAt, ...firsts.map((at) => at ?? 0)),
    failed: counts.failed - before.failed,
    retries: counts.retries - before.retries,
    notSnapshot: counts.notSnapshot - before.notSnapshot,
    snapshotChars: counts.snapshotChars,
  };
}

function report(rows: boolean, clear: boolean): ReportReply {
  const flat: number[] = [];
  if (rows) for (const [id, [count, first, last]] of arrivals) flat.push(id, count, first, last);
  const cpu = process.cpuUsage();
  const reply: ReportReply = {
    type: 'report',
    arrivals: arrivalCount,
    rows: flat,
    dropped: counts.dropped,
    resyncs: counts.resyncs,
    duplicates: counts.duplicates,
    open: watchers.filter((w) => w.live).length,
    cpuMs: (cpu.user + cpu.system) / 1000,
    notes: [...notes, ...[...retryReasons].map(([reason, count]) => `${count} opens retried after: ${reason}`)],
    poolStreams: poolHeard.size,
    poolHeardAt: rows ? [...poolHeard.values()] : [],
  };
  if (clear) {
    poolHeard.clear();
    arrivals = new Map();
    arrivalCount = 0;
    for (const watcher of watchers) watcher.heard.clear();
  }
  return reply;
}

async function handle(command: WatcherCommand): Promise<WatcherReply | null> {
  switch (command.type) {
    case 'open':
      base = new URL(command.base);
      return open(command.specs, command.atOnce);
    case 'storm':
      return storm();
    case 'closeAll':
      closeAll();
      watchers.length = 0;
      return { type: 'closeAll' };
    case 'report':
      return report(command.rows, command.clear);
    case 'exit':
      closeAll();
      setImmediate(() => process.exit(0));
      return null;
  }
}

// One command at a time, answered in order (watcher-processes.ts waits for each answer).
let queue = Promise.resolve();
process.on('message', (command: WatcherCommand) => {
  queue = queue.then(async () => {
    const reply = await handle(command);
    if (reply && process.connected) process.send!(reply);
  });
});
process.send!({ type: 'ready', limits: fdLimits() } satisfies WatcherReply);
