import { and, eq, inArray, isNotNull, not, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../../domain/errors';
import { isPastWeek, takesWeeks } from '../../../domain/week-rules';
import type { WeekCode } from '../../../domain/weeks';
import { recordAudit } from '../../audit';
import type { UseCase } from '../../core/use-case';
import { games, leagues, pools } from '../../db/schema';
import { notifyPoolsChanged } from '../../realtime/notify';

export interface AdvanceWeekInput {
  leagueId: number;
  week: WeekCode;
  actorId: string;
  ip: string | null;
}

export interface AdvanceWeekOutcome {
  activeWeek: WeekCode;
  /** null: the league had no week yet (a console-made NFL). */
  previousWeek: string | null;
  /** False when `week` was already the active week: nothing was written. */
  changed: boolean;
}

/**
 * An admin sets a league's active week (spec "Week Management", D9), in one transaction:
 * - the dashboard's games follow at once (they are read by the league's active week, games/service.ts);
 * - public pools of weeks before it become read-only (domain/week-rules): every open public pool of the
 *   league's weekly games gets its version bumped under its row lock, so a claim checked against a board
 *   read before this commit fails its compare-and-set (or waits for this commit) and reads the new week.
 *   Private pools follow their own game, not the week (isWeekClosed): nothing changes for them here;
 * - the change is audited, and announced to open dashboards (league event) and to the boards whose
 *   read-only state changed (pool events), on commit.
 * Any week may be chosen, also an earlier one to correct a mistake (its later weeks take squares again).
 * A league without weeks is refused, except the NFL, whose first week is set here (domain/week-rules).
 */
export const advanceWeek: UseCase<AdvanceWeekInput, AdvanceWeekOutcome> = async ({ tx, now }, input) => {
  const [league] = await tx.select().from(leagues).where(eq(leagues.id, input.leagueId)).for('update');
  if (!league) throw notFound(`League ${input.leagueId} not found`);
  if (!takesWeeks(league)) {
    throw conflict(`${league.name} has no weeks: its dashboard shows the whole current season, so there is no active week to change`);
  }
  const previousWeek = league.activeWeek;
  if (previousWeek === input.week) return { activeWeek: input.week, previousWeek, changed: false };

  await tx.update(leagues).set({ activeWeek: input.week }).where(eq(leagues.id, league.id));
  const weeklyGames = tx
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.leagueId, league.id), isNotNull(games.week)));
  const bumped = await tx
    .update(pools)
    .set({ version: sql`${pools.version} + 1` })
    .where(and(eq(pools.status, 'open'), not(pools.isPrivate), inArray(pools.gameId, weeklyGames)))
    .returning({ id: pools.id, week: sql<string | null>`(select ${games.week} from ${games} where ${games.id} = ${pools.gameId})` });

  await recordAudit(tx, {
    action: 'active_week_changed',
    at: now,
    actorUserId: input.actorId,
    ip: input.ip,
    details: { leagueId: league.id, league: league.name, from: previousWeek, to: input.week },
  });
  const reopenedOrClosed = bumped.filter((pool) => isPastWeek(pool.week, previousWeek) !== isPastWeek(pool.week, input.week));
  await notifyPoolsChanged(tx, reopenedOrClosed.map((pool) => pool.id));
  return { activeWeek: input.week, previousWeek, changed: true };
};
