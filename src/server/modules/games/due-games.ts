import { and, gte, lte, sql, type SQL } from 'drizzle-orm';
import { FINISHED_GAME_CODES } from '../../../domain/status';
import type { Db } from '../../db/client';
import { games, type GameRow } from '../../db/schema';

/** SQL for "this game has not finished", by the domain's one list of finished codes (any case, any spaces). */
export function gameNotFinished(): SQL {
  return sql`lower(trim(${games.status})) not in (${sql.join(
    FINISHED_GAME_CODES.map((code) => sql`${code}`),
    sql`, `,
  )})`;
}

/** Unfinished games whose kickoff falls in the window: the ones a score feed is asked about. */
export async function unfinishedGamesKickingOff(db: Db, window: { from?: Date; to: Date }): Promise<GameRow[]> {
  return db
    .select()
    .from(games)
    .where(and(lte(games.gameDate, window.to), window.from ? gte(games.gameDate, window.from) : undefined, gameNotFinished()));
}
