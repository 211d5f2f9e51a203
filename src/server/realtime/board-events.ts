import { POOL_EVENT_NAMES } from '../../domain/schemas';
import type { Db } from '../db/client';
import type { ReadModel } from '../read-model/read-model';
import { squaresByIds, toSquareDto } from '../modules/squares';
import { squareDtosOf } from './claim-event';
import type { PoolNotification } from './notify';

/** One SSE event of a pool's board stream: its name and JSON data. */
export interface BoardEvent {
  name: string;
  data: unknown;
}

/** What a pool's watchers are sent for one notification: the claimed squares, the winner, or the pool. */
export async function loadBoardEvent(db: Db, reads: ReadModel, event: PoolNotification, poolId: number): Promise<BoardEvent> {
  // The pool comes from the read model, which heard this same event first (context.ts) and reads it
  // afresh once for the streams and the pool page's readers of this process alike.
  if (event.type === 'squares' && event.squares) {
    // Self-contained: the squares come with the event, the pool from memory (the read model
    // applied this claim to it first), so no process queries the database to show a claim.
    const { pool } = (await reads.pool(poolId)).value;
    return {
      name: POOL_EVENT_NAMES.squares,
      data: { poolId, squares: squareDtosOf(event), currentParticipants: event.sold ?? pool.currentParticipants, pool },
    };
  }
  if (event.type === 'squares') {
    const [claimed, { value }] = await Promise.all([squaresByIds(db, event.squareIds), reads.pool(poolId)]);
    return {
      name: POOL_EVENT_NAMES.squares,
      data: { poolId, squares: claimed.map(toSquareDto), currentParticipants: value.pool.currentParticipants, pool: value.pool },
    };
  }
  const pool = (await reads.pool(poolId)).value.pool;
  const winner = event.type === 'winner' ? pool.winners.find((w) => w.period === event.period) : undefined;
  if (winner) return { name: POOL_EVENT_NAMES.winner, data: { poolId, winner, pool } };
  return { name: POOL_EVENT_NAMES.pool, data: { pool } };
}

/**
 * Loads each notification's event once per pool, however many streams of this process watch that pool
 * (a popular board may have hundreds): the hub hands every listener the same notification object, so
 * it keys the shared load. A failed load fails every stream waiting on it (each logs it), never the
 * process.
 */
export function sharedPerNotification(
  load: (event: PoolNotification, poolId: number) => Promise<BoardEvent>,
): (event: PoolNotification, poolId: number) => Promise<BoardEvent> {
  const loads = new WeakMap<PoolNotification, Map<number, Promise<BoardEvent>>>();
  return (event, poolId) => {
    let byPool = loads.get(event);
    if (!byPool) loads.set(event, (byPool = new Map()));
    let pending = byPool.get(poolId);
    if (!pending) {
      byPool.set(poolId, (pending = load(event, poolId)));
      // Awaited by the streams; this only keeps a failure that no stream has awaited yet from being "unhandled".
      pending.catch(() => {});
    }
    return pending;
  };
}
