import type { FastifyBaseLogger } from 'fastify';
import { connect, type NatsConnection } from 'nats';
import type { Database } from '../db/client';
import { listenForNotifications, type NotificationSource } from './listener';
import { BATCH_CHANNEL, type RelayTarget } from './relay';
import { channelOfSubject, decodeChunk, subjectToken, type DeliveredEvent } from './relayed-batch';

/**
 * The bus's channels: pool and league change events (written to the realtime_events outbox by triggers,
 * migration 0019, and relayed in batches: relay.ts), and auth events (NOTIFY by triggers, migration 0006).
 */
export const CHANNELS = { pools: 'pool_events', auth: 'auth_events', leagues: 'league_events' } as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

/**
 * What a handler receives: a relayed event's parsed JSON (pool and league events), or a NOTIFY payload's
 * text (auth events, and anything notified on a channel directly).
 */
export type BusPayload = unknown;

export interface BusOptions {
  /** NATS servers (config NATS_URL): relayed events arrive by NATS instead of the batch NOTIFY channel. */
  natsServers?: readonly string[] | undefined;
}

/**
 * The process's event bus: one LISTEN connection (auth events, and the relay's batches when there is no
 * NATS), and with NATS one subscription to this database's subjects; handlers by channel. Pool events
 * feed the read model and the live boards; auth events keep the session cache honest. Events reach the
 * handlers one at a time, in the order the relay published them.
 */
export class NotificationBus {
  private readonly handlers = new Map<Channel, Set<(payload: BusPayload) => void>>();
  private readonly reconnectHandlers = new Set<() => void>();
  private source: NotificationSource | undefined;
  private nats: { connection: NatsConnection; prefix: string; up: boolean } | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: BusOptions = {},
  ) {}

  async start(): Promise<void> {
    if (this.source) return;
    const relayedOverNats = Boolean(this.options.natsServers?.length);
    if (relayedOverNats) await this.startNats();
    const channels: string[] = [...Object.values(CHANNELS), ...(relayedOverNats ? [] : [BATCH_CHANNEL])];
    this.source = await listenForNotifications(
      this.database,
      channels,
      (channel, payload) => {
        if (channel === BATCH_CHANNEL) this.deliver(decodeChunk(payload));
        else this.dispatch(channel, payload);
      },
      this.log,
      { onReconnect: () => this.announceReconnect() },
    );
  }

  /** Where this process's relay publishes, should it become the relay (the same transport the bus hears). */
  relayTarget(): RelayTarget {
    return this.nats ? { kind: 'nats', connection: this.nats.connection, prefix: this.nats.prefix } : { kind: 'notify' };
  }

  /**
   * One database's events on a shared NATS server stay apart: subjects start with `squares.<database>`
   * (tests run many databases against one server).
   */
  private async startNats(): Promise<void> {
    const [row] = await this.database.query<{ name: string }>('bus_database_name', 'select current_database() as name', []);
    const prefix = `squares.${subjectToken(row?.name ?? 'squares')}`;
    const connection = await connect({ servers: [...(this.options.natsServers ?? [])], name: 'squares', maxReconnectAttempts: -1, reconnectTimeWait: 250 });
    const state = { connection, prefix, up: true };
    this.nats = state;
    const subscription = connection.subscribe(`${prefix}.>`);
    void (async () => {
      for await (const message of subscription) {
        const channel = channelOfSubject(prefix, message.subject);
        if (!channel) continue;
        try {
          this.dispatch(channel, JSON.parse(message.string()));
        } catch (error) {
          this.log.warn({ err: error, subject: message.subject }, 'a malformed event arrived by NATS');
        }
      }
    })();
    void (async () => {
      for await (const status of connection.status()) {
        if (status.type === 'disconnect') state.up = false;
        if (status.type === 'reconnect') {
          // Events published while this process was cut off are gone: whoever keeps state from them catches up.
          state.up = true;
          this.log.info('NATS connection back');
          this.announceReconnect();
        }
      }
    })();
    await connection.flush();
  }

  /** Hands each relayed event to its channel's handlers, in order. */
  deliver(events: readonly DeliveredEvent[]): void {
    for (const event of events) this.dispatch(event.channel, event.data);
  }

  private dispatch(channel: string, payload: BusPayload): void {
    for (const handler of this.handlers.get(channel as Channel) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        this.log.warn({ err: error, channel }, 'notification handler failed');
      }
    }
  }

  /**
   * `handler` runs each time the LISTEN connection (or NATS) came back after being lost: events of the
   * gap were missed, so state kept from them (open streams, caches) must be refreshed.
   */
  onReconnect(handler: () => void): () => void {
    this.reconnectHandlers.add(handler);
    return () => this.reconnectHandlers.delete(handler);
  }

  private announceReconnect(): void {
    for (const handler of this.reconnectHandlers) {
      try {
        handler();
      } catch (error) {
        this.log.warn({ err: error }, 'reconnect handler failed');
      }
    }
  }

  /** Whether events reach this process now (readiness): false from a connection's loss until it is back. */
  get connected(): boolean {
    return (this.source?.connected() ?? false) && (this.nats?.up ?? true);
  }

  on(channel: Channel, handler: (payload: BusPayload) => void): () => void {
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  async close(): Promise<void> {
    this.handlers.clear();
    this.reconnectHandlers.clear();
    const source = this.source;
    const nats = this.nats;
    this.source = undefined;
    this.nats = undefined;
    await source?.close();
    await nats?.connection.drain().catch(() => {});
  }
}
