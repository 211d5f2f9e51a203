import type { FastifyBaseLogger } from 'fastify';
import { CHANNELS, type Interest, type NotificationBus } from './bus';
import { parsePoolNotification, type PoolNotification } from './notify';

export type PoolEventListener = (event: PoolNotification) => void;

/** What a subscriber watches: pool events of these pools, game events of these games. */
export interface Watch {
  poolIds: readonly number[];
  gameIds: readonly number[];
}

/**
 * Fans notifications out to the subscribers of this process (the open SSE streams): pool events by
 * pool, game events (scores) by game. When the LISTEN connection was lost and is back, events of the
 * gap are missing, so every subscriber is told to resync (streams send their state afresh).
 */
export class PoolEventHub {
  private readonly byPool = new Map<number, Set<PoolEventListener>>();
  private readonly byGame = new Map<number, Set<PoolEventListener>>();
  private readonly resyncs = new Set<() => void>();
  private readonly stopHearing: (() => void)[];

  constructor(
    private readonly bus: NotificationBus,
    private readonly log: FastifyBaseLogger,
  ) {
    this.stopHearing = [
      bus.on(CHANNELS.pools, (payload) => {
        const event = parsePoolNotification(payload);
        if (event) this.dispatch(event);
      }),
      bus.onReconnect(() => this.resyncAll()),
    ];
  }

  /** Shutdown (the streams were ended first, at the app's close): stops hearing the bus and forgets every subscriber. */
  close(): void {
    for (const stop of this.stopHearing) stop();
    this.byPool.clear();
    this.byGame.clear();
    this.resyncs.clear();
  }

  /** Subscribers (streams) listening now: pools and games watched, resync handlers (tests, shutdown). */
  get subscribers(): number {
    return this.byPool.size + this.byGame.size + this.resyncs.size;
  }

  /**
   * `listener` hears the events of what `watch` names until the returned function is called; with NATS
   * this process subscribes to them meanwhile (`interest`: whatever is read after its `ready` is followed
   * by every later change). `onResync` runs when events may have been missed (the connection came back).
   */
  subscribe(watch: Watch, listener: PoolEventListener, onResync?: () => void): { interest: Interest; unsubscribe: () => void } {
    const interest = this.bus.interest([...watch.poolIds.map((id) => `pool:${id}`), ...watch.gameIds.map((id) => `game:${id}`)]);
    if (onResync) this.resyncs.add(onResync);
    const add = (index: Map<number, Set<PoolEventListener>>, id: number) => {
      let set = index.get(id);
      if (!set) index.set(id, (set = new Set()));
      set.add(listener);
    };
    watch.poolIds.forEach((id) => add(this.byPool, id));
    watch.gameIds.forEach((id) => add(this.byGame, id));
    const unsubscribe = () => {
      interest.release();
      if (onResync) this.resyncs.delete(onResync);
      const remove = (index: Map<number, Set<PoolEventListener>>, id: number) => {
        const set = index.get(id);
        set?.delete(listener);
        if (set?.size === 0) index.delete(id);
      };
      watch.poolIds.forEach((id) => remove(this.byPool, id));
      watch.gameIds.forEach((id) => remove(this.byGame, id));
    };
    return { interest, unsubscribe };
  }

  private resyncAll(): void {
    for (const resync of this.resyncs) {
      try {
        resync();
      } catch (error) {
        this.log.warn({ err: error }, 'pool event resync failed');
      }
    }
  }

  private dispatch(event: PoolNotification): void {
    const listeners = event.type === 'game' ? this.byGame.get(event.gameId) : this.byPool.get(event.poolId);
    for (const listener of listeners ?? []) {
      try {
        listener(event);
      } catch (error) {
        this.log.warn({ err: error }, 'pool event listener failed');
      }
    }
  }
}
