import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leagues } from '../../db/schema';

/**
 * The league's active week as committed when this statement runs (null: a league without weeks).
 * Claims and checkouts read it in its own statement AFTER taking the pool's row lock: advancing the
 * week bumps the pools it affects under that same lock (advance-week.ts), so a claim either commits
 * before the advance or sees the new week here.
 */
export async function leagueActiveWeek(db: Db, leagueId: number): Promise<string | null> {
  const [row] = await db.select({ activeWeek: leagues.activeWeek }).from(leagues).where(eq(leagues.id, leagueId));
  return row?.activeWeek ?? null;
}
