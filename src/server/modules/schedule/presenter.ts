import { gameDisplayState } from '../../../domain/status';
import { scheduleWeekKey, scoreOnceStarted } from '../../../domain/schedule';
import type { NflScheduleEntry } from '../../../domain/schemas';
import { weekLabel } from '../../../domain/weeks';
import type { GameRow } from '../../db/schema';

export function toNflScheduleEntry(row: GameRow): NflScheduleEntry {
  const week = scheduleWeekKey(row.week);
  const score = scoreOnceStarted(row);
  return {
    id: row.id,
    week,
    weekLabel: week === null ? null : weekLabel(week),
    kickoff: row.gameDate.toISOString(),
    away: row.awayTeam,
    home: row.homeTeam,
    awayScore: score?.away ?? null,
    homeScore: score?.home ?? null,
    status: row.status,
    state: gameDisplayState(row.status),
  };
}
