import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { CHANNELS } from './bus';

/**
 * League events cross processes like pool events (D15): PostgreSQL NOTIFY, delivered when the
 * transaction that raised it commits and never if it rolls back; the payload carries the id only.
 * Raised by the use case itself (advance-week.ts), in its transaction, since no trigger watches leagues.
 */
export type LeagueNotification = { type: 'week'; leagueId: number };

export async function notifyLeagueWeekChanged(db: Db, leagueId: number): Promise<void> {
  const payload: LeagueNotification = { type: 'week', leagueId };
  await db.execute(sql`select pg_notify(${CHANNELS.leagues}, ${JSON.stringify(payload)})`);
}

export function parseLeagueNotification(payload: string | undefined): LeagueNotification | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    return value.type === 'week' && Number.isInteger(value.leagueId) ? { type: 'week', leagueId: value.leagueId as number } : null;
  } catch {
    return null;
  }
}
