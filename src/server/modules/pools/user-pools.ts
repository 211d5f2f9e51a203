import { asc, eq, sql } from 'drizzle-orm';
import type { UserPool } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { games, payouts, pools, squares } from '../../db/schema';
import { toPoolDto } from './presenter';
import { winnersOf } from './service';

/**
 * The pools a player holds squares in, with how many squares, what they paid and what they won
 * (settled payouts, D13), soonest game first.
 */
export async function listUserPools(db: Db, userId: string): Promise<UserPool[]> {
  const mine = db
    .select({
      poolId: squares.poolId,
      count: sql<number>`count(*)::int`.as('count'),
      spent: sql<number>`coalesce(sum(${squares.purchasePriceCents}), 0)::int`.as('spent'),
    })
    .from(squares)
    .where(eq(squares.userId, userId))
    .groupBy(squares.poolId)
    .as('mine');
  const won = db
    .select({ poolId: payouts.poolId, won: sql<number>`coalesce(sum(${payouts.amountCents}), 0)::int`.as('won') })
    .from(payouts)
    .where(eq(payouts.userId, userId))
    .groupBy(payouts.poolId)
    .as('won');
  const rows = await db
    .select({
      pool: pools,
      game: games,
      sold: sql<number>`(select count(*)::int from squares s where s.pool_id = ${pools.id})`,
      count: mine.count,
      spent: mine.spent,
      won: sql<number>`coalesce(${won.won}, 0)::int`,
      winners: winnersOf,
    })
    .from(pools)
    .innerJoin(games, eq(pools.gameId, games.id))
    .innerJoin(mine, eq(mine.poolId, pools.id))
    .leftJoin(won, eq(won.poolId, pools.id))
    .orderBy(asc(games.gameDate), asc(pools.id));
  return rows.map((row) => ({
    ...toPoolDto({ pool: row.pool, game: row.game, sold: row.sold, winners: row.winners }),
    userSquareCount: row.count,
    userSpentCents: row.spent,
    userWinningsCents: row.won,
  }));
}
