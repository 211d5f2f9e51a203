/**
 * Week Management's rules as pure functions (spec sections 2 "Week Management", 5 and 8, DESIGN D9):
 * which league it runs, what the week selector offers, when the button may advance, and the toasts.
 */
import type { Game, League } from '../../../domain/schemas';
import { isGameOver } from '../../../domain/status';
import { NFL_LEAGUE_NAME } from '../../../domain/week-rules';
import { WEEKS, normalizeWeekCode, weekIndex, weekLabel, type WeekCode } from '../../../domain/weeks';
import { errorMessage, errorReference } from '../../lib/api';
import type { ToastInput } from '../../lib/toast/use-toast';

export const NO_NFL_LEAGUE = 'No NFL league found';
export const NO_WEEK_SELECTED = { title: 'No Week Selected', description: 'Please select a week to advance to' } as const;
export const UPDATE_FAILED = { title: 'Update Failed', fallback: 'Failed to update active week' } as const;
export const ADVANCE_WARNING = 'Advance to the next week only when all games of the current week are complete.';

/** What advancing does (spec), in the words an operator needs, including what stays as it was. */
export const ADVANCE_EFFECTS: readonly { title: string; detail: string }[] = [
  { title: 'Players see only the new week’s pools', detail: 'The dashboard lists the games of the new week and their five tier pools.' },
  {
    title: 'Previous pools become read-only',
    detail: 'Pools of earlier weeks take no new squares. Squares already bought stay, are scored and paid out; a checkout already under way may finish.',
  },
  { title: 'New pools open', detail: 'The new week’s pools are the ones on offer. Pools of later weeks stay open to anyone with their link.' },
  { title: 'Dashboards update', detail: 'Open dashboards switch to the new week by themselves, without a reload.' },
];

/** The league this page runs: the NFL, whose weeks the 27 codes are (spec: 'No NFL league found' otherwise). */
export function findNflLeague(leagues: readonly League[] | undefined): League | null {
  return leagues?.find((league) => league.name.toUpperCase() === NFL_LEAGUE_NAME) ?? null;
}

/** "PS1" -> "Preseason Week 1"; a week that is no code is shown as given. */
export const labelOf = (week: string): string => weekLabel(week);

export type WeekOption = { code: WeekCode; label: string; note: 'current' | 'next' | null };

/** The 27 weeks in season order, the current one and the one after it marked. */
export function weekOptions(current: string | null): WeekOption[] {
  const currentCode = normalizeWeekCode(current);
  const nextIndex = currentCode === null ? -1 : weekIndex(currentCode) + 1;
  return WEEKS.map((week, index) => ({
    code: week.code,
    label: week.label,
    note: week.code === currentCode ? 'current' : index === nextIndex ? 'next' : null,
  }));
}

/** The option's text: "Preseason Week 2 (PS2)", with "· current" / "· next" when it is one of those. */
export function weekOptionText(option: WeekOption): string {
  return `${option.label} (${option.code})${option.note ? ` · ${option.note}` : ''}`;
}

/** "Advance to Preseason Week 2"; without a choice the button only says what it does. */
export function advanceButtonText(selected: WeekCode | null): string {
  return selected ? `Advance to ${labelOf(selected)}` : 'Advance Week';
}

/** Why the button cannot advance now (shown beside it, and as a toast if it is pressed anyway), or null. */
export function advanceBlock(selected: WeekCode | null, current: string | null): { title: string; description: string } | null {
  if (!selected) return NO_WEEK_SELECTED;
  if (selected === normalizeWeekCode(current)) return { title: 'Already Active', description: `${labelOf(selected)} is already the active week` };
  return null;
}

/** Forward (the usual weekly step) or back (correcting a mistake re-opens the weeks in between). */
export function advanceDirection(current: string | null, selected: WeekCode): 'forward' | 'back' {
  const currentCode = normalizeWeekCode(current);
  return currentCode !== null && weekIndex(selected) < weekIndex(currentCode) ? 'back' : 'forward';
}

export function weekUpdatedToast(week: string): ToastInput {
  return { title: 'Week Updated Successfully', description: `Active week changed to ${labelOf(week)}`, variant: 'success' };
}

export function updateFailedToast(error: unknown): ToastInput {
  return { title: UPDATE_FAILED.title, description: errorMessage(error, UPDATE_FAILED.fallback), variant: 'destructive', reference: errorReference(error) };
}

/** "8 games available", "1 game available". */
export function gamesAvailableText(count: number): string {
  return `${count} ${count === 1 ? 'game' : 'games'} available`;
}

export type WeekProgress = {
  total: number;
  complete: number;
  /** Games still to finish: the ones the dashboard lists, so the badge and the dashboard heading agree. */
  available: number;
};

/** How far the current week is played: the warning's evidence. */
export function weekProgress(games: readonly Pick<Game, 'status'>[]): WeekProgress {
  const complete = games.filter((game) => isGameOver(game.status)).length;
  return { total: games.length, complete, available: games.length - complete };
}

/** "9 of 12 games of Week 12 are not complete yet.", or null once every game is complete. */
export function unfinishedGamesText(progress: WeekProgress, week: string): string | null {
  if (progress.available === 0) return null;
  const games = progress.total === 1 ? 'game' : 'games';
  return `${progress.available} of ${progress.total} ${games} of ${labelOf(week)} ${progress.available === 1 ? 'is' : 'are'} not complete yet.`;
}
