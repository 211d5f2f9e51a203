import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { listenForNotifications, type NotificationSource } from './listener';

/**
 * Channels raised by database triggers (migrations 0004 and 0006), and league events raised by the
 * use case that changes a league's active week (realtime/league-events.ts).
 */
export const CHANNELS = { pools: 'pool_events', auth: 'auth_events', leagues: 'league_events' } as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

/**
 * The process's notification bus: one LISTEN connection for all channels, opened at start, with
 * handlers by channel. Pool events feed the live boards; auth events keep the session cache honest.
 */
export class NotificationBus {
  private readonly handlers = new Map<Channel, Set<(payload: string | undefined) => void>>();
  private readonly reconnectHandlers = new Set<() => void>();
  private source: NotificationSource | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.source ??= await listenForNotifications(
      this.database,
      Object.values(CHANNELS),
      (channel, payload) => {
        for (const handler of this.handlers.get(channel as Channel) ?? []) {
          try {
            handler(payload);
          } catch (error) {
            this.log.warn({ err: error, channel }, 'notification handler failed');
          }
        }
      },
      this.log,
      { onReconnect: () => this.announceReconnect() },
    );
  }

  /**
   * `handler` runs each time the LISTEN connection came back after being lost: notifications of the
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

  /** Whether the LISTEN connection is up now (readiness): false from its loss until it is listening again. */
  get connected(): boolean {
    return this.source?.connected() ?? false;
  }

  on(channel: Channel, handler: (payload: string | undefined) => void): () => void {
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  async close(): Promise<void> {
    this.handlers.clear();
    this.reconnectHandlers.clear();
    const source = this.source;
    this.source = undefined;
    await source?.close();
  }
}
