import { eq, inArray, sql } from 'drizzle-orm';
import type { Coordinate } from '../../../domain/board';
import { claimRefusal as refuse } from '../../../domain/claim-rules';
import { SQUARE_UNAVAILABLE } from '../../../domain/messages';
import type { Database, Db } from '../../db/client';
import { games, leagues, pools, squares, type GameRow, type PoolRow, type SquareRow } from '../../db/schema';
import { leagueActiveWeek } from '../weeks';
import { AppError, conflict, notFound } from '../../../domain/errors';
import type { BoardCache, BoardState } from './board-cache';
import type { PoolTurns } from './pool-turns';
import { compareAndSetOne, type ClaimBatcher } from './claim-batch';
import { drawNumbersOf } from '../pools';
import { assertNotRestricted } from '../responsible-play';

/**
 * The claim path's per-process objects, made once by the composition root (context.ts) and stopped by it
 * at shutdown; every claim of the process goes through the same ones.
 */
export interface ClaimPath {
  readonly database: Database;
  /** Claims of one pool take turns (pool-turns.ts). */
  readonly turns: PoolTurns;
  /** The boards this process last saw (board-cache.ts). */
  readonly boards: BoardCache;
  /** Group commit of the compare-and-sets (claim-batch.ts). */
  readonly batcher: ClaimBatcher;
}

export interface ClaimInput {
  poolId: number;
  userId: string;
  squares: Coordinate[];
  now: Date;
}
// Paid squares are never claimed here: they are bought through checkout (modules/payments), the only
// way a paid square gets an owner, so none is owned without its payment.

export interface ClaimOutcome {
  squares: SquareRow[];
  /** The pool as this claim left it (no second read needed to answer). */
  pool: PoolRow;
  game: GameRow;
  sold: number;
  /** True when this claim sold the last square and the digits were drawn in the same transaction. */
  drawn: boolean;
  /** The pool version this claim made: its squares' change event carries it (migration 0019). */
  version: number;
}

/** Optimistic attempts before a claim queues on the pool's row lock instead. */
const OPTIMISTIC_ATTEMPTS = 3;
const UNIQUE_VIOLATION = '23505';

/**
 * Claims squares of a free pool for a player, all or nothing (spec section 5; DESIGN D4, D15).
 *
 * Two paths, one set of rules (domain/claim-rules) and one guarantee: a claim is written only against
 * the exact board state it was checked against.
 *
 * - Optimistic (almost every claim): check the rules against the board as this process last saw it
 *   (BoardCache) or, failing that, as one prepared statement reads it (pool, version, sold squares);
 *   then one atomic statement that bumps the pool's version only if it is still the version checked
 *   (and the pool is open and before kickoff) and inserts the squares in that same statement. If
 *   anything changed in between, nothing is written and the claim is checked again on a fresh read.
 *   A refusal is only ever given from a fresh read.
 * - Locked: the claim that completes the board, and any claim that lost the optimistic race a few
 *   times, runs in a transaction holding the pool row lock; it bumps the version too, so the two paths
 *   exclude each other. Completing the board draws the digits in that same transaction.
 *
 * Claims of one pool in one process take turns (pool-turns.ts), so they do not lose the race to each other.
 * The unique (pool, row, column) index is the backstop should anything bypass this module.
 * Watchers hear of a claim through the outbox row its trigger writes in the same statement (migration 0019).
 */
export function claimSquares(path: ClaimPath, input: ClaimInput): Promise<ClaimOutcome> {
  return path.turns.take(input.poolId, () => claimInTurn(path, input));
}

async function claimInTurn({ database, boards, batcher }: ClaimPath, input: ClaimInput): Promise<ClaimOutcome> {
  try {
    for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt++) {
      const board = await checkedBoard(database.db, boards, input, attempt === 0);
      const soldAfter = board.sold.length + input.squares.length;
      if (soldAfter >= board.pool.maxParticipants) break;
      // Group commit: under a rush, claims of other pools share this statement and its commit.
      const inserted = await batcher.compareAndSet({ pool: board.pool, userId: input.userId, squares: input.squares, now: input.now });
      if (inserted.length > 0) {
        // The compare-and-set succeeded, so the board is now exactly what we checked plus our squares.
        boards.set({
          pool: { ...board.pool, version: board.pool.version + 1, updatedAt: input.now },
          game: board.game,
          activeWeek: board.activeWeek,
          sold: [...board.sold, ...inserted.map(({ row, column, userId }) => ({ row, column, userId }))],
        });
        return { squares: inserted, pool: board.pool, game: board.game, sold: soldAfter, drawn: false, version: board.pool.version + 1 };
      }
      boards.forget(input.poolId);
    }
    boards.forget(input.poolId);
    return await claimUnderLock(database.db, input);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SQUARE_UNAVAILABLE.description, 'square_taken');
    throw error;
  }
}

/**
 * The board the claim passes the rules against: the cached one when allowed and it passes; otherwise
 * a fresh read, which also answers any refusal.
 */
