import { eq } from 'drizzle-orm';
import { advanceGame, correctPeriod, statusRank, type Advance, type GameProgress, type ScoreSnapshot } from '../../../domain/game-progress';
import type { Period } from '../../../domain/periods';
import type { Db } from '../../db/client';
import { games, scoreEvents, type GameRow } from '../../db/schema';
import { badRequest, notFound } from '../../../domain/errors';
import { periodScoresOf, settlePeriods, type Settlement } from '../payouts';
import { lockPoolsAtKickoff } from '../pools';

export type ScoreSource = 'manual' | 'replay' | 'espn' | 'correction';

export interface AppliedUpdate {
  game: GameRow;
  ended: Period[];
  corrected: Period[];
  /** Periods passed without a known end score: an admin must set them (period corrections). */
  unresolved: Period[];
  stale: boolean;
  settlements: Settlement[];
}

function progressOf(game: GameRow): GameProgress {
  return { status: game.status, quarter: game.quarter, homeScore: game.homeScore, awayScore: game.awayScore, periods: periodScoresOf(game) };
}

function gameValues(progress: GameProgress, now: Date): Partial<typeof games.$inferInsert> {
  const { periods } = progress;
  return {
    status: progress.status,
    quarter: progress.quarter,
    homeScore: progress.homeScore,
    awayScore: progress.awayScore,
    q1Home: periods.q1?.home ?? null,
    q1Away: periods.q1?.away ?? null,
    q2Home: periods.q2?.home ?? null,
    q2Away: periods.q2?.away ?? null,
    q3Home: periods.q3?.home ?? null,
    q3Away: periods.q3?.away ?? null,
    finalHome: periods.final?.home ?? null,
    finalAway: periods.final?.away ?? null,
    updatedAt: now,
  };
}

/**
 * One score update for one game, from any feed, in one transaction: the game row is locked (updates
 * for one game apply one at a time, in whatever process), advanced by the domain rule, its pools are
 * taken past kickoff if the game has started, every period that ended (or was corrected) is settled
 * for every pool in play, and the update is logged. Watchers hear it all on commit (triggers).
 */
export async function applyScoreUpdate(
  db: Db,
  input: { gameId: number; snapshot: ScoreSnapshot; source: ScoreSource; actorUserId?: string | null; now: Date },
): Promise<AppliedUpdate> {
  return applyToGame(db, input, (current) => advanceGame(current, input.snapshot));
}

/** An admin's correction of an ended period: recorded, and the period is settled again. */
export async function applyPeriodCorrection(
  db: Db,
  input: { gameId: number; period: Period; score: { home: number; away: number }; actorUserId: string | null; now: Date },
): Promise<AppliedUpdate> {
  return applyToGame(db, { ...input, source: 'correction', snapshot: null }, (current) => {
    try {
      return correctPeriod(current, input.period, input.score);
    } catch (error) {
      // e.g. "Q3 has not ended yet": a mistake in the request, not in the server.
      if (error instanceof RangeError) throw badRequest(error.message, 'period_not_ended');
      throw error;
    }
  });
}

async function applyToGame(
  db: Db,
  input: { gameId: number; snapshot: ScoreSnapshot | null; source: ScoreSource; actorUserId?: string | null; now: Date },
  advance: (current: GameProgress) => Advance,
): Promise<AppliedUpdate> {
  return db.transaction(async (tx) => {
    const [game] = await tx.select().from(games).where(eq(games.id, input.gameId)).for('update');
    if (!game) throw notFound(`Game ${input.gameId} not found`);
    const result = advance(progressOf(game));
    const changed = !result.stale && JSON.stringify(result.progress) !== JSON.stringify(progressOf(game));
    const [updated] = changed
      ? await tx.update(games).set(gameValues(result.progress, input.now)).where(eq(games.id, game.id)).returning()
      : [game];

    // A game under way takes its pools past kickoff first (the ticker may not have got there yet).
    if (statusRank(updated!.status) > 0) await lockPoolsAtKickoff(tx, game.id, input.now);
    const settlements = await settlePeriods(tx, updated!, [...result.ended, ...result.corrected], input.now);

    await tx.insert(scoreEvents).values({
      gameId: game.id,
      source: input.source,
      status: updated!.status,
      quarter: updated!.quarter,
      homeScore: input.snapshot?.homeScore ?? updated!.homeScore,
      awayScore: input.snapshot?.awayScore ?? updated!.awayScore,
      homeQuarterPoints: input.snapshot?.homeQuarterPoints ?? null,
      awayQuarterPoints: input.snapshot?.awayQuarterPoints ?? null,
      ended: result.ended,
      corrected: result.corrected,
      stale: result.stale,
      actorUserId: input.actorUserId ?? null,
      receivedAt: input.now,
    });
    return { game: updated!, ended: result.ended, corrected: result.corrected, unresolved: result.unresolved, stale: result.stale, settlements };
  });
}
