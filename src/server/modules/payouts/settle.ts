import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { conflict } from '../../../domain/errors';
import type { Period } from '../../../domain/periods';
import { PERIODS } from '../../../domain/periods';
import { periodPrizeTxId } from '../../../domain/ledger-settlement';
import { numbersOfPeriod } from '../../../domain/period-numbers';
import { splitPeriodPrize, winningSquares, type WinRole } from '../../../domain/period-winners';
import type { Digits, PeriodScores } from '../../../domain/scoring';
import { scoreOfPeriod } from '../../../domain/game-progress';
import { settleablePeriods } from '../../../domain/settleable-periods';
import { WHOLE_HERD, type HerdBatch, type HerdPage } from '../../core/herd';
import type { UseCase } from '../../core/use-case';
import type { Db, Tx } from '../../db/client';
import { games, payouts, pools, squares, type GameRow, type PayoutRow, type PoolRow, type SquareRow } from '../../db/schema';
import { splitOfPool, type SplitRule } from './pool-split';

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
 * and house fee (D1, D2) on the money actually collected (`split`: the domain's, unless a test passes
 * another), paid to the square's owner (nobody, and nothing, when the square was not sold). One payout
 * row per pool and period; an unchanged row is not rewritten, so settling again changes nothing; a
 * changed one is a new revision, with the ledger id its prize will be paid out under. At the final,
 * the pool completes; it gets a new payouts revision then, and with each correction after (the escrow
 * tick pays out what it owes). `page` takes one page of the game's pools in play (core/herd.ts; default
 * all of them): their squares and payouts are read, and their payouts written, a statement for the
 * page rather than one per pool. Callers hold the game's row lock, so no other settling interleaves.
 */
export async function settlePeriods(
  tx: Tx,
  game: GameRow,
  periods: readonly Period[],
  now: Date,
  page: HerdPage = WHOLE_HERD,
  split?: SplitRule,
): Promise<HerdBatch<Settlement>> {
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
  const written = await payoutsOf(tx, drawn.map((pool) => pool.id));
  const settled: Settlement[] = [];
  const rows: (typeof payouts.$inferInsert)[] = [];
  for (const pool of drawn) {
    const sold = soldByPool.get(pool.id) ?? [];
    const potSplit = splitOfPool(pool, sold.reduce((sum, s) => sum + s.purchasePriceCents, 0), split);
    const rules = { boardSize: pool.boardSize, reverseWinners: pool.reverseWinners };
    for (const period of periods) {
      const score = scoreOfPeriod(scores, period);
      if (!score) continue;
      // The period's prize among its winning squares (with reverse winners, half each); a
      // square nobody owned is paid nothing (its share stays in escrow, D5).
      const shares = splitPeriodPrize(potSplit.periodCents[PERIODS.indexOf(period)]!, winningSquares(rules, digitsFor(pool, period), score));
      // A pool with reverse winners always has a reverse row: when one square is both winners it carries
      // nothing, so a correction that makes them one square takes back what the reverse winner had.
      const oneSquareBoth = pool.reverseWinners && shares.length === 1;
      if (oneSquareBoth) shares.push({ ...shares[0]!, role: 'reverse', cents: 0 });
      for (const share of shares) {
        const placeholder = oneSquareBoth && share.role === 'reverse';
        const owner = placeholder ? undefined : sold.find((s) => s.row === share.row && s.column === share.column);
        const amountCents = owner ? share.cents : 0;
        const { row, column, role } = share;
        const result = { row, column, userId: owner?.userId ?? null, amountCents, homeScore: score.home, awayScore: score.away };
        settled.push({ poolId: pool.id, period, role, row, column, userId: result.userId, amountCents });
        const before = written.get(payoutKey(pool.id, period, role));
        if (before && sameResult(before, result)) continue;
        const revision = (before?.revision ?? 0) + 1;
        const prizeTransactionId = periodPrizeTxId({ poolId: pool.id, period, role, revision });
        rows.push({ poolId: pool.id, period, role, ...result, squareId: owner?.id ?? null, settledAt: now, revision, prizeTransactionId });
      }
    }
  }
  let rewritten = 0;
  for (let at = 0; at < rows.length; at += PAYOUT_ROWS_PER_STATEMENT) {
    const done = await tx
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
          revision: sql`excluded.revision`,
          prizeTransactionId: sql`excluded.prize_transaction_id`,
        },
        // Only the revision read is superseded: the row is the one its new revision was computed from.
        setWhere: sql`${payouts.revision} = excluded.revision - 1`,
      })
      .returning({ id: payouts.id });
    rewritten += done.length;
  }
  if (rewritten !== rows.length) throw conflict(`Payouts of game ${game.id} changed while they were settled; settle again`);
  const completing = periods.includes('FINAL') ? drawn.filter((pool) => pool.status === 'active').map((pool) => pool.id) : [];
  if (completing.length > 0) {
    await tx.update(pools).set({ status: 'completed', updatedAt: now, payoutsRevision: sql`${pools.payoutsRevision} + 1` }).where(inArray(pools.id, completing));
  }
  // A completed pool whose payouts changed (a correction) is owed a pay-out again. A pool still in play is
  // not touched: its completion counts every change before it.
  const rewrote = new Set(rows.map((row) => row.poolId));
  const corrected = drawn.filter((pool) => pool.status === 'completed' && rewrote.has(pool.id)).map((pool) => pool.id);
  if (corrected.length > 0) await tx.update(pools).set({ payoutsRevision: sql`${pools.payoutsRevision} + 1` }).where(inArray(pools.id, corrected));
  return { results: settled, pools: inPlay.length, lastPoolId: inPlay.at(-1)?.id ?? page.afterPoolId };
}

