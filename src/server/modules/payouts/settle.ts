import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Period } from '../../../domain/periods';
import { PERIODS } from '../../../domain/periods';
import { splitPot, type PayoutScheme } from '../../../domain/payouts';
import { winningSquare, type PeriodScores } from '../../../domain/scoring';
import { periodsEndedAt } from '../../../domain/game-progress';
import type { UseCase } from '../../core/use-case';
import type { Db, Tx } from '../../db/client';
import { games, payouts, pools, squares, type GameRow, type PoolRow } from '../../db/schema';

const PERIOD_SCORE_KEY = { Q1: 'q1', Q2: 'q2', Q3: 'q3', FINAL: 'final' } as const satisfies Record<Period, keyof PeriodScores>;

export function periodScoresOf(game: GameRow): PeriodScores {
  const score = (home: number | null, away: number | null) => (home === null || away === null ? null : { home, away });
  return {
    q1: score(game.q1Home, game.q1Away),
    q2: score(game.q2Home, game.q2Away),
    q3: score(game.q3Home, game.q3Away),
    final: score(game.finalHome, game.finalAway),
  };
}

export interface Settlement {
  poolId: number;
  period: Period;
  row: number;
  column: number;
  userId: string | null;
  amountCents: number;
}

/**
 * Settles (or re-settles after a correction) ended periods for every pool of a game that is in play:
 * the winning square by the one rule (D3, domain/scoring), the prize by the pool's own payout scheme
 * and house fee (D1, D2) on the money actually collected, paid to the square's owner (nobody, and
 * nothing, when the square was not sold). One payout row per pool and period; an unchanged row is not
 * rewritten, so settling again changes nothing. At the final, the pool completes.
 */
export async function settlePeriods(tx: Tx, game: GameRow, periods: readonly Period[], now: Date): Promise<Settlement[]> {
  if (periods.length === 0) return [];
  const scores = periodScoresOf(game);
  const inPlay = await tx
    .select()
    .from(pools)
    .where(and(eq(pools.gameId, game.id), inArray(pools.status, ['active', 'completed'])));
  const settled: Settlement[] = [];
  for (const pool of inPlay) {
    if (!pool.rowDigits || !pool.columnDigits) continue;
    const sold = await tx.select().from(squares).where(eq(squares.poolId, pool.id));
    const split = splitPot({
      potCents: sold.reduce((sum, s) => sum + s.purchasePriceCents, 0),
      houseFeeBps: pool.houseFeeBps,
      scheme: schemeOf(pool),
      nonprofitBps: pool.isNonprofit ? pool.nonprofitBps : 0,
    });
    for (const period of periods) {
      const score = scores[PERIOD_SCORE_KEY[period]];
      if (!score) continue;
      const { row, column } = winningSquare({ rows: pool.rowDigits, columns: pool.columnDigits }, score);
      const owner = sold.find((s) => s.row === row && s.column === column);
      const amountCents = owner ? split.periodCents[PERIODS.indexOf(period)]! : 0;
      const values = {
        poolId: pool.id,
        period,
        row,
        column,
        squareId: owner?.id ?? null,
        userId: owner?.userId ?? null,
        amountCents,
        homeScore: score.home,
        awayScore: score.away,
        settledAt: now,
      };
      await tx
        .insert(payouts)
        .values(values)
        .onConflictDoUpdate({
          target: [payouts.poolId, payouts.period],
          set: { ...values, revision: sql`${payouts.revision} + 1` },
          // Only a real change (a corrected score) rewrites the row and tells the watchers again.
          setWhere: sql`(${payouts.row}, ${payouts.column}, ${payouts.userId}, ${payouts.amountCents}, ${payouts.homeScore}, ${payouts.awayScore})
            is distinct from (excluded.row, excluded.col, excluded.user_id, excluded.amount_cents, excluded.home_score, excluded.away_score)`,
        });
      settled.push({ poolId: pool.id, period, row, column, userId: values.userId, amountCents });
    }
    if (periods.includes('FINAL') && pool.status === 'active') {
      await tx.update(pools).set({ status: 'completed', updatedAt: now }).where(eq(pools.id, pool.id));
    }
  }
  return settled;
}

function schemeOf(pool: PoolRow): PayoutScheme {
  return { name: pool.payoutScheme as PayoutScheme['name'], periodBps: pool.payoutBps };
}

/** Games with a pool in play that has no payout yet for a period the game has ended (recovery work). */
export async function gamesMissingPayouts(db: Db): Promise<number[]> {
  const result = await db.execute<{ game_id: number }>(sql`
    select distinct g.id as game_id from games g join pools p on p.game_id = g.id
    where p.status in ('active', 'completed') and p.row_digits is not null
      and (select count(*) from payouts x where x.pool_id = p.id) <
          (case when g.final_home is not null then 4 when g.q3_home is not null then 3
                when g.q2_home is not null then 2 when g.q1_home is not null then 1 else 0 end)`);
  return ((result as { rows?: { game_id: number }[] }).rows ?? []).map((r) => r.game_id);
}

/** Settles every period a game has ended, for each of its pools in play (the game row locked meanwhile). */
export const settleEndedPeriods: UseCase<{ gameId: number }, Settlement[]> = async (ctx, input) => {
  const [game] = await ctx.tx.select().from(games).where(eq(games.id, input.gameId)).for('update');
  if (!game) return [];
  return settlePeriods(ctx.tx, game, periodsEndedAt(game.finalHome !== null ? 'FT' : game.status), ctx.now);
};
