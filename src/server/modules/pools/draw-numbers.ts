import type { Coordinate } from '../../../domain/board';
import { drawPoolNumbers } from '../../../domain/draw';
import type { PoolRow } from '../../db/schema';

/** The pool columns a draw writes: the board's opening numbers and, for new numbers each period, every set. */
export type DrawnNumberColumns = Pick<PoolRow, 'rowDigits' | 'columnDigits' | 'digitSets'>;

/**
 * D4 under the pool's rules: the numbers of a board whose ownership is final, as the columns
 * that store them. Every place that draws (the last claim, the last purchase, the organizer's last
 * square, kickoff, a game added after it was played) comes here, so none can forget a board's size or
 * its per-period sets.
 */
export async function drawNumbersOf(
  pool: Pick<PoolRow, 'drawSeed' | 'numbersRule' | 'boardSize'>,
  sold: readonly (Coordinate & { userId: string | null })[],
): Promise<DrawnNumberColumns> {
  const drawn = await drawPoolNumbers(pool.drawSeed, sold, { numbers: pool.numbersRule, boardSize: pool.boardSize });
  return { rowDigits: drawn.digits.rows, columnDigits: drawn.digits.columns, digitSets: drawn.periodSets };
}
