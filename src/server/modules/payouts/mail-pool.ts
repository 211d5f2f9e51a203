import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { games, pools } from '../../db/schema';
import type { MailPool } from '../../mail';

/**
 * A pool as its messages name it: its name, whether a player chose that name (a pool with a creator is
 * an organizer's, the tier pools have none), and its game with the kickoff.
 */
export async function mailPoolOf(tx: Tx, poolId: number): Promise<MailPool | null> {
  const [row] = await tx
    .select({ name: pools.name, createdBy: pools.createdBy, awayTeam: games.awayTeam, homeTeam: games.homeTeam, kickoffAt: games.gameDate })
    .from(pools)
    .innerJoin(games, eq(games.id, pools.gameId))
    .where(eq(pools.id, poolId));
  if (!row) return null;
  return { name: row.name, namedByOrganizer: row.createdBy !== null, game: { awayTeam: row.awayTeam, homeTeam: row.homeTeam, kickoffAt: row.kickoffAt } };
}
