import { findTeam, type Team } from '../teams';
import { usEasternLocalToUtc } from '../us-eastern-date';
import type { WeekCode } from '../weeks';
import { NFLVERSE_GAME_TYPES, nflverseWeekCode } from './nflverse-week';

/**
 * One row of nflverse's games.csv (github.com/nflverse/nfldata, data/games.csv) read into a game of
 * ours. Columns are found by name, so their order and any extra columns do not matter.
 */

/** The columns the import reads; a header without any of them is refused, naming them. */
export const REQUIRED_COLUMNS = [
  'game_id',
  'season',
  'game_type',
  'week',
  'gameday',
  'gametime',
  'away_team',
  'away_score',
  'home_team',
  'home_score',
  'espn',
] as const;
type Column = (typeof REQUIRED_COLUMNS)[number] | 'overtime';

export interface ScheduleGame {
  /** nflverse `game_id`, e.g. 2025_01_DAL_PHI: what a later import of the same game is matched by. */
  sourceGameId: string;
  season: number;
  week: WeekCode;
  /** Kickoff: `gameday` + `gametime`, which are US Eastern wall-clock time. */
  kickoff: Date;
  home: Team;
  away: Team;
  /** The final score when the game has been played (both scores filled in); null for one still to come. */
  result: { home: number; away: number; overtime: boolean } | null;
  /** ESPN's event id (`espn`): how the score feed finds the game. */
  externalId: string | null;
}

export type Header = ReadonlyMap<string, number>;
export type HeaderResult = { ok: true; header: Header; width: number } | { ok: false; missing: string[] };

export function readHeader(fields: readonly string[]): HeaderResult {
  const header = new Map<string, number>();
  fields.forEach((name, index) => {
    const key = name.trim().toLowerCase();
    if (!header.has(key)) header.set(key, index);
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !header.has(column));
  return missing.length > 0 ? { ok: false, missing } : { ok: true, header, width: fields.length };
}

export type RowResult = { ok: true; game: ScheduleGame } | { ok: false; reason: string };

/** A value as a rejection quotes it: JSON-escaped (no control characters reach a page) and short. */
export function quoted(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}

const GAME_ID = /^[A-Za-z0-9_.-]{1,64}$/;
const WHOLE = /^\d{1,4}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::00)?$/;
const ESPN_ID = /^\d{1,20}$/;

/** Reads one data row; every problem of the row is named, not just the first. */
export function readRow(fields: readonly string[], header: Header): RowResult {
  const value = (column: Column) => {
    const index = header.get(column);
    return index === undefined ? '' : (fields[index] ?? '').trim();
  };
  const problems: string[] = [];

  const sourceGameId = value('game_id');
  if (!GAME_ID.test(sourceGameId)) problems.push(sourceGameId === '' ? 'game_id is empty' : `game_id ${quoted(sourceGameId)} is not a game id`);

  const season = wholeNumber(value('season'));
  if (season === null || season < 1920 || season > 2100) problems.push(`season ${quoted(value('season'))} is not a year`);

  const gameType = value('game_type');
  const knownType = (NFLVERSE_GAME_TYPES as readonly string[]).includes(gameType);
  if (!knownType) problems.push(`game_type ${quoted(gameType)} is not one of ${NFLVERSE_GAME_TYPES.join(', ')}`);
  const weekNumber = wholeNumber(value('week'));
  let week: WeekCode | null = null;
  if (weekNumber === null) problems.push(`week ${quoted(value('week'))} is not a whole number`);
  else if (season !== null && knownType) {
    const mapped = nflverseWeekCode(gameType, weekNumber, season);
    if (mapped.ok) week = mapped.code;
    else problems.push(mapped.reason);
  }

  const kickoff = readKickoff(value('gameday'), value('gametime'), problems);
  const away = readTeam('away_team', value('away_team'), problems);
  const home = readTeam('home_team', value('home_team'), problems);
  if (home && away && home === away) problems.push(`home_team and away_team are the same team (${home.name})`);
  const result = readResult(value('away_score'), value('home_score'), value('overtime'), problems);

  const espn = value('espn');
  if (espn !== '' && !ESPN_ID.test(espn)) problems.push(`espn ${quoted(espn)} is not an ESPN event id (digits)`);

  if (problems.length > 0 || season === null || week === null || !kickoff || !home || !away) {
    return { ok: false, reason: problems.join('; ') };
  }
  return { ok: true, game: { sourceGameId, season, week, kickoff, home, away, result, externalId: espn === '' ? null : espn } };
}

function wholeNumber(text: string): number | null {
  return WHOLE.test(text) ? Number(text) : null;
}

function readKickoff(gameday: string, gametime: string, problems: string[]): Date | null {
  const date = DATE.exec(gameday);
  const time = TIME.exec(gametime);
  let valid = true;
  const [year, month, day] = date ? [Number(date[1]), Number(date[2]), Number(date[3])] : [0, 0, 0];
  if (!date || month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) {
    problems.push(`gameday ${quoted(gameday)} is not a date (YYYY-MM-DD)`);
    valid = false;
  }
  const [hour, minute] = time ? [Number(time[1]), Number(time[2])] : [0, 0];
  if (!time || hour > 23 || minute > 59) {
    problems.push(`gametime ${quoted(gametime)} is not a time of day (HH:MM, US Eastern)`);
    valid = false;
  }
  return valid ? usEasternLocalToUtc({ year, month, day, hour, minute }) : null;
}

function readTeam(column: 'away_team' | 'home_team', code: string, problems: string[]): Team | null {
  const team = code === '' ? undefined : findTeam('NFL', code);
  if (!team) problems.push(code === '' ? `${column} is empty` : `${column} ${quoted(code)} is not an NFL team`);
  return team ?? null;
}

function readResult(awayText: string, homeText: string, overtime: string, problems: string[]): ScheduleGame['result'] {
  if (awayText === '' && homeText === '') return null;
  if (awayText === '' || homeText === '') {
    problems.push('only one of away_score and home_score is filled in');
    return null;
  }
  const away = wholeNumber(awayText);
  const home = wholeNumber(homeText);
  if (away === null || away > 999) problems.push(`away_score ${quoted(awayText)} is not a score`);
  if (home === null || home > 999) problems.push(`home_score ${quoted(homeText)} is not a score`);
  return away === null || home === null ? null : { home, away, overtime: overtime === '1' };
}
