/**
 * The league schedule page's rules (spec section 2 "League schedule", section 4): which games it
 * lists, the filters, the week groups and the stats strip. Pure, so they are tested as tables.
 */
import type { Game } from '../../../domain/schemas';
import { compareWeekKeys, isListedOnSchedule, scheduleWeekKey, selectableWeeks, weekKeysOf } from '../../../domain/schedule';
import { weekLabel } from '../../../domain/weeks';
import type { ScheduleFilters } from '../../lib/schedule-filters';

export const NO_GAMES_FOUND = {
  title: 'No Games Found',
  description: 'No games match your current filters. Try adjusting your search criteria.',
} as const;
export const ALL_WEEKS_OPTION = 'All Weeks';
export const ALL_TEAMS_OPTION = 'All Teams';
/** The group of games without a week (leagues without weeks, D9's wording). */
export const NO_WEEK_GROUP_LABEL = 'Current Season';

export type ScheduleGame = Pick<Game, 'id' | 'homeTeam' | 'awayTeam' | 'week' | 'gameDate' | 'status'>;

function kickoffTime(game: Pick<Game, 'gameDate'>): number {
  const time = Date.parse(game.gameDate);
  return Number.isNaN(time) ? Number.POSITIVE_INFINITY : time;
}

/** The games the page lists: finished ones left out (spec section 4), by kickoff. */
export function listedGames<T extends ScheduleGame>(games: readonly T[]): T[] {
  return games.filter((game) => isListedOnSchedule(game.status)).sort((a, b) => kickoffTime(a) - kickoffTime(b) || a.id - b.id);
}

function searchText(game: ScheduleGame): string {
  const week = scheduleWeekKey(game.week);
  return [game.awayTeam, game.homeTeam, week, week === null ? null : weekLabel(week)].filter(Boolean).join(' ').toLowerCase();
}

/** Every word of the search must appear in the game's teams or week (code or label), in any case. */
export function matchesSearch(game: ScheduleGame, q: string): boolean {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = searchText(game);
  return words.every((word) => text.includes(word));
}

export function applyFilters<T extends ScheduleGame>(games: readonly T[], filters: ScheduleFilters): T[] {
  return games.filter(
    (game) =>
      (filters.week === null || scheduleWeekKey(game.week) === filters.week) &&
      (filters.team === null || game.homeTeam === filters.team || game.awayTeam === filters.team) &&
      matchesSearch(game, filters.q),
  );
}

export type WeekGroup<T> = { key: string | null; label: string; games: T[] };

/** Games by week in season order (games keep their order inside a week); games without a week last. */
export function groupByWeek<T extends ScheduleGame>(games: readonly T[]): WeekGroup<T>[] {
  const groups = new Map<string | null, T[]>();
  for (const game of games) {
    const key = scheduleWeekKey(game.week);
    groups.set(key, [...(groups.get(key) ?? []), game]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : compareWeekKeys(a, b)))
    .map(([key, list]) => ({ key, label: key === null ? NO_WEEK_GROUP_LABEL : weekLabel(key), games: list }));
}

function teamsOf(games: readonly ScheduleGame[]): string[] {
  return [...new Set(games.flatMap((game) => [game.awayTeam, game.homeTeam]))].sort((a, b) => a.localeCompare(b));
}

export type ScheduleStats = { totalGames: number; weeks: number; teams: number; filteredResults: number };

/** The stats strip: Total Games, Weeks and Teams of the listed games; Filtered Results after the filters. */
export function scheduleStats(listed: readonly ScheduleGame[], filtered: readonly ScheduleGame[]): ScheduleStats {
  return {
    totalGames: listed.length,
    weeks: weekKeysOf(listed).length,
    teams: teamsOf(listed).length,
    filteredResults: filtered.length,
  };
}

export type FilterOption = { value: string; label: string };

/**
 * The week dropdown: weeks with a game not finished and not more than 24 hours past its start at
 * `now` (spec section 4), plus the selected week so the control always shows what filters the list.
 */
export function weekOptions(games: readonly ScheduleGame[], now: Date, selected: string | null): FilterOption[] {
  const weeks = selectableWeeks(games, now);
  if (selected !== null && !weeks.includes(selected)) weeks.push(selected);
  return weeks.sort(compareWeekKeys).map((key) => ({ value: key, label: weekLabel(key) }));
}

/**
 * The team dropdown: the teams of the listed games, by name (rather than the spec's fixed 32 NFL
 * names, which offer teams with no games and fit no other league), plus the selected team.
 */
export function teamOptions(games: readonly ScheduleGame[], selected: string | null): FilterOption[] {
  const teams = teamsOf(games);
  if (selected !== null && !teams.includes(selected)) teams.push(selected);
  return teams.sort((a, b) => a.localeCompare(b)).map((team) => ({ value: team, label: team }));
}
