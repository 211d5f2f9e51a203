import { and, desc, eq, ne } from 'drizzle-orm';
import { PERIODS } from '../../../domain/periods';
import { winningSquares } from '../../../domain/period-winners';
import { gameDisplayState } from '../../../domain/status';
import type { Db } from '../../db/client';
import { games, scoreEvents, scoreReplays, squares, type GameRow } from '../../db/schema';
import type { ScoreFeed } from '../../scores';
import { historicalGame } from '../../scores';
import { gameNotFinished, getGame, toGameDto, unfinishedGamesKickingOff } from '../games';
import { getPool, listPoolsOfGame } from '../pools';
import { splitOfPool } from '../payouts';

export async function liveGames(db: Db): Promise<GameRow[]> {
  const candidates = await db.select().from(games).where(and(ne(games.status, 'scheduled'), gameNotFinished()));
  return candidates.filter((g) => gameDisplayState(g.status) === 'LIVE');
}

export async function gameDetails(db: Db, gameId: number) {
  const game = await getGame(db, gameId);
  const [replay] = await db.select().from(scoreReplays).where(eq(scoreReplays.gameId, gameId));
  const gamePools = await listPoolsOfGame(db, gameId);
  const updates = await db.select().from(scoreEvents).where(eq(scoreEvents.gameId, gameId)).orderBy(desc(scoreEvents.id)).limit(20);
  return {
    game: toGameDto(game),
    replay: replay
      ? {
          historicalGameId: replay.historicalGameId,
          name: historicalGame(replay.historicalGameId)?.name ?? replay.historicalGameId,
          startedAt: replay.startedAt.toISOString(),
          secondsPerQuarter: replay.secondsPerQuarter,
        }
      : null,
    pools: gamePools.map(({ pool, sold, winners }) => ({
      id: pool.id,
      name: pool.name,
      status: pool.status,
      currentParticipants: sold,
      winners: winners ?? [],
    })),
    recentUpdates: updates.map((u) => ({
      id: u.id,
      source: u.source,
      status: u.status,
      quarter: u.quarter,
      homeScore: u.homeScore,
      awayScore: u.awayScore,
      ended: u.ended,
      corrected: u.corrected,
      stale: u.stale,
      receivedAt: u.receivedAt.toISOString(),
    })),
  };
}

/** Asks the configured feed about the games due or in play, and says how that went. */
export async function checkFeed(db: Db, feed: ScoreFeed, now: Date) {
  const due = await unfinishedGamesKickingOff(db, { to: new Date(now.getTime() + 86_400_000) });
  const started = performance.now();
  try {
    const snapshots = await feed.snapshots(due, now);
    const detail =
      feed.name === 'manual'
        ? 'Manual feed: scores are entered with POST /api/simulate-score-update.'
        : `${feed.name === 'espn' ? 'ESPN scoreboard' : 'Replay feed'} answered for ${snapshots.size} of ${due.length} games due or in play.`;
    return { feed: feed.name, ok: true, latencyMs: Math.round(performance.now() - started), gamesAsked: due.length, snapshots: snapshots.size, detail };
  } catch (error) {
    return {
      feed: feed.name,
      ok: false,
      latencyMs: Math.round(performance.now() - started),
      gamesAsked: due.length,
      snapshots: 0,
      detail: error instanceof Error ? error.message : String(error),
    };
  }
}

/** Which square a score wins in a pool and what each period would pay, by the same rules settlement uses. */
export async function calculateScore(db: Db, input: { homeScore: number; awayScore: number; poolId: number }) {
  const { pool } = await getPool(db, input.poolId);
  const sold = await db.select().from(squares).where(eq(squares.poolId, pool.id));
  const split = splitOfPool(pool, sold.reduce((sum, s) => sum + s.purchasePriceCents, 0));
  const digits = pool.rowDigits && pool.columnDigits ? { rows: pool.rowDigits, columns: pool.columnDigits } : null;
  // The board's square of this score, on a board of either size (a 5x5 header cell carries two digits).
  // A pool with new numbers each period answers by the numbers the board opens with.
  const forward = digits ? winningSquares({ boardSize: pool.boardSize, reverseWinners: false }, digits, { home: input.homeScore, away: input.awayScore })[0] : undefined;
  const square = forward ? { row: forward.row, column: forward.column } : null;
  const owner = square ? sold.find((s) => s.row === square.row && s.column === square.column) : undefined;
  const explanation = !square
    ? 'The digits are not drawn yet: the board has no winning square until the pool fills or kicks off.'
    : `Home ${input.homeScore} ends in ${input.homeScore % 10}: column ${square.column}. Away ${input.awayScore} ends in ${input.awayScore % 10}: row ${square.row}. ` +
      (owner ? 'That square is owned.' : 'Nobody owns that square, so it would pay nothing.');
  return {
    poolId: pool.id,
    poolStatus: pool.status,
    digits,
    winningSquare: square,
    ownerUserId: owner?.userId ?? null,
    periodPrizesCents: PERIODS.map((_, i) => split.periodCents[i]!),
    explanation,
  };
}

