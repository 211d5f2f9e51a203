import type { FastifyBaseLogger } from 'fastify';
import { connect, type Msg, type NatsConnection, type Subscription } from 'nats';
import type { Database } from '../db/client';
import { listenForNotifications, type NotificationSource } from './listener';
import { BATCH_CHANNEL, type RelayTarget } from './relay';
import { decodeChunk, type DeliveredEvent } from './relayed-batch';
import { channelOfSubject, subjectsHeardByAll, subjectsOfInterest, subjectToken } from './subjects';

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
  /** How long a NATS subscription nobody holds any more is kept (a board closed and opened again meanwhile keeps it). */
  idleSubscriptionMs?: number;
}

/**
 * This process's interest in the changes of what some tags name (read-model.ts's tags: `pool:12`,
 * `game:5`…), held until released. With NATS it is what the process subscribes to; without, every
 * process hears every event and holding is free.
 */
export interface Interest {
  /** Resolves once events of these tags reach this process (the NATS server has the subscriptions). */
  readonly ready: Promise<void>;
  /**
   * True if some of these tags were not heard by this process when the interest was taken: anything
   * read before `ready` may miss a change made meanwhile.
   */
  readonly fresh: boolean;
  release(): void;
}

/**
 * The one subscriber that hears every event and every reconnection before any other handler: the read
 * model. Whoever handles an event next (a live board's stream, a read-your-writes check) reads through
 * it, so it must already have dropped what the event made stale; after a reconnection it must have
 * forgotten everything before the streams resync from it.
 */
export interface PrimarySubscriber {
  hear(channel: Channel, payload: BusPayload): void;
  reconnected(): void;
}

const HELD_ALREADY: Interest = { ready: Promise.resolve(), fresh: false, release: () => {} };

/** One subject pattern subscribed on NATS for as long as someone holds it (and a while after). */
interface HeldSubject {
  subscription: Subscription;
  holders: number;
  ready: Promise<void>;
  heard: boolean;
  /** When the last holder let go (the sweep unsubscribes it after idleSubscriptionMs). */
  idleSince: number | undefined;
}

/**
 * The process's event bus: one LISTEN connection (auth events, and the relay's batches when there is no
 * NATS), and with NATS one subscription to this database's subjects; handlers by channel. Pool events
 * feed the read model (the primary subscriber: it hears each event first) and then the live boards; auth
 * events keep the session cache honest. Events reach the
 * handlers one at a time, in the order the relay published them.
 */
