import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Period } from '../../../domain/periods';
import { PERIODS } from '../../../domain/periods';
import { splitPot, type PayoutScheme } from '../../../domain/payouts';
import { numbersOfPeriod } from '../../../domain/period-numbers';
import { splitPeriodPrize, winningSquares, type WinRole } from '../../../domain/period-winners';
import type { BoardSize } from '../../../domain/pool-rules';
import type { Digits, PeriodScores } from '../../../domain/scoring';
import { periodsEndedAt } from '../../../domain/game-progress';
import { WHOLE_HERD, type HerdBatch, type HerdPage } from '../../core/herd';
import type { UseCase } from '../../core/use-case';
import type { Db, Tx } from '../../db/client';
import { games, payouts, pools, squares, type GameRow, type PoolRow, type SquareRow } from '../../db/schema';

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
  role: WinRole;
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
 * rewritten, so settling again changes nothing. At the final, the pool completes. `page` takes one page
 * of the game's pools in play (core/herd.ts; default all of them): their squares are read, and their
 * payouts written, a statement for the page rather than one per pool.
 */
export async function settlePeriods(tx: Tx, game: GameRow, periods: readonly Period[], now: Date, page: HerdPage = WHOLE_HERD): Promise<HerdBatch<Settlement>> {
  if (periods.length === 0) return { results: [], pools: 0, lastPoolId: page.afterPoolId };
  const scores = periodScoresOf(game);
  const inPlay = await tx
    .select()
    .from(pools)
    .where(and(eq(pools.gameId, game.id), inArray(pools.status, ['active', 'completed']), gt(pools.id, page.afterPoolId)))
    .orderBy(asc(pools.id))
    .limit(page.limit);
  const drawn = inPlay.filter((pool) => pool.rowDigits && pool.columnDigits);
  const soldByPool = await squaresOf(tx, drawn.map((pool) => pool.id));
  const settled: Settlement[] = [];
  const rows: (typeof payouts.$inferInsert)[] = [];
  for (const pool of drawn) {
    const sold = soldByPool.get(pool.id) ?? [];
    const split = splitPot({
      potCents: sold.reduce((sum, s) => sum + s.purchasePriceCents, 0),
      houseFeeBps: pool.houseFeeBps,
      scheme: schemeOf(pool),
      nonprofitBps: pool.isNonprofit ? pool.nonprofitBps : 0,
    });
    const rules = { boardSize: pool.boardSize as BoardSize, reverseWinners: pool.reverseWinners };
    for (const period of periods) {
      const score = scores[PERIOD_SCORE_KEY[period]];
      if (!score) continue;
      // The period's prize among its winning squares (issue 20: with reverse winners, half each); a
      // square nobody owned is paid nothing (its share stays in escrow, D5).
      const shares = splitPeriodPrize(split.periodCents[PERIODS.indexOf(period)]!, winningSquares(rules, digitsFor(pool, period), score));
      // A pool with reverse winners always has a reverse row: when one square is both winners it carries
      // nothing, so a correction that makes them one square takes back what the reverse winner had.
      const oneSquareBoth = pool.reverseWinners && shares.length === 1;
      if (oneSquareBoth) shares.push({ ...shares[0]!, role: 'reverse', cents: 0 });
      for (const share of shares) {
        const placeholder = oneSquareBoth && share.role === 'reverse';
        const owner = placeholder ? undefined : sold.find((s) => s.row === share.row && s.column === share.column);
        const amountCents = owner ? share.cents : 0;
        const { row, column, role } = share;
        rows.push({ poolId: pool.id, period, role, row, column, squareId: owner?.id ?? null, userId: owner?.userId ?? null, amountCents, homeScore: score.home, awayScore: score.away, settledAt: now });
        settled.push({ poolId: pool.id, period, role, row, column, userId: owner?.userId ?? null, amountCents });
      }
    }
  }
  for (let at = 0; at < rows.length; at += PAYOUT_ROWS_PER_STATEMENT) {
    await tx
      .insert(payouts)
      .values(rows.slice(at, at + PAYOUT_ROWS_PER_STATEMENT))
      .onConflictDoUpdate({
        target: [payouts.poolId, payouts.period, payouts.role],
        set: {
          row: sql`excluded.row`,
          column: sql`excluded.col`,
          squareId: sql`excluded.square_id`,
          userId: sql`excluded.user_id`,
          amountCents: sql`excluded.amount_cents`,
          homeScore: sql`excluded.home_score`,
          awayScore: sql`excluded.away_score`,
          settledAt: sql`excluded.settled_at`,
          revision: sql`${payouts.revision} + 1`,
        },
        // Only a real change (a corrected score) rewrites the row and tells the watchers again.
        setWhere: sql`(${payouts.row}, ${payouts.column}, ${payouts.userId}, ${payouts.amountCents}, ${payouts.homeScore}, ${payouts.awayScore})
          is distinct from (excluded.row, excluded.col, excluded.user_id, excluded.amount_cents, excluded.home_score, excluded.away_score)`,
      });
  }
  const completing = periods.includes('FINAL') ? drawn.filter((pool) => pool.status === 'active').map((pool) => pool.id) : [];
  if (completing.length > 0) await tx.update(pools).set({ status: 'completed', updatedAt: now }).where(inArray(pools.id, completing));
  return { results: settled, pools: inPlay.length, lastPoolId: inPlay.at(-1)?.id ?? page.afterPoolId };
}

