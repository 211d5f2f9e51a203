import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { listenForPoolEvents, type NotificationSource } from './listener';
import type { PoolNotification } from './notify';

export type PoolEventListener = (event: PoolNotification) => void;

/**
 * Fans pool notifications out to the subscribers of this process (the open SSE streams), grouped by
 * pool. The LISTEN connection opens with the first subscriber and stays open until the app closes.
 */
export class PoolEventHub {
  private readonly listeners = new Map<number, Set<PoolEventListener>>();
  private source: Promise<NotificationSource> | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async subscribe(poolId: number, listener: PoolEventListener): Promise<() => void> {
    this.source ??= listenForPoolEvents(this.database, (event) => this.dispatch(event), this.log);
    await this.source;
    let set = this.listeners.get(poolId);
    if (!set) this.listeners.set(poolId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(poolId);
    };
  }

  subscriberCount(poolId?: number): number {
    if (poolId !== undefined) return this.listeners.get(poolId)?.size ?? 0;
    let total = 0;
    for (const set of this.listeners.values()) total += set.size;
    return total;
  }

  private dispatch(event: PoolNotification): void {
    for (const listener of this.listeners.get(event.poolId) ?? []) {
      try {
        listener(event);
      } catch (error) {
        this.log.warn({ err: error }, 'pool event listener failed');
      }
    }
  }

  async close(): Promise<void> {
    this.listeners.clear();
    const source = this.source;
    this.source = undefined;
    if (source) await (await source).close();
  }
}