async function checkedBoard(db: Db, boards: BoardCache, input: ClaimInput, mayUseCache: boolean): Promise<BoardState> {
  const cached = mayUseCache ? boards.get(input.poolId) : undefined;
  if (cached && !claimRefusal(cached, input)) return cached;
  const fresh = await readBoard(db, input.poolId);
  if (!fresh) {
    boards.forget(input.poolId);
    throw notFound(`Pool ${input.poolId} not found`);
  }
  boards.set(fresh);
  const refusal = claimRefusal(fresh, input);
  if (refusal) throw refusal;
  return fresh;
}

/** Why the claim must be refused on this board, or null (domain/claim-rules: the same rules on both paths and in the web). */
function claimRefusal(board: BoardState, input: ClaimInput): AppError | null {
  const refusal = refuse(board, input);
  return refusal ? new AppError(refusal.code, refusal.message) : null;
}

const preparedReads = new WeakMap<Db, ReturnType<typeof prepareRead>>();
function prepareRead(db: Db) {
  return db
    .select({
      pool: pools,
      game: games,
      activeWeek: leagues.activeWeek,
      sold: sql<[number, number, string | null][]>`coalesce((select json_agg(json_build_array(s.row, s.col, s.user_id)) from squares s where s.pool_id = ${pools.id}), '[]'::json)`,
    })
    .from(pools)
    .innerJoin(games, eq(pools.gameId, games.id))
    .innerJoin(leagues, eq(games.leagueId, leagues.id))
    .where(eq(pools.id, sql.placeholder('poolId')))
    .prepare('claim_read_pool');
}

/** The pool, its game, its league's active week and its sold squares, all from one snapshot. */
async function readBoard(db: Db, poolId: number): Promise<BoardState | null> {
  let read = preparedReads.get(db);
  if (!read) preparedReads.set(db, (read = prepareRead(db)));
  const [row] = await read.execute({ poolId });
  if (!row) return null;
  return { pool: row.pool, game: row.game, activeWeek: row.activeWeek, sold: row.sold.map(([r, c, userId]) => ({ row: r, column: c, userId })) };
}

/**
 * The compare-and-set: bumping the version takes the pool's row lock, and a concurrent claim that
 * bumped it first makes the WHERE fail on the new row version, so nothing is inserted.
 */
export function insertIfUnchanged(database: Database, pool: PoolRow, input: ClaimInput): Promise<SquareRow[]> {
  return compareAndSetOne(database, { pool, userId: input.userId, squares: input.squares, now: input.now });
}

/**
 * The locked path: claims on this pool wait their turn on its row lock. The sold squares are read by a
 * separate statement after the lock: in READ COMMITTED its snapshot includes every claim that committed
 * while we waited (a subquery of the locking SELECT would not).
 */
async function claimUnderLock(db: Db, input: ClaimInput): Promise<ClaimOutcome> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ pool: pools, game: games })
      .from(pools)
      .innerJoin(games, eq(pools.gameId, games.id))
      .where(eq(pools.id, input.poolId))
      .for('update', { of: pools });
    if (!locked) throw notFound(`Pool ${input.poolId} not found`);
    const { pool, game } = locked;
    // D23: a self-excluded player claims nothing, a player on a time-out nothing with an entry fee (the fast
    // path's statement lets no restricted player's claim through, so theirs always ends here).
    await assertNotRestricted(tx, { userId: input.userId, activity: pool.entryFeeCents > 0 ? 'paid' : 'free', now: input.now });
    const sold = await tx
      .select({ row: squares.row, column: squares.column, userId: squares.userId })
      .from(squares)
      .where(eq(squares.poolId, pool.id));
    const activeWeek = await leagueActiveWeek(tx, game.leagueId);
    const refusal = claimRefusal({ pool, game, activeWeek, sold }, input);
    if (refusal) throw refusal;

    // The version first: the claim's event (written by the squares' trigger) carries the version the
    // claim made, which watchers check for gaps.
    await tx.update(pools).set({ version: sql`${pools.version} + 1`, updatedAt: input.now }).where(eq(pools.id, pool.id));
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
    const digits = drawn ? { ...(await drawNumbersOf(pool, [...sold, ...inserted])), drawnAt: input.now, status: 'full' as const } : undefined;
    // Drawing changes the pool's row again (its own version and 'pool' event: migrations 0010, 0019).
    const [updated] = digits
      ? await tx.update(pools).set(digits).where(eq(pools.id, pool.id)).returning()
      : [{ ...pool, version: pool.version + 1, updatedAt: input.now }];
    return { squares: inserted, pool: updated!, game, sold: soldNow, drawn, version: pool.version + 1 };
  });
}

function isUniqueViolation(error: unknown): boolean {
  if (error instanceof AppError) return false;
  const candidates = [error, (error as { cause?: unknown })?.cause];
  return candidates.some((e) => (e as { code?: string } | undefined)?.code === UNIQUE_VIOLATION);
}

/** Squares by id, for live events. */
export async function squaresByIds(db: Db, ids: number[]): Promise<SquareRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(squares).where(inArray(squares.id, ids));
}