export class NotificationBus {
  private readonly handlers = new Map<Channel, Set<(payload: BusPayload) => void>>();
  private readonly reconnectHandlers = new Set<() => void>();
  private primary: PrimarySubscriber | undefined;
  private source: NotificationSource | undefined;
  private nats: { connection: NatsConnection; prefix: string; up: boolean } | undefined;
  private readonly held = new Map<string, HeldSubject>();
  private sweeper: NodeJS.Timeout | undefined;
  /** The last NATS message dispatched: a message matching two held patterns arrives once per pattern. */
  private last: { subject: string; data: Uint8Array } | undefined;
  /** Relayed events handed to the handlers since start (metrics; the tests of interest count them). */
  eventsHeard = 0;
  private isClosed = false;

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
    // Only what this process shows: the read model's cached reads and the open streams hold
    // their tags' subjects (interest()); the events naming nothing in particular reach everyone.
    for (const subject of subjectsHeardByAll(prefix)) connection.subscribe(subject, { callback: (_error, message) => this.onNatsMessage(message) });
    const idleMs = this.options.idleSubscriptionMs ?? 30_000;
    this.sweeper = setInterval(() => this.unsubscribeIdle(idleMs), Math.max(10, Math.min(idleMs, 10_000)));
    this.sweeper.unref();
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
    for (const event of events) {
      this.eventsHeard++;
      this.dispatch(event.channel, event.data);
    }
  }

  private onNatsMessage(message: Msg): void {
    const prefix = this.nats?.prefix;
    const channel = prefix === undefined ? null : channelOfSubject(prefix, message.subject);
    if (!channel) return;
    // The server sends a message once per matching subscription, one after the other: the repeat is dropped.
    const last = this.last;
    if (last && last.subject === message.subject && Buffer.compare(last.data, message.data) === 0) return;
    this.last = { subject: message.subject, data: message.data };
    let data: unknown;
    try {
      data = JSON.parse(message.string());
    } catch (error) {
      this.log.warn({ err: error, subject: message.subject }, 'a malformed event arrived by NATS');
      return;
    }
    this.deliver([{ channel, data }]);
  }

  /**
   * Takes this process's interest in the changes of what `tags` name: with NATS, subscribes to their
   * subjects (subjects.ts) unless held already. Whoever caches or streams something read from the
   * database takes the interest first and reads after `ready`, so no change falls between the two.
   */
  interest(tags: readonly string[]): Interest {
    const nats = this.nats;
    if (!nats || tags.length === 0) return HELD_ALREADY;
    const subjects = [...new Set(tags.flatMap((tag) => subjectsOfInterest(nats.prefix, tag)))];
    let fresh = false;
    let flushed: Promise<void> | undefined;
    const readies: Promise<void>[] = [];
    for (const subject of subjects) {
      let held = this.held.get(subject);
      if (!held) {
        flushed ??= nats.connection.flush();
        const entry: HeldSubject = {
          subscription: nats.connection.subscribe(subject, { callback: (_error, message) => this.onNatsMessage(message) }),
          holders: 0,
          ready: flushed.then(() => {
            entry.heard = true;
          }),
          heard: false,
          idleSince: undefined,
        };
        // A connection closing meanwhile leaves its flush unanswered: nothing waits on it for ever.
        entry.ready.catch(() => {});
        this.held.set(subject, (held = entry));
      }
      held.holders++;
      held.idleSince = undefined;
      if (!held.heard) {
        fresh = true;
        readies.push(held.ready);
      }
    }
    let released = false;
    return {
      ready: readies.length === 0 ? HELD_ALREADY.ready : Promise.all(readies).then(() => {}),
      fresh,
      release: () => {
        if (released) return;
        released = true;
        for (const subject of subjects) {
          const held = this.held.get(subject);
          if (held && --held.holders === 0) held.idleSince = performance.now();
        }
      },
    };
  }

  /** NATS subscriptions held now (metrics, tests). */
  get subscriptions(): number {
    return this.held.size;
  }

  /** Unsubscribes what nobody has held for `idleMs` (a timer does it every few seconds; tests call it). */
  unsubscribeIdle(idleMs: number): void {
    const now = performance.now();
    for (const [subject, held] of this.held) {
      if (held.holders === 0 && held.idleSince !== undefined && now - held.idleSince >= idleMs) {
        held.subscription.unsubscribe();
        this.held.delete(subject);
      }
    }
  }

  /**
   * Makes `subscriber` hear every event and reconnection first, before the handlers of `on` and
   * `onReconnect` whenever they were added. One per bus; the returned function removes it.
   */
  setPrimarySubscriber(subscriber: PrimarySubscriber): () => void {
    if (this.primary) throw new Error('the bus has a primary subscriber already');
    this.primary = subscriber;
    return () => {
      if (this.primary === subscriber) this.primary = undefined;
    };
  }

  private dispatch(channel: string, payload: BusPayload): void {
    const primary = this.primary;
    if (primary) {
      try {
        primary.hear(channel as Channel, payload);
      } catch (error) {
        this.log.warn({ err: error, channel }, 'primary notification subscriber failed');
      }
    }
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

  /** Tells the primary subscriber, then every reconnect handler, that events may have been missed (the transports call it). */
  announceReconnect(): void {
    try {
      this.primary?.reconnected();
    } catch (error) {
      this.log.warn({ err: error }, 'primary subscriber failed to reconnect');
    }
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

  /** Whether close() was called (shutdown; the bus is not started again). */
  get closed(): boolean {
    return this.isClosed;
  }

  async close(): Promise<void> {
    this.isClosed = true;
    this.primary = undefined;
    this.handlers.clear();
    this.reconnectHandlers.clear();
    const source = this.source;
    const nats = this.nats;
    this.source = undefined;
    this.nats = undefined;
    clearInterval(this.sweeper);
    this.held.clear();
    await source?.close();
    await nats?.connection.drain().catch(() => {});
  }
}
