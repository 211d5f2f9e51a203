import { z } from 'zod';
import { GAME_STATUS_ORDER } from '../game-progress';
import { gameSchema } from './game';
import { id, text } from './input-hygiene';
import { digitsSchema, poolStatusSchema, winnerSchema } from './pool';

const score = (name: string) =>
  z.number({ message: `${name} must be a whole number` }).int(`${name} must be a whole number`).min(0, `${name} cannot be negative`).max(999, `${name} is too large`);

/**
 * POST /api/simulate-score-update (spec section 3: gameId, homeScore, awayScore, quarter): the game's
 * current score and the quarter in play (5+ = overtime); `status` marks halftime, overtime or the final
 * (default: the quarter in play).
 */
export const scoreUpdateSchema = z.object({
  gameId: id('gameId'),
  homeScore: score('homeScore'),
  awayScore: score('awayScore'),
  quarter: z.number({ message: 'quarter must be a whole number' }).int().min(1, 'quarter must be 1 or more').max(10, 'quarter must be 10 or less'),
  status: z.enum(GAME_STATUS_ORDER.filter((s) => s !== 'scheduled') as ['1q', '2q', 'ht', '3q', '4q', 'ot', 'FT']).optional(),
});

export const periodCorrectionSchema = z.object({
  period: z.enum(['Q1', 'Q2', 'Q3', 'FINAL'], { message: "period must be 'Q1', 'Q2', 'Q3' or 'FINAL'" }),
  homeScore: score('homeScore'),
  awayScore: score('awayScore'),
});

export const scoreUpdateResultSchema = z
  .object({
    game: gameSchema,
    ended: z.array(z.string()),
    corrected: z.array(z.string()),
    unresolved: z.array(z.string()),
    stale: z.boolean(),
    settlements: z.array(
      z.object({ poolId: z.number().int(), period: z.string(), row: z.number().int(), column: z.number().int(), userId: z.string().nullable(), amountCents: z.number().int() }),
    ),
  })
  .meta({ id: 'ScoreUpdateResult' });

export const replayRequestSchema = z.object({
  gameId: id('gameId'),
  historicalGameId: text('historicalGameId').min(1).max(100),
  secondsPerQuarter: z.number().int().min(1).max(3600).optional(),
});

export const historicalGameSchema = z
  .object({
    id: z.string(),
    season: z.number().int(),
    date: z.string(),
    name: z.string(),
    homeTeam: z.string(),
    awayTeam: z.string(),
    overtime: z.boolean(),
    homeQuarterPoints: z.array(z.number().int()),
    awayQuarterPoints: z.array(z.number().int()),
    homeFinal: z.number().int(),
    awayFinal: z.number().int(),
    venue: z.string(),
  })
  .meta({ id: 'HistoricalGame' });

export const scoreCalculationRequestSchema = z.object({
  homeScore: score('homeScore'),
  awayScore: score('awayScore'),
  poolId: id('poolId'),
});

export const scoreCalculationSchema = z
  .object({
    poolId: z.number().int(),
    poolStatus: poolStatusSchema,
    digits: digitsSchema.nullable(),
    /** The square that wins with this score (null until the digits are drawn). */
    winningSquare: z.object({ row: z.number().int(), column: z.number().int() }).nullable(),
    ownerUserId: z.string().nullable(),
    /** What each period pays on the money collected so far (Q1, Q2, Q3, final), in cents. */
    periodPrizesCents: z.array(z.number().int()).length(4),
    explanation: z.string(),
  })
  .meta({ id: 'ScoreCalculation' });

export const feedCheckSchema = z
  .object({
    feed: z.enum(['manual', 'replay', 'espn']),
    ok: z.boolean(),
    latencyMs: z.number().int(),
    gamesAsked: z.number().int(),
    snapshots: z.number().int(),
    detail: z.string(),
  })
  .meta({ id: 'FeedCheck' });

export const gameDetailsSchema = z
  .object({
    game: gameSchema,
    replay: z.object({ historicalGameId: z.string(), name: z.string(), startedAt: z.string(), secondsPerQuarter: z.number().int() }).nullable(),
    pools: z.array(z.object({ id: z.number().int(), name: z.string(), status: poolStatusSchema, currentParticipants: z.number().int(), winners: z.array(winnerSchema) })),
    recentUpdates: z.array(
      z.object({
        id: z.number().int(),
        source: z.string(),
        status: z.string(),
        quarter: z.number().int(),
        homeScore: z.number().int(),
        awayScore: z.number().int(),
        ended: z.array(z.string()),
        corrected: z.array(z.string()),
        stale: z.boolean(),
        receivedAt: z.string(),
      }),
    ),
  })
  .meta({ id: 'GameDetails' });
