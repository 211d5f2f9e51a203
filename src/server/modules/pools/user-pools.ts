import { and, asc, eq, sql } from 'drizzle-orm';
import type { UserPool } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { games, payouts, pools, squares } from '../../db/schema';
import { toPoolDto } from './presenter';
import { leagueActiveWeek, winnersOf } from './service';
import { poolLedgerJson } from '../ledger';
import { heldSquaresJson } from './held-squares';

/** The player's escrow ledger amounts in the pool, of these steps (their own payments only). */
function ledgerSum(userId: string, steps: { plus: readonly string[]; minus: readonly string[] }) {
  const plus = sql.join(steps.plus.map((step) => sql`${step}`), sql`, `);
  const minus = steps.minus.length > 0 ? sql`when lt.step in (${sql.join(steps.minus.map((step) => sql`${step}`), sql`, `)}) then -le.amount_cents` : sql``;
  return sql<number>`coalesce((
    select sum(case when lt.step in (${plus}) then le.amount_cents ${minus} else 0 end)
    from ledger_transactions lt
    join payments pay on pay.intent_id = lt.payment_intent_id
    join ledger_entries le on le.transaction_id = lt.id and le.side = 'credit'
    where lt.pool_id = ${pools.id} and pay.user_id = ${userId}
  ), 0)::int`;
}

/**
 * What the player committed to the pool, from the escrow ledger: their payments into escrow (authorized
 * or captured) less what went back (cancelled authorizations, refunds). Free squares cost nothing.
 */
const spentFromLedger = (userId: string) => ledgerSum(userId, { plus: ['authorize', 'captured'], minus: ['cancel', 'refund'] });

/** What went back to the player: their cancelled authorizations and refunds (a cancelled pool shows it, not its pot). */
const refundedFromLedger = (userId: string) => ledgerSum(userId, { plus: ['cancel', 'refund'], minus: [] });

/**
 * The pools a player holds squares in or is a member of (private pools), with how many
 * squares, what they paid and what they won (settled payouts, D13), soonest game first.
 */
export async function listUserPools(db: Db, userId: string): Promise<UserPool[]> {
  const mine = db
    .select({
      poolId: squares.poolId,
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(squares)
    .where(eq(squares.userId, userId))
    .groupBy(squares.poolId)
    .as('mine');
  // D13: winnings are prizes the escrow actually paid out to this player (their revision's ledger transaction exists).
  const won = db
    .select({ poolId: payouts.poolId, won: sql<number>`coalesce(sum(${payouts.amountCents}), 0)::int`.as('won') })
    .from(payouts)
    .where(
      and(
        eq(payouts.userId, userId),
        sql`exists (select 1 from ledger_transactions lt where lt.id = ${payouts.prizeTransactionId})`,
      ),
    )
    .groupBy(payouts.poolId)
    .as('won');
  const rows = await db
    .select({
      pool: pools,
      game: games,
      sold: sql<number>`(select count(*)::int from squares s where s.pool_id = ${pools.id})`,
      count: sql<number>`coalesce(${mine.count}, 0)::int`,
      spent: spentFromLedger(userId),
      refunded: refundedFromLedger(userId),
      held: heldSquaresJson(pools.id),
      ledger: poolLedgerJson(pools.id),
      won: sql<number>`coalesce(${won.won}, 0)::int`,
      winners: winnersOf,
      // The badge reads CLOSED for a public pool of a past week (domain/status poolDisplayStatus).
      leagueActiveWeek,
    })
    .from(pools)
    .innerJoin(games, eq(pools.gameId, games.id))
    .leftJoin(mine, eq(mine.poolId, pools.id))
    .leftJoin(won, eq(won.poolId, pools.id))
    // Pools the player holds squares in, and private pools they created or joined (even before buying).
    .where(
      sql`(${mine.poolId} is not null or exists (select 1 from pool_members m where m.pool_id = ${pools.id} and m.user_id = ${userId}))`,
    )
    .orderBy(asc(games.gameDate), asc(pools.id));
  return rows.map((row) => ({
    ...toPoolDto({ pool: row.pool, game: row.game, sold: row.sold, winners: row.winners, held: row.held, ledger: row.ledger, leagueActiveWeek: row.leagueActiveWeek }),
    userSquareCount: row.count,
    userSpentCents: row.spent,
    userRefundedCents: row.refunded,
    userWinningsCents: row.won,
  }));
}
