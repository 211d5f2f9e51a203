import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { CHANNELS } from './bus';

/**
 * Pool events cross processes through PostgreSQL LISTEN/NOTIFY (D15), raised by triggers on squares,
 * pools, games and payouts (migrations 0004 and 0008). The payload carries ids only (never near
 * NOTIFY's 8 KB limit); listeners load what they need. NOTIFY is delivered when the transaction
 * commits, and not at all if it rolls back, so watchers never see a change that did not happen.
 */
export type PoolNotification =
  | { type: 'squares'; poolId: number; squareIds: number[] }
  /** `gameId` only when the pool was just created (its game's list of pools changed: read-model/read-model.ts). */
  | { type: 'pool'; poolId: number; gameId?: number }
  | { type: 'winner'; poolId: number; period: string }
  /** `leagueId` from migration 0018 on (the league's lists of games change with the game). */
  | { type: 'game'; gameId: number; leagueId?: number };

export function parsePoolNotification(payload: string | undefined): PoolNotification | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    const poolId = value.poolId;
    if (value.type === 'game' && typeof value.gameId === 'number') {
      return Number.isInteger(value.leagueId) ? { type: 'game', gameId: value.gameId, leagueId: value.leagueId as number } : { type: 'game', gameId: value.gameId };
    }
    if (typeof poolId !== 'number') return null;
    if (value.type === 'pool') return Number.isInteger(value.gameId) ? { type: 'pool', poolId, gameId: value.gameId as number } : { type: 'pool', poolId };
    if (value.type === 'winner' && typeof value.period === 'string') return { type: 'winner', poolId, period: value.period };
    if (value.type === 'squares' && Array.isArray(value.squareIds)) {
      return { type: 'squares', poolId, squareIds: value.squareIds.filter((n): n is number => Number.isInteger(n)) };
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * A 'pool' event for each of these pools, from code rather than a trigger: for changes that alter how
 * a pool reads without changing its row (a league's active week making it read-only, advance-week.ts).
 * Delivered on commit, like the triggers' events.
 */
export async function notifyPoolsChanged(db: Db, poolIds: readonly number[]): Promise<void> {
  if (poolIds.length === 0) return;
  await db.execute(
    sql`select pg_notify(${CHANNELS.pools}, json_build_object('type', 'pool', 'poolId', id)::text) from unnest(array[${sql.join(poolIds.map((id) => sql`${id}`), sql`, `)}]::int[]) as id`,
  );
}
