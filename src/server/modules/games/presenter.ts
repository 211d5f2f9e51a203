import type { Game } from '../../../domain/schemas';
import type { GameRow } from '../../db/schema';

const score = (home: number | null, away: number | null) =>
  home === null || away === null ? null : { home, away };

export function toGameDto(row: GameRow): Game {
  return {
    id: row.id,
    leagueId: row.leagueId,
    homeTeam: row.homeTeam,
    awayTeam: row.awayTeam,
    homeTeamColor: row.homeTeamColor,
    awayTeamColor: row.awayTeamColor,
    week: row.week,
    gameDate: row.gameDate.toISOString(),
    status: row.status,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    quarter: row.quarter,
    periodScores: {
      q1: score(row.q1Home, row.q1Away),
      q2: score(row.q2Home, row.q2Away),
      q3: score(row.q3Home, row.q3Away),
      final: score(row.finalHome, row.finalAway),
    },
    createdAt: row.createdAt.toISOString(),
  };
}
