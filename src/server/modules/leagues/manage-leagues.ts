import { eq } from 'drizzle-orm';
import { notFound } from '../../../domain/errors';
import type { Sport } from '../../../domain/schemas';
import { recordAudit } from '../../audit';
import type { UseCase } from '../../core/use-case';
import { leagues, type LeagueRow } from '../../db/schema';
import { createLeague } from './create-league';

type Actor = { actorUserId: string; ip: string };

/**
 * An admin adds a league from the console. It starts without weeks (the dashboard shows its
 * "Current Season", D9) until an admin sets its active week on Week Management.
 */
export const addLeague: UseCase<{ name: string; displayName: string; sport: Sport; isActive: boolean } & Actor, LeagueRow> = async (ctx, input) => {
  const row = await createLeague(ctx, { name: input.name, displayName: input.displayName, sport: input.sport, isActive: input.isActive, activeWeek: null });
  await recordAudit(ctx.tx, {
    action: 'league_created',
    at: ctx.now,
    actorUserId: input.actorUserId,
    ip: input.ip,
    details: { leagueId: row.id, name: row.name, displayName: row.displayName, sport: row.sport, isActive: row.isActive },
  });
  return row;
};

/** An admin turns a league on or off. Setting what it already is changes (and audits) nothing. */
export const setLeagueActive: UseCase<{ leagueId: number; isActive: boolean } & Actor, LeagueRow> = async (ctx, input) => {
  const [league] = await ctx.tx.select().from(leagues).where(eq(leagues.id, input.leagueId)).for('update');
  if (!league) throw notFound(`League ${input.leagueId} not found`);
  if (league.isActive === input.isActive) return league;
  const [updated] = await ctx.tx.update(leagues).set({ isActive: input.isActive }).where(eq(leagues.id, league.id)).returning();
  await recordAudit(ctx.tx, {
    action: 'league_updated',
    at: ctx.now,
    actorUserId: input.actorUserId,
    ip: input.ip,
    details: { leagueId: league.id, name: league.name, isActive: { from: league.isActive, to: input.isActive } },
  });
  return updated!;
};
