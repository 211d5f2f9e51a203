import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PROJECT_ROOT } from '../paths';

/**
 * Real NFL games with their points per quarter (from ../shared/data, shipped with the product), which
 * the replay feed plays onto our games for demos and tests.
 */
const historicalGameSchema = z.object({
  id: z.string(),
  league: z.string(),
  season: z.number().int(),
  date: z.string(),
  name: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  neutralSite: z.boolean(),
  venue: z.string(),
  overtime: z.boolean(),
  homeQuarterPoints: z.array(z.number().int().min(0)).min(4),
  awayQuarterPoints: z.array(z.number().int().min(0)).min(4),
  homeFinal: z.number().int(),
  awayFinal: z.number().int(),
  espnEventId: z.string(),
  source: z.string(),
});
export type HistoricalGame = z.infer<typeof historicalGameSchema>;

let cache: HistoricalGame[] | undefined;

export function historicalGames(): HistoricalGame[] {
  cache ??= z
    .array(historicalGameSchema)
    .parse(JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'src/server/scores/historical-games.json'), 'utf8')))
    .filter((g) => {
      const sum = (a: number[]) => a.reduce((x, y) => x + y, 0);
      // Quarter points must add up to the finals; a game that does not is left out rather than replayed wrong.
      return sum(g.homeQuarterPoints) === g.homeFinal && sum(g.awayQuarterPoints) === g.awayFinal;
    });
  return cache;
}

export function historicalGame(id: string): HistoricalGame | undefined {
  return historicalGames().find((g) => g.id === id);
}
