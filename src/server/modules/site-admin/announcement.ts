import { eq } from 'drizzle-orm';
import { notFound } from '../../../domain/errors';
import { normalizeAnnouncement } from '../../../domain/schemas';
import { recordAudit } from '../../audit';
import type { UseCase } from '../../core/use-case';
import { leagues, type LeagueRow } from '../../db/schema';

/**
 * Sets a league's dashboard banner (D9): the text trimmed, empty = no banner. Audited with the old and
 * new text; saving the same text again changes nothing and records nothing.
 */
export const setLeagueAnnouncement: UseCase<{ leagueId: number; text: string | null; actorId: string; ip: string }, LeagueRow> = async (
  { tx, now },
  input,
) => {
  const [league] = await tx.select().from(leagues).where(eq(leagues.id, input.leagueId)).for('update');
  if (!league) throw notFound(`League ${input.leagueId} not found`);
  const announcement = normalizeAnnouncement(input.text);
  if (announcement === league.announcement) return league;
  const [updated] = await tx.update(leagues).set({ announcement }).where(eq(leagues.id, league.id)).returning();
  await recordAudit(tx, {
    action: 'announcement_changed',
    at: now,
    actorUserId: input.actorId,
    ip: input.ip,
    details: { leagueId: league.id, league: league.name, from: league.announcement, to: announcement },
  });
  return updated!;
};
