/**
 * nflverse games.csv rows for the schedule import's tests: the real header (46 columns, in the source's
 * order, as in /work/shared/data/nfl-schedule-2025.csv) and a real 2025 row to vary. Test data only.
 */
import { readHeader, type Header } from './nflverse-row';

/** The real header of nflverse games.csv (46 columns, in the source's order). */
export const NFLVERSE_HEADER =
  'game_id,season,game_type,week,gameday,weekday,gametime,away_team,away_score,home_team,home_score,location,result,total,overtime,old_game_id,gsis,nfl_detail_id,pfr,pff,espn,ftn,away_rest,home_rest,away_moneyline,home_moneyline,spread_line,away_spread_odds,home_spread_odds,total_line,under_odds,over_odds,div_game,roof,surface,temp,wind,away_qb_id,home_qb_id,away_qb_name,home_qb_name,away_coach,home_coach,referee,stadium_id,stadium';

export const NFLVERSE_COLUMNS: Header = (() => {
  const read = readHeader(NFLVERSE_HEADER.split(','));
  if (!read.ok) throw new Error('the real header must be accepted');
  return read.header;
})();

/** A real 2025 row (week 1 opener), with some columns replaced. */
export function nflverseRow(changes: Record<string, string> = {}): string[] {
  const base: Record<string, string> = {
    game_id: '2025_01_DAL_PHI',
    season: '2025',
    game_type: 'REG',
    week: '1',
    gameday: '2025-09-04',
    gametime: '20:20',
    away_team: 'DAL',
    away_score: '20',
    home_team: 'PHI',
    home_score: '24',
    overtime: '0',
    espn: '401772510',
  };
  const values = { ...base, ...changes };
  const fields = NFLVERSE_HEADER.split(',').map(() => '');
  for (const [column, index] of NFLVERSE_COLUMNS) fields[index] = values[column] ?? '';
  return fields;
}

/** A CSV line of nflverseRow(changes), quoted where RFC 4180 needs it. */
export function nflverseLine(changes: Record<string, string> = {}): string {
  return nflverseRow(changes)
    .map((f) => (/[",\r\n]/.test(f) ? `"${f.replaceAll('"', '""')}"` : f))
    .join(',');
}
