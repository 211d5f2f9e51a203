import type { WeekCode } from '../weeks';

/**
 * nflverse `game_type` + `week` -> our week code (src/domain/weeks.ts). nflverse numbers weeks through
 * the postseason (2024: WC 19, DIV 20, CON 21, SB 22) and names postseason rounds in `game_type`, which
 * decides. A generic POST round is placed by its week after the regular season (18 weeks since 2021,
 * 17 before). Preseason rows (PRE) are not in nflverse's games.csv today; other sources number the
 * Hall of Fame game week 0 and the preseason weeks 1-4.
 */

export const NFLVERSE_GAME_TYPES = ['REG', 'WC', 'DIV', 'CON', 'SB', 'POST', 'PRE'] as const;

const ROUNDS: Record<string, WeekCode> = { WC: 'WC', DIV: 'DIV', CON: 'CONF', SB: 'SB' };
const POSTSEASON: readonly WeekCode[] = ['WC', 'DIV', 'CONF', 'SB'];

export function regularSeasonWeeks(season: number): number {
  return season >= 2021 ? 18 : 17;
}

export type WeekResult = { ok: true; code: WeekCode } | { ok: false; reason: string };

export function nflverseWeekCode(gameType: string, week: number, season: number): WeekResult {
  const round = ROUNDS[gameType];
  if (round) return { ok: true, code: round };
  if (gameType === 'REG') {
    const last = regularSeasonWeeks(season);
    return week >= 1 && week <= last
      ? { ok: true, code: `W${week}` as WeekCode }
      : { ok: false, reason: `week ${week} is not a regular-season week of ${season} (1-${last})` };
  }
  if (gameType === 'PRE') {
    if (week === 0) return { ok: true, code: 'HOF' };
    return week >= 1 && week <= 4
      ? { ok: true, code: `PS${week}` as WeekCode }
      : { ok: false, reason: `week ${week} is not a preseason week (0 for the Hall of Fame game, 1-4)` };
  }
  if (gameType === 'POST') {
    const code = POSTSEASON[week - regularSeasonWeeks(season) - 1];
    return code ? { ok: true, code } : { ok: false, reason: `week ${week} is not a postseason week of ${season}` };
  }
  return { ok: false, reason: `game_type ${JSON.stringify(gameType)} is not one of ${NFLVERSE_GAME_TYPES.join(', ')}` };
}
