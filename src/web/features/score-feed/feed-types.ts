/** The answers of the score feed endpoints, as the server's schemas define them. */
import type { z } from 'zod';
import type {
  feedCheckSchema,
  gameDetailsSchema,
  historicalGameSchema,
  scoreCalculationSchema,
  scoreUpdateResultSchema,
} from '../../../domain/schemas';

export type GameDetails = z.infer<typeof gameDetailsSchema>;
export type FeedCheck = z.infer<typeof feedCheckSchema>;
export type HistoricalGame = z.infer<typeof historicalGameSchema>;
export type ScoreCalculation = z.infer<typeof scoreCalculationSchema>;
export type ScoreUpdateResult = z.infer<typeof scoreUpdateResultSchema>;
/** POST /api/replays */
export type ReplayStarted = { gameId: number; historicalGameId: string; startedAt: string; secondsPerQuarter: number };
