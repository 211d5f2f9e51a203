import type { FastifyBaseLogger } from 'fastify';
import type { NatsConnection } from 'nats';
import type { Database } from '../db/client';
import { notifyChunks, withoutRepeats, type OutboxEvent } from './relayed-batch';
import { subjectOf } from './subjects';

/** The channel relayed batches travel on when there is no NATS (every process LISTENs to it: bus.ts). */
export const BATCH_CHANNEL = 'realtime_batches';

/** How the relay shows up in pg_stat_activity (operators, and the test that cuts it off). */
export const RELAY_APPLICATION_NAME = 'squares-relay';

/** Session advisory lock: one relay at a time; a dead relay's session ends and frees it at once. */
const RELAY_LOCK_KEY = 724_310_019;

export interface RelayOptions {
  /** Pause between polls of an empty outbox (batches every 10-25 ms). */
  intervalMs?: number;
  /** Most events per batch. */
  batchSize?: number;
  /** How often a process that is not the relay checks whether it should become it. */
  takeoverMs?: number;
}

/** Where a batch goes: NATS subjects, or one NOTIFY per chunk on BATCH_CHANNEL. */
export type RelayTarget = { kind: 'notify' } | { kind: 'nats'; connection: NatsConnection; prefix: string };

interface RelayConnection {
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

/** PGlite is one process: one relay per database object, taken over by another app on it when it stops. */
const pgliteLeaders = new WeakMap<object, Relay>();

/**
 * The relay: takes the change events the triggers wrote to realtime_events, in id order, and
 * publishes them in batches — no NOTIFY on anybody's commit path, at most one per batch here. One
 * process relays at a time (a session advisory lock held by a connection it keeps out of its pool while
 * it relays, so it must be a direct connection, not one through a pooler in transaction mode); the others
 * check every second whether to take over.
 *
 * Nothing is lost when the relay dies between a commit and its publication: events leave the outbox
 * only once published — with NOTIFY, in the same statement that sends them; with NATS, after the server
 * acknowledged them (so a crash in between publishes them again: watchers skip what they already have by
 * the pool's version). Events of one pool are written in commit order (its row lock orders its changes).
 */
export class Relay {
  private connection: RelayConnection | undefined;
  private leading = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private readonly intervalMs: number;
  private readonly batchSize: number;
  private readonly takeoverMs: number;
  /** Events and batches published since start (metrics, benches). */
  published = 0;
  batches = 0;

  constructor(
    private readonly database: Database,
    private readonly target: RelayTarget,
    private readonly log: FastifyBaseLogger,
    options: RelayOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 10;
    this.batchSize = options.batchSize ?? 1_000;
    this.takeoverMs = options.takeoverMs ?? 1_000;
  }

  /** Whether this process is the relay now. */
  get isLeader(): boolean {
    return this.leading;
  }

  /** Whether stop() was called last (start() again clears it). */
  get isStopped(): boolean {
    return this.stopped;
  }

  /** Starts offering to relay (again, after stop()). */
  start(): void {
    this.stopped = false;
    clearTimeout(this.timer);
    this.schedule(0);
  }

  /** Stops relaying and gives the lock up (another process takes over within its takeover interval). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    await this.resign();
  }

  /**
   * Publishes what the outbox holds now, batch after batch, if this process is the relay; the number of
   * events taken from the outbox. The loop calls it; tests call it to relay on their own schedule.
   */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const relayed = await this.relayBatch();
      total += relayed;
      if (relayed < this.batchSize) return total;
    }
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => (this.running = undefined));
    }, delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      if (!this.leading && !(await this.lead())) return this.schedule(this.takeoverMs);
      await this.drain();
      this.schedule(this.intervalMs);
    } catch (error) {
      if (!this.stopped) this.log.warn({ err: error }, 'event relay failed; another attempt follows');
      await this.resign();
      this.schedule(this.takeoverMs);
    }
  }

  private async relayBatch(): Promise<number> {
    const connection = this.connection;
    if (!connection || !this.leading) return 0;
    const rows = await connection.query<{ id: string | number; channel: string; payload: string }>(
      'select id, channel, payload from realtime_events order by id limit $1',
      [this.batchSize],
    );
    if (rows.length === 0) return 0;
    const events: OutboxEvent[] = rows.map((row) => ({ id: Number(row.id), channel: row.channel, payload: row.payload }));
    const ids = events.map((event) => event.id);
    const batch = withoutRepeats(events);
    if (this.target.kind === 'nats') {
      const { connection: nats, prefix } = this.target;
      for (const event of batch) nats.publish(subjectOf(prefix, event), event.payload);
      // Acknowledged by the server before the rows go: a crash here publishes them again, never loses them.
      await nats.flush();
      await connection.query('delete from realtime_events where id = any($1::bigint[])', [ids]);
    } else {
      const { chunks, dropped } = notifyChunks(batch);
      for (const event of dropped) this.log.error({ eventId: event.id, channel: event.channel }, 'a change event too large to relay was dropped');
      // One statement: the batch's NOTIFYs and its removal from the outbox commit together, or neither does.
      await connection.query(
        `with relayed as (delete from realtime_events where id = any($1::bigint[]))
         select pg_notify('${BATCH_CHANNEL}', chunk) from unnest($2::text[]) with ordinality as c(chunk, n) order by n`,
        [ids, chunks],
      );
    }
    this.published += batch.length;
    this.batches++;
    return rows.length;
  }

  /** Tries to become the relay; true if this process is it now. */
  private async lead(): Promise<boolean> {
    if (this.database.driver.kind === 'pglite') {
      const { client } = this.database.driver;
      const leader = pgliteLeaders.get(client);
      if (leader && leader !== this && !leader.stopped) return false;
      pgliteLeaders.set(client, this);
      this.connection = {
        query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
        close: async () => {
          if (pgliteLeaders.get(client) === this) pgliteLeaders.delete(client);
        },
      };
      return (this.leading = true);
    }
    // A connection of the process's pool, kept out of it while this process relays (its session holds the
    // lock) and destroyed when it stops, which frees the lock at once; returned at once if another relays.
    const client = await this.database.driver.sessionPool.connect();
    let leading: boolean;
    try {
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [RELAY_LOCK_KEY]);
      leading = rows[0]?.ok === true;
      if (leading && !this.stopped) await client.query(`set application_name = '${RELAY_APPLICATION_NAME}'`);
    } catch (error) {
      client.release(true);
      throw error;
    }
    if (!leading || this.stopped) {
      // Not the relay (or stopping meanwhile: destroyed, so a lock just taken is freed with its session).
      client.release(leading);
      return false;
    }
    let released = false;
    const connection: RelayConnection = {
      query: async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[],
      close: async () => {
        if (released) return;
        released = true;
        client.off('error', lost);
        client.release(true);
      },
    };
    // Out of the pool, nobody else listens for its errors: a session ended from outside (a restart, a
    // failover, pg_terminate_backend) would otherwise crash the process. The lock went with the session, so
    // this process stops relaying and offers again on its next tick.
    const lost = (error: Error) => {
      this.log.warn({ err: error }, 'the event relay lost its database session; it offers to relay again');
      if (this.connection === connection) {
        this.connection = undefined;
        this.leading = false;
      }
      void connection.close();
    };
    client.on('error', lost);
    this.connection = connection;
    this.log.info('this process relays change events now');
    return (this.leading = true);
  }

  private async resign(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    this.leading = false;
    // Closing the session frees the advisory lock.
    await connection?.close().catch(() => {});
  }
}
