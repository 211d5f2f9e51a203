/**
 * Which NFL season and week a date falls in: pure calendar math on UTC dates (no time-zone
 * library). Weeks are 7-day windows from Tuesday 00:00 to the next Tuesday, because NFL weeks run
 * Thursday to Monday and Tuesday is the first day with no games.
 *
 * Anchor: week 1 starts the Tuesday after Labor Day (regular season and playoffs checked against
 * every 2024 and 2025 game date in the nflverse data, see the tests). Before it:
 *  - the window right before W1 has no games (final roster cutdowns; it is where PS4 was played
 *    until the 17-game schedule of 2021), so the preseason is HOF, PS1, PS2, PS3 in the four
 *    windows before that one (2025: Hall of Fame game Jul 31, last preseason games Aug 23);
 *  - W1..W18, then WC, DIV, CONF, then the bye week before the Super Bowl, then the Super Bowl.
 * A window without games belongs to the next week that has them (the cutdown window counts as W1,
 * the bye as SB), so "the current week" always names the games coming up.
 */
import { usEasternCalendarDate } from './us-eastern-date';
import type { WeekCode } from './weeks';

export { usEasternCalendarDate, usEasternOffsetHours } from './us-eastern-date';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

export type NflWeekWindow = { code: WeekCode; start: Date; end: Date; bye: boolean };

function assertDate(date: Date): void {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
}

/** D10: the season is the year of its September; January and February belong to last year's. */
export function nflSeasonYear(date: Date): number {
  assertDate(date);
  const year = date.getUTCFullYear();
  return date.getUTCMonth() <= 1 ? year - 1 : year;
}

/**
 * The instants nflSeasonYear puts in `season`: [March 1 of that year, March 1 of the next), UTC. For
 * games stored without a season, so a query can pick them by kickoff.
 */
export function nflSeasonBounds(season: number): { start: Date; end: Date } {
  if (!Number.isInteger(season)) throw new RangeError(`Season must be a year, got ${String(season)}`);
  return { start: new Date(Date.UTC(season, 2, 1)), end: new Date(Date.UTC(season + 1, 2, 1)) };
}

/** First Monday of September, UTC midnight. */
export function laborDay(year: number): Date {
  const september1 = Date.UTC(year, 8, 1);
  const daysToMonday = (8 - new Date(september1).getUTCDay()) % 7;
  return new Date(september1 + daysToMonday * DAY_MS);
}

const REGULAR_WEEKS = Array.from({ length: 18 }, (_, i) => `W${i + 1}` as WeekCode);

/** [code, bye] in calendar order, one entry per 7-day window. */
const LAYOUT: ReadonlyArray<readonly [WeekCode, boolean]> = [
  ['HOF', false],
  ['PS1', false],
  ['PS2', false],
  ['PS3', false],
  ['W1', true],
  ...REGULAR_WEEKS.map((code) => [code, false] as const),
  ['WC', false],
  ['DIV', false],
  ['CONF', false],
  ['SB', true],
  ['SB', false],
];
const WINDOWS_BEFORE_WEEK1 = LAYOUT.findIndex(([code, bye]) => code === 'W1' && !bye);

/** The season's windows in order: half-open [start, end), contiguous, 7 days each. */
export function nflWeekWindows(season: number): NflWeekWindow[] {
  if (!Number.isInteger(season)) throw new RangeError(`Season must be a year, got ${String(season)}`);
  const week1Start = laborDay(season).getTime() + DAY_MS;
  const first = week1Start - WINDOWS_BEFORE_WEEK1 * WEEK_MS;
  return LAYOUT.map(([code, bye], i) => ({
    code,
    bye,
    start: new Date(first + i * WEEK_MS),
    end: new Date(first + (i + 1) * WEEK_MS),
  }));
}

/**
 * The season and week of a date, by its UTC calendar day. Between the Super Bowl and the next Hall of
 * Fame window it is the offseason, which counts as the coming season's HOF. (So for late February
 * `season` is already the new year, while nflSeasonYear still gives the old one.)
 */
export function nflWeekAt(date: Date): { season: number; code: WeekCode } {
  const season = nflSeasonYear(date);
  const t = date.getTime();
  const windows = nflWeekWindows(season);
  const hit = windows.find((w) => t >= w.start.getTime() && t < w.end.getTime());
  if (hit) return { season, code: hit.code };
  const seasonStart = windows[0]?.start.getTime() ?? 0;
  return t < seasonStart ? { season, code: 'HOF' } : { season: season + 1, code: 'HOF' };
}

/** The week of a game from its kickoff instant (its US Eastern date, so Monday night stays Monday). */
export function nflWeekOfKickoff(kickoff: Date): { season: number; code: WeekCode } {
  assertDate(kickoff);
  return nflWeekAt(usEasternCalendarDate(kickoff));
}
