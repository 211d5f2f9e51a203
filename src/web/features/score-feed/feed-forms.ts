/**
 * The score feed tester's inputs, read and checked before anything is sent. Ranges come from the
 * request schemas the server validates with (domain/schemas/scores.ts), so both say the same thing.
 */
import { scoreCalculationRequestSchema, scoreUpdateSchema, type Game } from '../../../domain/schemas';
import { schemaResolver } from '../../lib/forms/schema-resolver';

/** Test page seasons (spec section 9): 2021 to 2024; the values are the years as strings. */
export const SEASONS = ['2021', '2022', '2023', '2024'] as const;

export const MISSING_GAME_ID = 'Please enter a game ID';
export const MISSING_POOL_ID = 'Please enter a pool ID';
export const DEFAULT_SECONDS_PER_QUARTER = 20;

/** The Post Score status choices; "In play" sends no status (the server takes the quarter's). */
export const STATUS_OPTIONS = [
  { value: 'in-play', label: 'In play' },
  { value: 'ht', label: 'Halftime' },
  { value: 'ot', label: 'Overtime' },
  { value: 'FT', label: 'Final' },
] as const;
export type StatusChoice = (typeof STATUS_OPTIONS)[number]['value'];

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const WHOLE = /^\d+$/;

/** A positive whole id from a text field; blank gives the spec's "Please enter a …" message. */
export function parseId(text: string, missing: string, name: string): Parsed<number> {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: missing };
  const value = Number(trimmed);
  if (!WHOLE.test(trimmed) || !Number.isSafeInteger(value) || value < 1 || value > 2_147_483_647) {
    return { ok: false, message: `${name} must be a positive whole number` };
  }
  return { ok: true, value };
}

export const parseGameId = (text: string) => parseId(text, MISSING_GAME_ID, 'Game ID');
export const parsePoolId = (text: string) => parseId(text, MISSING_POOL_ID, 'Pool ID');

/** A whole number from a text field, or NaN (which the schema then names). */
function wholeNumber(text: string): number {
  const trimmed = text.trim();
  return WHOLE.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export type ScoreForm = { homeScore: string; awayScore: string; quarter: string; status: StatusChoice };
export type ScoreUpdateBody = { gameId: number; homeScore: number; awayScore: number; quarter: number; status?: 'ht' | 'ot' | 'FT' };

/** Post Score's fields as the body of POST /api/simulate-score-update, less the game ID (the card above holds it). */
export function scoreUpdateFields(form: ScoreForm): Omit<ScoreUpdateBody, 'gameId'> {
  return {
    homeScore: wholeNumber(form.homeScore),
    awayScore: wholeNumber(form.awayScore),
    quarter: wholeNumber(form.quarter),
    ...(form.status === 'in-play' ? {} : { status: form.status }),
  };
}

/** Post Score's check: the server's schema on the fields' part of the body. */
export const scoreFormResolver = schemaResolver(scoreUpdateSchema.omit({ gameId: true }), { toRequest: scoreUpdateFields });

export type CalculationForm = { poolId: string; homeScore: string; awayScore: string };

/** Score Calculation's check: the server's schema on the scores (a missing pool ID is said as every tool's ID is). */
export const calculationFormResolver = schemaResolver(scoreCalculationRequestSchema.omit({ poolId: true }), {
  toRequest: (form: CalculationForm) => ({ homeScore: wholeNumber(form.homeScore), awayScore: wholeNumber(form.awayScore) }),
});

/** Seconds per quarter of a replay: 1 to 3600 (the server's limit). */
export function parseSecondsPerQuarter(text: string): Parsed<number> {
  const value = wholeNumber(text);
  if (!Number.isSafeInteger(value) || value < 1 || value > 3600) {
    return { ok: false, message: 'Seconds per quarter must be a whole number from 1 to 3600' };
  }
  return { ok: true, value };
}

/** Games a replay can go onto: not started yet, soonest first. */
export function replayableGames<T extends Pick<Game, 'status' | 'gameDate' | 'id'>>(games: readonly T[]): T[] {
  return games
    .filter((g) => g.status.trim().toLowerCase() === 'scheduled')
    .sort((a, b) => Date.parse(a.gameDate) - Date.parse(b.gameDate) || a.id - b.id);
}

/** "New York Jets @ Atlanta Falcons — Sun, Nov 22, 1:00 PM" (options for tests). */
export function gameOptionLabel(
  game: Pick<Game, 'awayTeam' | 'homeTeam' | 'gameDate'>,
  options: { locale?: string; timeZone?: string } = {},
): string {
  const when = new Date(game.gameDate);
  const date = Number.isNaN(when.getTime())
    ? 'date to be announced'
    : new Intl.DateTimeFormat(options.locale, {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: options.timeZone,
      }).format(when);
  return `${game.awayTeam} @ ${game.homeTeam} — ${date}`;
}

/** How long a replay runs: every period played (overtime too) plus a half-quarter halftime. */
export function replayDurationText(secondsPerQuarter: number, periods: number): string {
  const total = Math.round((Math.max(4, periods) + 0.5) * secondsPerQuarter);
  if (total < 120) return `about ${total} seconds`;
  return `about ${Math.round(total / 60)} minutes`;
}

/** "Feb 11, 2024" from the feed's "2024-02-11" (a calendar date, so read in UTC). */
export function calendarDateText(date: string, locale?: string): string {
  const when = new Date(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(when.getTime())) return date;
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(when);
}
