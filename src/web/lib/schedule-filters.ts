/**
 * The schedule pages' filters live in the URL query (?week=W3&team=Buffalo%20Bills&q=bills), so a
 * filtered view can be shared and the Back button walks through the filters.
 */
import { scheduleWeekKey } from '../../domain/schedule';

export type ScheduleFilters = {
  /** A week key (code such as "W3", or a league's own week name); null = all weeks. */
  week: string | null;
  /** A team name exactly as the games carry it; null = all teams. */
  team: string | null;
  /** The search box as typed (kept untrimmed so typing a space is not undone); '' = no search. */
  q: string;
};

export const NO_FILTERS: ScheduleFilters = Object.freeze({ week: null, team: null, q: '' });

/** The filters a query string ("?week=w3", "week=W3", "") asks for; unknown keys are ignored. */
export function readScheduleFilters(search: string): ScheduleFilters {
  const params = new URLSearchParams(search);
  const team = params.get('team')?.trim();
  return {
    week: scheduleWeekKey(params.get('week')),
    team: team ? team : null,
    q: params.get('q') ?? '',
  };
}

/** The query string for `filters`, "" when none is set; a whitespace-only search is dropped. */
export function scheduleFiltersSearch(filters: ScheduleFilters): string {
  const params = new URLSearchParams();
  if (filters.week) params.set('week', filters.week);
  if (filters.team) params.set('team', filters.team);
  if (filters.q.trim()) params.set('q', filters.q);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function hasActiveFilters(filters: ScheduleFilters): boolean {
  return filters.week !== null || filters.team !== null || filters.q.trim() !== '';
}

/** 'Showing x of y games' (spec section 2, verbatim). */
export function showingText(shown: number, total: number): string {
  return `Showing ${shown} of ${total} games`;
}