type PayoutResult = Pick<PayoutRow, 'row' | 'column' | 'userId' | 'amountCents' | 'homeScore' | 'awayScore'>;

/** A payout is rewritten (a new revision, watchers told again) only when what it says changed: a corrected score. */
function sameResult(before: PayoutResult, after: PayoutResult): boolean {
  return (
    before.row === after.row &&
    before.column === after.column &&
    before.userId === after.userId &&
    before.amountCents === after.amountCents &&
    before.homeScore === after.homeScore &&
    before.awayScore === after.awayScore
  );
}

const payoutKey = (poolId: number, period: string, role: string) => `${poolId}:${period}:${role}`;

async function payoutsOf(tx: Tx, poolIds: number[]): Promise<Map<string, PayoutRow>> {
  const byKey = new Map<string, PayoutRow>();
  if (poolIds.length === 0) return byKey;
  for (const payout of await tx.select().from(payouts).where(inArray(payouts.poolId, poolIds))) byKey.set(payoutKey(payout.poolId, payout.period, payout.role), payout);
  return byKey;
}

/** Payout rows per insert: 12 parameters a row stays far below PostgreSQL's 65,535 per statement. */
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

/** The numbers a period is decided by: the game's one set, or the period's own (new numbers each period). */
function digitsFor(pool: PoolRow, period: Period): Digits {
  const digits = numbersOfPeriod({ digits: { rows: pool.rowDigits!, columns: pool.columnDigits! }, digitSets: pool.digitSets }, period);
  if (!digits || (pool.numbersRule === 'period' && !pool.digitSets)) throw new Error(`Pool ${pool.id} draws new numbers each period but has no ${period} set`);
  return digits;
}

/**
 * Games with a pool in play that has no payout yet for a period the game has settled, or whose payout is
 * for another score than the period's (a correction's herd stopped midway): recovery work. Which periods
 * are settled, and at which score, is the domain's to say (settleablePeriods). SQL first narrows the
 * games to a superset of the answer: those with a drawn pool in play lacking a payout at the score of a
 * period the game has a score for. A game whose pools are up to date (every game once settled) is not
 * read, so this every-tick check stays as small as the work it finds, however many games were played.
 */
export async function gamesMissingPayouts(db: Db): Promise<number[]> {
  const scored = await db
    .select()
    .from(games)
    .where(
      sql`exists (select 1 from pools p
        cross join lateral (values ('Q1', ${games.q1Home}, ${games.q1Away}), ('Q2', ${games.q2Home}, ${games.q2Away}),
                                   ('Q3', ${games.q3Home}, ${games.q3Away}), ('FINAL', ${games.finalHome}, ${games.finalAway})) s (period, home, away)
        where p.game_id = ${games.id} and p.status in ('active', 'completed') and p.row_digits is not null
          and s.home is not null and s.away is not null
          and (not exists (select 1 from payouts x where x.pool_id = p.id and x.period = s.period)
            or exists (select 1 from payouts x where x.pool_id = p.id and x.period = s.period
                         and (x.home_score, x.away_score) is distinct from (s.home, s.away))))`,
    );
  const expected = scored.flatMap((game) =>
    settleablePeriods({ status: game.status, periods: periodScoresOf(game) }).map(({ period, score }) => sql`(${game.id}::int, ${period}::text, ${score.home}::int, ${score.away}::int)`),
  );
  if (expected.length === 0) return [];
  const result = await db.execute<{ game_id: number }>(sql`
    with expected (game_id, period, home, away) as (values ${sql.join(expected, sql`, `)})
    select distinct p.game_id from pools p join expected e on e.game_id = p.game_id
    where p.status in ('active', 'completed') and p.row_digits is not null
      and (not exists (select 1 from payouts x where x.pool_id = p.id and x.period = e.period)
        or exists (select 1 from payouts x where x.pool_id = p.id and x.period = e.period
                     and (x.home_score, x.away_score) is distinct from (e.home, e.away)))`);
  return ((result as { rows?: { game_id: number }[] }).rows ?? []).map((r) => r.game_id);
}

/**
 * Settles the periods a game has ended (or only `periods`, a score update's), for its pools in play (one
 * page of them, default all), the game row locked meanwhile: a score update for the game waits, and the
 * page is settled by the game's scores as committed.
 */
export const settleEndedPeriods: UseCase<
  { gameId: number; periods?: readonly Period[] | undefined; page?: HerdPage | undefined; split?: SplitRule | undefined },
  HerdBatch<Settlement>
> = async (ctx, input) => {
  const page = input.page ?? WHOLE_HERD;
  const [game] = await ctx.tx.select().from(games).where(eq(games.id, input.gameId)).for('update');
  if (!game) return { results: [], pools: 0, lastPoolId: page.afterPoolId };
  const periods = input.periods ?? settleablePeriods({ status: game.status, periods: periodScoresOf(game) }).map((settleable) => settleable.period);
  return settlePeriods(ctx.tx, game, periods, ctx.now, page, input.split);
};
