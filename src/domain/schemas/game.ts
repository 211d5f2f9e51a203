import { z } from 'zod';
import { idParam, isoDateTime } from './common';

export const scoreSchema = z.object({ home: z.number().int(), away: z.number().int() });
export type Score = z.infer<typeof scoreSchema>;

/** Cumulative scores at the end of each scoring period (D3); null until that period has ended. */
export const periodScoresSchema = z
  .object({
    q1: scoreSchema.nullable(),
    q2: scoreSchema.nullable(),
    q3: scoreSchema.nullable(),
    final: scoreSchema.nullable(),
  })
  .meta({ id: 'PeriodScores' });
export type PeriodScoresDto = z.infer<typeof periodScoresSchema>;

export const gameSchema = z
  .object({
    id: z.number().int(),
    leagueId: z.number().int(),
    homeTeam: z.string(),
    awayTeam: z.string(),
    homeTeamColor: z.string(),
    awayTeamColor: z.string(),
    /** Week code such as "W11" (NFL); null for leagues without weeks. */
    week: z.string().nullable(),
    gameDate: isoDateTime,
    /** Raw status code: scheduled, 1q-4q, ht, ot, FT ... (spec section 4). */
    status: z.string(),
    homeScore: z.number().int(),
    awayScore: z.number().int(),
    quarter: z.number().int(),
    periodScores: periodScoresSchema,
    createdAt: isoDateTime,
  })
  .meta({ id: 'Game' });
export type Game = z.infer<typeof gameSchema>;

export const gamesQuerySchema = z.object({
  leagueId: idParam('leagueId').optional(),
  includeAll: z
    .enum(['true', 'false'], { message: "includeAll must be 'true' or 'false'" })
    .transform((v) => v === 'true')
    .optional(),
});
