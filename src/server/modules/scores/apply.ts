import { and, eq, inArray } from 'drizzle-orm';
import { advanceGame, correctPeriod, statusRank, type Advance, type GameProgress, type ScoreSnapshot } from '../../../domain/game-progress';
import type { Period } from '../../../domain/periods';
import { recordAudit } from '../../audit';
import type { UseCase, UseCaseContext } from '../../core/use-case';
import { games, pools, scoreEvents, type GameRow } from '../../db/schema';
import { badRequest, notFound } from '../../../domain/errors';
import { periodScoresOf, type Settlement } from '../payouts';

export type ScoreSource = 'manual' | 'replay' | 'espn' | 'correction';

/** What a score update did to its game (its first transaction). */
export interface GameUpdate {
  game: GameRow;
  ended: Period[];
  corrected: Period[];
  /** Periods passed without a known end score: an admin must set them (period corrections). */
  unresolved: Period[];
  stale: boolean;
  /** Whether the game is under way with pools still taking entries: they are taken past kickoff next. */
  kickoffDue: boolean;
}

export interface AppliedUpdate extends Omit<GameUpdate, 'kickoffDue'> {
  settlements: Settlement[];
}

function progressOf(game: GameRow): GameProgress {
  return { status: game.status, quarter: game.quarter, homeScore: game.homeScore, awayScore: game.awayScore, periods: periodScoresOf(game) };
}

/** A game's period scores as the games row stores them (null for a period not reached). */
export function periodScoreColumns(periods: GameProgress['periods']) {
  return {
    q1Home: periods.q1?.home ?? null,
    q1Away: periods.q1?.away ?? null,
    q2Home: periods.q2?.home ?? null,
    q2Away: periods.q2?.away ?? null,
    q3Home: periods.q3?.home ?? null,
    q3Away: periods.q3?.away ?? null,
    finalHome: periods.final?.home ?? null,
    finalAway: periods.final?.away ?? null,
  };
}

function gameValues(progress: GameProgress, now: Date): Partial<typeof games.$inferInsert> {
  const { periods } = progress;
  return {
    status: progress.status,
    quarter: progress.quarter,
    homeScore: progress.homeScore,
    awayScore: progress.awayScore,
    ...periodScoreColumns(periods),
    updatedAt: now,
  };
}

/**
 * Whether a snapshot says anything the game row does not already show (polling the same score every few
 * seconds must not log an update each time). Decided by the same rule that applies it.
 */
export function snapshotChangesGame(game: GameRow, snapshot: ScoreSnapshot): boolean {
  const current = progressOf(game);
  const result = advanceGame(current, snapshot);
  return !result.stale && !sameProgress(result.progress, current);
}

function sameProgress(a: GameProgress, b: GameProgress): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

type FeedInput = { gameId: number; snapshot: ScoreSnapshot; source: ScoreSource; actorUserId?: string | null };
type ManualInput = { gameId: number; homeScore: number; awayScore: number; quarter: number; status?: ScoreSnapshot['status'] | undefined; actorUserId: string; ip: string };
type CorrectionInput = { gameId: number; period: Period; score: { home: number; away: number }; actorUserId: string; ip: string };

/**
 * One score update for one game, from any feed, on the game itself: the game row is locked (updates for
 * one game apply one at a time, in whatever process), advanced by the domain rule, and the update is
 * logged. Its pools follow (herds.ts).
 */
export const scoreGame: UseCase<FeedInput, GameUpdate> = (ctx, input) => applyToGame(ctx, input, (current) => advanceGame(current, input.snapshot));

/**
 * An admin's score entered by hand (manual feed): the score now and the quarter in play; `status` marks
 * halftime, overtime or the final. Audited with the update (the periods it settles; their payouts follow).
 */
export const scoreGameByHand: UseCase<ManualInput, GameUpdate> = async (ctx, input) => {
  const { gameId, homeScore, awayScore, quarter } = input;
  const inPlay: ScoreSnapshot['status'] = quarter <= 4 ? (`${quarter}q` as '1q') : 'ot';
  const snapshot: ScoreSnapshot = { status: input.status ?? inPlay, quarter, homeScore, awayScore };
  const applied = await scoreGame(ctx, { gameId, snapshot, source: 'manual', actorUserId: input.actorUserId });
  await recordAudit(ctx.tx, {
    action: 'score_entered',
    at: ctx.now,
    actorUserId: input.actorUserId,
    ip: input.ip,
    details: { gameId, homeScore, awayScore, quarter, status: snapshot.status, settles: [...applied.ended, ...applied.corrected] },
  });
  return applied;
};

/** An admin's correction of an ended period: recorded and audited; the period is settled again after. */
export const correctGamePeriod: UseCase<CorrectionInput, GameUpdate> = async (ctx, input) => {
  const applied = await applyToGame(ctx, { ...input, source: 'correction', snapshot: null }, (current) => {
    try {
      return correctPeriod(current, input.period, input.score);
    } catch (error) {
      // e.g. "Q3 has not ended yet": a mistake in the request, not in the server.
      if (error instanceof RangeError) throw badRequest(error.message, 'period_not_ended');
      throw error;
    }
  });
  await recordAudit(ctx.tx, {
    action: 'score_correction',
    at: ctx.now,
    actorUserId: input.actorUserId,
    ip: input.ip,
    details: { gameId: input.gameId, period: input.period, homeScore: input.score.home, awayScore: input.score.away, settles: applied.corrected },
  });
  return applied;
};

async function applyToGame(
  ctx: UseCaseContext,
  input: { gameId: number; snapshot: ScoreSnapshot | null; source: ScoreSource; actorUserId?: string | null },
  advance: (current: GameProgress) => Advance,
): Promise<GameUpdate> {
  const { tx, now } = ctx;
  const [game] = await tx.select().from(games).where(eq(games.id, input.gameId)).for('update');
  if (!game) throw notFound(`Game ${input.gameId} not found`);
  const result = advance(progressOf(game));
  const changed = !result.stale && !sameProgress(result.progress, progressOf(game));
  const [updated] = changed ? await tx.update(games).set(gameValues(result.progress, now)).where(eq(games.id, game.id)).returning() : [game];

  // A game under way takes its pools past kickoff first (the ticker may not have got there yet).
  const kickoffDue = statusRank(updated!.status) > 0 && (await poolsTakingEntries(ctx, game.id));

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
    receivedAt: now,
  });
  return { game: updated!, ended: result.ended, corrected: result.corrected, unresolved: result.unresolved, stale: result.stale, kickoffDue };
}

async function poolsTakingEntries({ tx }: UseCaseContext, gameId: number): Promise<boolean> {
  const open = await tx.select({ id: pools.id }).from(pools).where(and(eq(pools.gameId, gameId), inArray(pools.status, ['open', 'full']))).limit(1);
  return open.length > 0;
}
