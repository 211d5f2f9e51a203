import { asc, eq, sql } from 'drizzle-orm';
import type { League } from '../../../domain/schemas';
import { nflSeasonYear } from '../../../domain/nfl-calendar';
import type { Db } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import { leagues, type LeagueRow } from '../../db/schema';
import { notFound } from '../../../domain/errors';

export function toLeagueDto(row: LeagueRow, now: Date): League {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    sport: row.sport,
    isActive: row.isActive,
    activeWeek: row.activeWeek,
    // D10: the season follows the date (the year of its September) unless an admin pinned it.
    season: row.season ?? nflSeasonYear(now),
    announcement: row.announcement,
  };
}

const allLeagues = preparedRead((db) => db.select().from(leagues).orderBy(asc(leagues.id)).prepare('leagues_all'));
const leagueById = preparedRead((db) => db.select().from(leagues).where(eq(leagues.id, sql.placeholder('id'))).prepare('league_by_id'));

export async function listLeagues(db: Db): Promise<LeagueRow[]> {
  return allLeagues(db).execute();
}

export async function getLeague(db: Db, id: number): Promise<LeagueRow> {
  const [row] = await leagueById(db).execute({ id });
  if (!row) throw notFound(`League ${id} not found`);
  return row;
}
