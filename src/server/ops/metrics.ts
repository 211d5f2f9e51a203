import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { readBacklog } from './backlog';

/** Seconds: from a cached read (a few ms) to a slow checkout (a provider call). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** Seconds a tick ran after its slot: a busy event loop adds milliseconds, a tick still running adds whole intervals. */
const LAG_BUCKETS = [0.001, 0.005, 0.025, 0.1, 0.5, 1, 2.5, 5, 10, 30];

export type StatusClass = '1xx' | '2xx' | '3xx' | '4xx' | '5xx';

/**
 * The process's Prometheus metrics (docs/operations.md, Health and metrics), in a registry of its own: tests build
 * many apps in one process, and prom-client's global registry would refuse the second one's names.
 * Counters and histograms are fed where things happen (HTTP hooks, streams, tickers); what the database
 * knows (payments by status, the outbox backlog) and the pool's usage are read when scraped.
 */
export class AppMetrics {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'squares_http_request_duration_seconds',
    help: 'HTTP request duration by route pattern, method and status class (event streams excluded)',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly claims = new Counter({
    name: 'squares_claims_total',
    help: "Claims of free pools' squares by outcome: ok, or the refusal's error code (square_taken, limit_reached, ...)",
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly checkouts = new Counter({
    name: 'squares_checkouts_total',
    help: 'Paid checkouts by step (start, purchase, cancel) and outcome: ok / completed / rejected, or the error code',
    labelNames: ['step', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly mailRequests = new Counter({
    name: 'squares_mail_requests_total',
    help: 'Requests that make the site e-mail people (create_pool, invite, resend) by outcome: ok, or the error code (quota: a daily quota was used up, ...)',
    labelNames: ['action', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly sseConnections = new Gauge({
    name: 'squares_sse_connections',
    help: 'Open Server-Sent Events streams of this process, by stream route',
    labelNames: ['stream'] as const,
    registers: [this.registry],
  });
  readonly sseDropped = new Counter({
    name: 'squares_sse_dropped_total',
    help: 'Event streams this process dropped because the client did not keep up: slow (over 256 KB unread), stalled (socket not drained for 10 s)',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly sseRefused = new Counter({
    name: 'squares_sse_refused_total',
    help: 'Event streams this process refused before opening them: too_many_streams (the client holds STREAMS_PER_CLIENT already, 429), busy (the process holds MAX_STREAMS, 503)',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly sseLimit = new Gauge({
    name: 'squares_sse_limit',
    help: 'The bounds on event streams this process was started with: per="client" (STREAMS_PER_CLIENT), per="process" (MAX_STREAMS, or derived from the open-file limit)',
    labelNames: ['per'] as const,
    registers: [this.registry],
  });
  readonly sseSnapshots = new Counter({
    name: 'squares_sse_snapshots_total',
    help: "Whole boards sent to live-board streams: open (a new stream), resume (a reconnecting browser missed events), gap (an event skipped a version), resync (events were lost in transit)",
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  readonly boardPdfs = new Counter({
    name: 'squares_board_pdfs_total',
    help: 'Printable board PDFs (GET /api/pools/{id}/board.pdf) by outcome: rendered (made for this request, on a render thread), cached (made before), not_modified (304), or the refusal\'s error code (rate_limited, busy, not_found, ...)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly myPoolsReads = new Counter({
    name: 'squares_sse_my_pools_reads_total',
    help: "Database reads made by My Pools streams (GET /api/user-pools/events) to send a change: the player's own figures moved (their claim, a prize, a refund) or the pool was not sent before; other players' claims and scores are sent from memory",
    registers: [this.registry],
  });
  readonly tickerLag = new Histogram({
    name: 'squares_ticker_lag_seconds',
    help: 'How late each background tick started against its schedule (a tick still running delays the next)',
    labelNames: ['ticker'] as const,
    buckets: LAG_BUCKETS,
    registers: [this.registry],
  });
  private defaultsOn = false;

  constructor(database: Database) {
    // Both gauges are collected side by side in one scrape: they share one read of the database.
    let reading: ReturnType<typeof readBacklog> | undefined;
    const backlog = () => (reading ??= readBacklog(database).finally(() => (reading = undefined)));
    new Gauge({
      name: 'squares_payments',
      help: 'Payments in the database by status (the same figure from every process: aggregate with max, not sum)',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        const { paymentsByStatus } = await backlog();
        for (const [status, count] of Object.entries(paymentsByStatus)) this.set({ status }, count);
      },
    });
    new Gauge({
      name: 'squares_outbox_pending',
      help: 'Messages in the outbox not yet sent, kept or given up (database-wide)',
      registers: [this.registry],
      async collect() {
        this.set((await backlog()).outboxPending);
      },
    });
    if (database.driver.kind === 'postgres') this.watchPool(database.driver.pool);
  }

  /** PostgreSQL's connection pool; PGlite has none (one in-process connection, queries queue). */
  private watchPool(pool: { totalCount: number; idleCount: number; waitingCount: number }): void {
    new Gauge({
      name: 'squares_db_pool_connections',
      help: 'PostgreSQL pool connections of this process: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  /** The read model's hits, misses and size (read-model/read-model.ts), taken at each scrape. */
  watchReadModel(reads: { stats(): { hits: number; misses: number; entries: number } }): void {
    const reads_ = new Counter({
      name: 'squares_read_model_reads_total',
      help: 'Reads asked of the in-memory read model, by result: hit (answered from memory) or miss (read from the database)',
      labelNames: ['result'] as const,
      registers: [this.registry],
    });
    new Gauge({
      name: 'squares_read_model_entries',
      help: 'Reads the in-memory read model of this process holds',
      registers: [this.registry],
      collect() {
        const { hits, misses, entries } = reads.stats();
        reads_.inc({ result: 'hit' }, hits);
        reads_.inc({ result: 'miss' }, misses);
        this.set(entries);
      },
    });
  }

  /** The event relay (realtime/relay.ts): whether this process relays now, and what it published. */
  watchRelay(relay: { readonly isLeader: boolean; readonly published: number; readonly batches: number }): void {
    new Gauge({
      name: 'squares_relay_leader',
      help: 'Whether this process is the one relaying change events from the outbox now (1) or waiting to take over (0)',
      registers: [this.registry],
      collect() {
        this.set(relay.isLeader ? 1 : 0);
      },
    });
    new Gauge({
      name: 'squares_relay_published_events',
      help: 'Change events this process has relayed since it started (after dropping one transaction’s repeats)',
      registers: [this.registry],
      collect() {
        this.set(relay.published);
      },
    });
    new Gauge({
      name: 'squares_relay_batches',
      help: 'Batches this process has relayed since it started (events per batch = published / batches)',
      registers: [this.registry],
      collect() {
        this.set(relay.batches);
      },
    });
  }

  /** The event bus (realtime/bus.ts): events heard, and with NATS the subjects subscribed to. */
  watchBus(bus: { readonly eventsHeard: number; readonly subscriptions: number }): void {
    new Gauge({
      name: 'squares_bus_events_heard',
      help: 'Relayed change events this process has heard since it started (with NATS, only those of what it shows)',
      registers: [this.registry],
      collect() {
        this.set(bus.eventsHeard);
      },
    });
    new Gauge({
      name: 'squares_bus_subscriptions',
      help: 'NATS subjects this process subscribes to for what it keeps and streams now (0 without NATS)',
      registers: [this.registry],
      collect() {
        this.set(bus.subscriptions);
      },
    });
  }

  /** Process metrics (CPU, memory, event loop lag, GC): started with the first scrape, so apps never scraped pay nothing. */
  async scrape(): Promise<string> {
    if (!this.defaultsOn) {
      this.defaultsOn = true;
      collectDefaultMetrics({ register: this.registry });
    }
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

export function statusClassOf(status: number): StatusClass {
  return `${Math.min(Math.max(Math.floor(status / 100), 1), 5)}xx` as StatusClass;
}
