import type { FastifyBaseLogger } from 'fastify';
import { CHANNELS, type NotificationBus } from './bus';
import { parsePoolNotification, type PoolNotification } from './notify';

export type PoolEventListener = (event: PoolNotification) => void;

/** Fans pool notifications out to the subscribers of this process (the open SSE streams), by pool. */
export class PoolEventHub {
  private readonly listeners = new Map<number, Set<PoolEventListener>>();

  constructor(bus: NotificationBus, private readonly log: FastifyBaseLogger) {
    bus.on(CHANNELS.pools, (payload) => {
      const event = parsePoolNotification(payload);
      if (event) this.dispatch(event);
    });
  }

  subscribe(poolId: number, listener: PoolEventListener): () => void {
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
}
