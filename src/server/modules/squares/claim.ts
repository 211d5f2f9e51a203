import { eq, inArray } from 'drizzle-orm';
import { coordinateKey, squareIndex, SQUARE_COUNT, type Coordinate } from '../../../domain/board';
import { checkRequestedSquares } from '../../../domain/claim-rules';
import { drawDigits } from '../../../domain/draw';
import { MAX_SQUARES, PAYMENT_REQUIRED, POOL_LOCKED_AT_KICKOFF, POOL_NOT_OPEN, SQUARE_UNAVAILABLE } from '../../../domain/messages';
import type { Db } from '../../db/client';
import { games, pools, squares, type GameRow, type PoolRow, type SquareRow } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';

export interface ClaimInput {
  poolId: number;
  userId: string;
  squares: Coordinate[];
  now: Date;
}

export interface ClaimOutcome {
  squares: SquareRow[];
  /** The pool as this transaction left it (no second read needed to answer). */
  pool: PoolRow;
  game: GameRow;
  sold: number;
  /** True when this claim sold the last square and the digits were drawn in the same transaction. */
  drawn: boolean;
}

const UNIQUE_VIOLATION = '23505';

/**
 * Claims squares of a free pool for a player, all or nothing (DESIGN D4, D15; spec section 5).
 *
 * One transaction that starts by locking the pool row, so claims on one pool run one at a time while
 * different pools proceed in parallel; everything checked after the lock (open, before kickoff, free
 * squares, the player's limit counting squares already owned) cannot change underneath. The unique
 * (pool, row, column) index is the backstop should anything ever bypass this path. The claim that sells
 * the last square also draws the digits and marks the pool full, in the same transaction. Watchers are
 * told by the database's triggers (migration 0004) when the transaction commits.
 */
export async function claimSquares(db: Db, input: ClaimInput): Promise<ClaimOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ pool: pools, game: games })
        .from(pools)
        .innerJoin(games, eq(pools.gameId, games.id))
        .where(eq(pools.id, input.poolId))
        .for('update', { of: pools });
      if (!locked) throw notFound(`Pool ${input.poolId} not found`);
      const { pool, game } = locked;
      if (pool.entryFeeCents > 0) throw conflict(PAYMENT_REQUIRED, 'payment_required');
      if (pool.status !== 'open') throw conflict(POOL_NOT_OPEN, 'pool_closed');
      if (input.now.getTime() >= game.gameDate.getTime()) throw conflict(POOL_LOCKED_AT_KICKOFF, 'pool_locked');

      // A separate statement after the lock: in READ COMMITTED its snapshot includes every claim that
      // committed while we waited for the lock (a subquery of the locking SELECT would not).
      const sold = await tx
        .select({ row: squares.row, column: squares.column, userId: squares.userId })
        .from(squares)
        .where(eq(squares.poolId, pool.id));
      const check = checkRequestedSquares(input.squares, {
        limit: pool.maxSquaresPerPlayer,
        ownedByPlayer: sold.filter((s) => s.userId === input.userId).length,
        takenKeys: new Set(sold.map(coordinateKey)),
      });
      if (!check.ok) {
        if (check.reason === 'duplicate') throw badRequest('The same square is listed more than once');
        if (check.reason === 'taken') throw conflict(SQUARE_UNAVAILABLE.description, 'square_taken');
        throw conflict(MAX_SQUARES.description(pool.maxSquaresPerPlayer), 'limit_reached');
      }
      if (sold.length + input.squares.length > pool.maxParticipants) throw conflict(POOL_NOT_OPEN, 'pool_closed');

      const inserted = await tx
        .insert(squares)
        .values(
          input.squares.map((c) => ({
            poolId: pool.id,
            userId: input.userId,
            row: c.row,
            column: c.column,
            purchasePriceCents: pool.entryFeeCents,
            purchasedAt: input.now,
          })),
        )
        .returning();

      const soldNow = sold.length + inserted.length;
      const drawn = soldNow === pool.maxParticipants;
      if (!drawn) return { squares: inserted, pool, game, sold: soldNow, drawn };
      const owners = Array<string | null>(SQUARE_COUNT).fill(null);
      for (const square of [...sold, ...inserted]) owners[squareIndex(square)] = square.userId;
      const digits = await drawDigits(pool.drawSeed, owners);
      const [full] = await tx
        .update(pools)
        .set({ status: 'full', rowDigits: digits.rows, columnDigits: digits.columns, drawnAt: input.now, updatedAt: input.now })
        .where(eq(pools.id, pool.id))
        .returning();
      return { squares: inserted, pool: full!, game, sold: soldNow, drawn };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SQUARE_UNAVAILABLE.description, 'square_taken');
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  if (error instanceof AppError) return false;
  const candidates = [error, (error as { cause?: unknown })?.cause];
  return candidates.some((e) => (e as { code?: string } | undefined)?.code === UNIQUE_VIOLATION);
}

/** Squares by id with the pool's sold count, for live events. */
export async function squaresByIds(db: Db, ids: number[]): Promise<SquareRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(squares).where(inArray(squares.id, ids));
}
