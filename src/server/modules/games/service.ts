import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, leagues, type GameRow } from '../../db/schema';
import { notFound } from '../../../domain/errors';
import { getLeague } from '../leagues';

/**
 * A league's current games: its active week's (D9), or every game when the league has no weeks. A week
 * code repeats every season (an imported past season has a W12 too), so the week is the pinned season's
 * (leagues.season) or else the latest season that has that week; games without a season always count.
 */
function currentGamesOf(league: { id: number; activeWeek: string | null; season: number | null }): SQL {
  const inLeague = eq(games.leagueId, league.id);
  if (!league.activeWeek) return inLeague;
  const season =
    league.season ?? sql`(select max(g2.season) from games g2 where g2.league_id = ${league.id} and g2.week = ${league.activeWeek})`;
  return and(inLeague, eq(games.week, league.activeWeek), or(isNull(games.season), sql`${games.season} = ${season}`))!;
}

export interface ListGamesOptions {
  leagueId?: number | undefined;
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
    : or(...scope.map(currentGamesOf));
  return db.select().from(games).where(where).orderBy(asc(games.gameDate), asc(games.id));
}

export async function getGame(db: Db, id: number): Promise<GameRow> {
  const [row] = await db.select().from(games).where(eq(games.id, id));
  if (!row) throw notFound(`Game ${id} not found`);
  return row;
}
