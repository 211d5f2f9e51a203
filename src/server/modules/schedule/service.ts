import { and, asc, eq, gte, isNull, lt, or } from 'drizzle-orm';
import { notFound } from '../../../domain/errors';
import { nflSeasonBounds } from '../../../domain/nfl-calendar';
import { isListedOnSchedule } from '../../../domain/schedule';
import type { Db } from '../../db/client';
import { games, leagues, type GameRow } from '../../db/schema';

const NFL_CODE = 'NFL';

/**
 * The NFL's games of one season that the schedule lists (finished games left out, spec section 4),
 * by kickoff. A game stored without a season (e.g. added by hand) belongs to the season its kickoff
 * falls in (D10: the year of its September).
 */
export async function listNflSchedule(db: Db, season: number): Promise<GameRow[]> {
  const [nfl] = await db.select({ id: leagues.id }).from(leagues).where(eq(leagues.name, NFL_CODE));
  if (!nfl) throw notFound('No NFL league found');
  const { start, end } = nflSeasonBounds(season);
  const inSeason = or(
    eq(games.season, season),
    and(isNull(games.season), gte(games.gameDate, start), lt(games.gameDate, end)),
  );
  const rows = await db
    .select()
    .from(games)
    .where(and(eq(games.leagueId, nfl.id), inSeason))
    .orderBy(asc(games.gameDate), asc(games.id));
  return rows.filter((row) => isListedOnSchedule(row.status));
}
