/** The NFL schedule page's words and week filter (spec section 2 "NFL Schedule", D10). */
import { weekKeysOf, compareWeekKeys } from '../../../domain/schedule';
import type { NflScheduleEntry } from '../../../domain/schemas';
import { normalizeWeekCode, weekLabel } from '../../../domain/weeks';

export const ALL_WEEKS_LABEL = 'All Weeks';
export const NO_GAMES_FOR_WEEK = 'No games found for the selected week.';
export const LOAD_FAILED = { title: 'Error', description: 'Failed to load NFL schedule' } as const;

export const scheduleTitle = (season: number) => `${season} NFL Schedule`;
export const loadingText = (season: number) => `Loading ${season} NFL Schedule...`;

/** A week filter button: null is 'All Weeks'. Labels come from the week list ('Week 3', 'Wild Card', 'Preseason Week 1'). */
export type WeekButton = { key: string | null; label: string };

/**
 * The week the page shows for the URL's `?week=`: an NFL week code (even one without games, which
 * then shows the empty state) or another week the schedule has; anything else shows all weeks.
 */
export function shownWeek(requested: string | null, entries: readonly Pick<NflScheduleEntry, 'week'>[]): string | null {
  if (requested === null) return null;
  if (normalizeWeekCode(requested) !== null) return requested;
  return entries.some((entry) => entry.week === requested) ? requested : null;
}

/** 'All Weeks', then each week that has games in season order, plus the shown week if it has none. */
export function weekButtons(entries: readonly Pick<NflScheduleEntry, 'week'>[], shown: string | null): WeekButton[] {
  const keys = weekKeysOf(entries);
  if (shown !== null && !keys.includes(shown)) keys.push(shown);
  return [{ key: null, label: ALL_WEEKS_LABEL }, ...keys.sort(compareWeekKeys).map((key) => ({ key, label: weekLabel(key) }))];
}

export function entriesOfWeek<T extends Pick<NflScheduleEntry, 'week'>>(entries: readonly T[], week: string | null): T[] {
  return week === null ? [...entries] : entries.filter((entry) => entry.week === week);
}
