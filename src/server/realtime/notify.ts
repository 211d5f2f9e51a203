import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { GameRow } from '../db/schema';
import { CHANNELS } from './bus';
import { gameRowOfEvent } from './game-event';
import { poolStateOfEvent, type PoolStateOfEvent } from './pool-state-event';

/** A claimed (or re-marked) square as its event carries it: the row's own columns, the DTO is made from them. */
export interface SquareOfEvent {
  id: number;
  userId: string | null;
  row: number;
  column: number;
  priceCents: number;
  purchasedAtMs: number;
  guestName: string | null;
  organizerPaid: boolean;
}

/**
 * A pool's change events (D15), written by the database's triggers into the realtime_events
 * outbox in the transaction that made the change (migration 0019) and published in batches by the relay.
 * Pool events carry the pool's version after the change (a watcher that skipped one refetches a snapshot);
 * a claim's event carries the squares themselves and the count sold, so it is shown without a query.
 */
export type PoolNotification =
  /** `squares` absent or null: not carried (too large, or a NOTIFY made by hand); a watcher reads them by id. */
  | { type: 'squares'; poolId: number; squareIds: number[]; version?: number; sold?: number; squares?: SquareOfEvent[] | null }
  /**
   * `gameId` only when the pool was just created or deleted (its game's list of pools changed); `state`
   * when the change was only to what a board shows of the pool row (migration 0023): applied without a query.
   */
  | { type: 'pool'; poolId: number; gameId?: number; version?: number; state?: PoolStateOfEvent }
  | { type: 'winner'; poolId: number; period: string; version?: number }
  /**
   * A game's row changed (scores, status, kickoff): one event for the game, whatever its pools, naming its
   * league (every game event since migration 0018 does), with the row as it now is (absent when the game
   * was deleted, or from an event before it was carried).
   */
  | { type: 'game'; gameId: number; leagueId: number; game?: GameRow };

const isInt = (value: unknown): value is number => Number.isInteger(value);

function squareOfEvent(value: unknown): SquareOfEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const s = value as Record<string, unknown>;
  if (!isInt(s.id) || !isInt(s.row) || !isInt(s.column) || !isInt(s.priceCents) || typeof s.purchasedAtMs !== 'number') return null;
  return {
    id: s.id,
    userId: typeof s.userId === 'string' ? s.userId : null,
    row: s.row,
    column: s.column,
    priceCents: s.priceCents,
    purchasedAtMs: s.purchasedAtMs,
    guestName: typeof s.guestName === 'string' ? s.guestName : null,
    organizerPaid: s.organizerPaid === true,
  };
}

/** An event as the bus delivers it (the parsed JSON, or a NOTIFY payload's text), or null if it is none. */
export function parsePoolNotification(payload: unknown): PoolNotification | null {
  let value: Record<string, unknown>;
  try {
    const parsed: unknown = typeof payload === 'string' ? JSON.parse(payload) : payload;
    if (typeof parsed !== 'object' || parsed === null) return null;
    value = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  const version = isInt(value.version) ? { version: value.version } : {};
  if (value.type === 'game') {
    if (!isInt(value.gameId) || !isInt(value.leagueId)) return null;
    const game = gameRowOfEvent(value.game);
    return {
      type: 'game',
      gameId: value.gameId,
      leagueId: value.leagueId,
      ...(game && game.id === value.gameId ? { game } : {}),
    };
  }
  const poolId = value.poolId;
  if (!isInt(poolId)) return null;
  if (value.type === 'pool') {
    const state = poolStateOfEvent(value.state);
    return { type: 'pool', poolId, ...(isInt(value.gameId) ? { gameId: value.gameId } : {}), ...version, ...(state ? { state } : {}) };
  }
  if (value.type === 'winner' && typeof value.period === 'string') return { type: 'winner', poolId, period: value.period, ...version };
  if (value.type === 'squares') {
    const sold = isInt(value.sold) ? { sold: value.sold } : {};
    const squares = Array.isArray(value.squares) ? value.squares.map(squareOfEvent) : null;
    const complete = squares?.every((s) => s !== null) ? squares : null;
    // Ids alone (a NOTIFY made by hand, as before events carried their rows) or a too-large claim: a watcher reads the board.
    const squareIds = complete ? complete.map((s) => s.id) : Array.isArray(value.squareIds) ? value.squareIds.filter(isInt) : [];
    return { type: 'squares', poolId, squareIds, ...version, ...sold, squares: complete };
  }
  return null;
}

/**
 * A 'pool' event for each of these pools, from code rather than a trigger: for changes that alter how
 * a pool reads without changing its row (a league's active week making it read-only, advance-week.ts).
 * Written to the outbox in the caller's transaction, like the triggers' events.
 */
export async function notifyPoolsChanged(db: Db, poolIds: readonly number[]): Promise<void> {
  if (poolIds.length === 0) return;
  await db.execute(
    sql`insert into realtime_events (channel, payload) select ${CHANNELS.pools}, json_build_object('type', 'pool', 'poolId', id, 'version', version)::text from pools where id = any(array[${sql.join(poolIds.map((id) => sql`${id}`), sql`, `)}]::int[]) order by id`,
  );
}