/** Payout rows per insert: 10 parameters a row stays far below PostgreSQL's 65,535 per statement. */
const PAYOUT_ROWS_PER_STATEMENT = 1000;

async function squaresOf(tx: Tx, poolIds: number[]): Promise<Map<number, SquareRow[]>> {
  const byPool = new Map<number, SquareRow[]>();
  if (poolIds.length === 0) return byPool;
  for (const square of await tx.select().from(squares).where(inArray(squares.poolId, poolIds))) {
    const board = byPool.get(square.poolId);
    if (board) board.push(square);
    else byPool.set(square.poolId, [square]);
  }
  return byPool;
}

/** The numbers a period is decided by: the game's one set, or the period's own (issue 20: new numbers each period). */
function digitsFor(pool: PoolRow, period: Period): Digits {
  const digits = numbersOfPeriod({ digits: { rows: pool.rowDigits!, columns: pool.columnDigits! }, digitSets: pool.digitSets }, period);
  if (!digits || (pool.numbersRule === 'period' && !pool.digitSets)) throw new Error(`Pool ${pool.id} draws new numbers each period but has no ${period} set`);
  return digits;
}

function schemeOf(pool: PoolRow): PayoutScheme {
  return { name: pool.payoutScheme as PayoutScheme['name'], periodBps: pool.payoutBps };
}

/**
 * Games with a pool in play that has no payout yet for a period the game has ended, or whose payout is
 * for another score than the period's (a correction's herd stopped midway): recovery work.
 */
export async function gamesMissingPayouts(db: Db): Promise<number[]> {
  const result = await db.execute<{ game_id: number }>(sql`
    select distinct g.id as game_id from games g join pools p on p.game_id = g.id
    where p.status in ('active', 'completed') and p.row_digits is not null
      and ((select count(distinct x.period) from payouts x where x.pool_id = p.id) <
          (case when g.final_home is not null then 4 when g.q3_home is not null then 3
                when g.q2_home is not null then 2 when g.q1_home is not null then 1 else 0 end)
        or exists (select 1 from payouts x cross join lateral (select
                     case x.period when 'Q1' then g.q1_home when 'Q2' then g.q2_home when 'Q3' then g.q3_home else g.final_home end as home,
                     case x.period when 'Q1' then g.q1_away when 'Q2' then g.q2_away when 'Q3' then g.q3_away else g.final_away end as away) ended
                   where x.pool_id = p.id and ended.home is not null and ended.away is not null
                     and (x.home_score, x.away_score) is distinct from (ended.home, ended.away)))`);
  return ((result as { rows?: { game_id: number }[] }).rows ?? []).map((r) => r.game_id);
}

/**
 * Settles the periods a game has ended (or only `periods`, a score update's), for its pools in play (one
 * page of them, default all), the game row locked meanwhile: a score update for the game waits, and the
 * page is settled by the game's scores as committed.
 */
export const settleEndedPeriods: UseCase<{ gameId: number; periods?: readonly Period[] | undefined; page?: HerdPage | undefined }, HerdBatch<Settlement>> = async (
  ctx,
  input,
) => {
  const page = input.page ?? WHOLE_HERD;
  const [game] = await ctx.tx.select().from(games).where(eq(games.id, input.gameId)).for('update');
  if (!game) return { results: [], pools: 0, lastPoolId: page.afterPoolId };
  return settlePeriods(ctx.tx, game, input.periods ?? periodsEndedAt(game.finalHome !== null ? 'FT' : game.status), ctx.now, page);
};
