import type { PeriodScores } from '../../../domain/scoring';
import type { UseCase } from '../../core/use-case';
import { games, type GameRow } from '../../db/schema';

export interface CreateGameInput {
  leagueId: number;
  home: { name: string; color: string };
  away: { name: string; color: string };
  week: string | null;
  season: number | null;
  gameDate: Date;
  /** A game added after it was played (history): its periods played and cumulative scores (D3). */
  result?: { periodsPlayed: number; periods: PeriodScores } | null;
}

/**
 * Adds a game to a league's schedule, upcoming or already final. Its tier pools (D12) come from the
 * pools module's `createGamePools`, in the same transaction: pools depend on games, not the reverse.
 */
export const createGame: UseCase<CreateGameInput, GameRow> = async ({ tx, now }, input) => {
  const [row] = await tx
    .insert(games)
    .values({ ...gameValues(input), createdAt: now, updatedAt: now })
    .returning();
  return row!;
};

function gameValues(input: CreateGameInput): typeof games.$inferInsert {
  const base = {
    leagueId: input.leagueId,
    homeTeam: input.home.name,
    awayTeam: input.away.name,
    homeTeamColor: input.home.color,
    awayTeamColor: input.away.color,
    week: input.week,
    season: input.season,
    gameDate: input.gameDate,
  };
  if (!input.result) return { ...base, status: 'scheduled' };
  const { q1, q2, q3, final } = input.result.periods;
  if (!q1 || !q2 || !q3 || !final) throw new RangeError('A finished game needs the scores of Q1, Q2, Q3 and the final');
  return {
    ...base,
    status: 'FT',
    quarter: input.result.periodsPlayed,
    homeScore: final.home,
    awayScore: final.away,
    q1Home: q1.home,
    q1Away: q1.away,
    q2Home: q2.home,
    q2Away: q2.away,
    q3Home: q3.home,
    q3Away: q3.away,
    finalHome: final.home,
    finalAway: final.away,
  };
}
