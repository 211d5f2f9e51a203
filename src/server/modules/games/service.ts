import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { nflSeasonYear, nflWeekAt } from '../../../domain/nfl-calendar';
import type { Db } from '../../db/client';
import { preparedRead } from '../../db/prepared';
import { games, leagues, type GameRow } from '../../db/schema';
import { notFound } from '../../../domain/errors';
import { getLeague } from '../leagues';

/**
 * A league's current games: its active week's (D9), or every game when the league has no weeks. A week
 * code repeats every season (an imported past season has a W12 too), so the week is the current
 * season's: the pinned one (leagues.season), else the season the date is in — between the Super Bowl and
 * March both the ending season and the coming one (D10's year of September, and the calendar's offseason
 * that already counts as the next season's). Games stored without a season always count.
 */
function currentGamesOf(league: { id: number; activeWeek: string | null; season: number | null }, now: Date): SQL {
  const inLeague = eq(games.leagueId, league.id);
  if (!league.activeWeek) return inLeague;
  const seasons = league.season !== null ? [league.season] : seasonsAt(now);
  return and(inLeague, eq(games.week, league.activeWeek), or(isNull(games.season), inArray(games.season, seasons)))!;
}

/** The seasons a week code may belong to at `now` (when the league pins none): the only way `now` enters a games list. */
export function seasonsAt(now: Date): number[] {
  return [...new Set([nflSeasonYear(now), nflWeekAt(now).season])];
}

export interface ListGamesOptions {
  leagueId?: number | undefined;
  /** The clock's now: which season the active week belongs to. */
  now: Date;
  /** true = every game of the league(s); false = only the current week's. */
  includeAll?: boolean | undefined;
}

export async function listGames(db: Db, options: ListGamesOptions): Promise<GameRow[]> {
  const scope = options.leagueId ? [await getLeague(db, options.leagueId)] : await db.select().from(leagues);
  if (scope.length === 0) return [];
  const where = options.includeAll
    ? inArray(
        games.leagueId,
        scope.map((l) => l.id),
      )
    : or(...scope.map((league) => currentGamesOf(league, options.now)));
  return db.select().from(games).where(where).orderBy(asc(games.gameDate), asc(games.id));
}

const gameById = preparedRead((db) => db.select().from(games).where(eq(games.id, sql.placeholder('id'))).prepare('game_by_id'));

export async function getGame(db: Db, id: number): Promise<GameRow> {
  const [row] = await gameById(db).execute({ id });
  if (!row) throw notFound(`Game ${id} not found`);
  return row;
}
