/**
 * What the schedule pages list and how they order it (spec sections 2, 4 and 9), shared by
 * `GET /api/nfl/schedule/{season}` and the two schedule pages.
 *
 * "Schedule pages hide games with status FT": read as every finished code (ft, aet, completed, final;
 * any case), exactly like the dashboard, so a game does not stay listed because its feed wrote
 * "Final" instead of "FT". The score a row shows is then a live game's ("the score if present").
 */
import { isGameOver, gameDisplayState } from './status';
import { normalizeWeekCode, weekIndex } from './weeks';

/** Spec section 9: "A game counts as upcoming until 24 hours after its start." */
export const UPCOMING_GRACE_MS = 24 * 60 * 60 * 1000;

/** Whether a schedule page lists a game with this raw status. */
export function isListedOnSchedule(status: string | null | undefined): boolean {
  return !isGameOver(status);
}

/**
 * A game's score once it has started; null before (the stored 0-0 of a game not yet played is not a
 * score, and showing it would read as a tied game).
 */
export function scoreOnceStarted(game: {
  status: string;
  homeScore: number;
  awayScore: number;
}): { home: number; away: number } | null {
  return gameDisplayState(game.status) === 'SCHEDULED' ? null : { home: game.homeScore, away: game.awayScore };
}

/** Not finished and no more than 24 hours past its start at `now` (an unparsable date is not upcoming). */
export function isUpcoming(game: { status: string; gameDate: string | Date }, now: Date): boolean {
  const kickoff = new Date(game.gameDate).getTime();
  if (Number.isNaN(kickoff)) return false;
  return !isGameOver(game.status) && now.getTime() - kickoff <= UPCOMING_GRACE_MS;
}

/**
 * The key a game's week is grouped and filtered by: its code when it names an NFL week in any
 * spelling ('Week 3', 'w3' -> 'W3'), else the trimmed text; null for a game without a week.
 */
export function scheduleWeekKey(week: string | null | undefined): string | null {
  const text = week?.trim();
  if (!text) return null;
  return normalizeWeekCode(text) ?? text;
}

function seasonPosition(key: string): number {
  const code = normalizeWeekCode(key);
  return code === null ? Number.POSITIVE_INFINITY : weekIndex(code);
}

/** Season order for NFL week codes (HOF ... SB), then any other week names alphabetically. */
export function compareWeekKeys(a: string, b: string): number {
  const byPosition = seasonPosition(a) - seasonPosition(b);
  if (byPosition !== 0 && !Number.isNaN(byPosition)) return byPosition;
  return a.localeCompare(b);
}

/** The distinct week keys of `games` in season order; games without a week are left out. */
export function weekKeysOf(games: readonly { week: string | null }[]): string[] {
  const keys = new Set<string>();
  for (const game of games) {
    const key = scheduleWeekKey(game.week);
    if (key !== null) keys.add(key);
  }
  return [...keys].sort(compareWeekKeys);
}

/**
 * The league schedule's week dropdown (spec section 4): only weeks that have a game not finished and
 * not more than 24 hours past its start at `now`, in season order.
 */
export function selectableWeeks(games: readonly { week: string | null; status: string; gameDate: string | Date }[], now: Date): string[] {
  return weekKeysOf(games.filter((game) => isUpcoming(game, now)));
}
