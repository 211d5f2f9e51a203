import { gameDisplayState } from '../status';
import type { ScheduleGame } from './nflverse-row';
import { matchupColors } from './team-colors';

/**
 * What an import does to a game it already has (matched by the schedule's game id). The schedule owns
 * the game's schedule facts — teams, kickoff, week, season and the score feed's id; results belong to
 * the score feed and the console (they carry the quarter scores that settle pools), so an import never
 * rewrites the score of a game it already has.
 *
 * A game that has started here (live or finished) is not changed by a schedule row: the row is older
 * news than the feed that started it (a file downloaded before a flexed kickoff, say), and moving the
 * kickoff of a game in play would say its boards are open again. Such a row, when it differs, is
 * rejected with that reason; when it agrees, the game is unchanged.
 */

export interface StoredGame {
  homeTeam: string;
  awayTeam: string;
  week: string | null;
  season: number | null;
  gameDate: Date;
  status: string;
  externalId: string | null;
}

export interface ScheduleChanges {
  homeTeam?: string;
  awayTeam?: string;
  homeTeamColor?: string;
  awayTeamColor?: string;
  week?: string;
  season?: number;
  gameDate?: Date;
  externalId?: string;
}

export type ScheduleUpdate = { kind: 'unchanged' } | { kind: 'update'; changes: ScheduleChanges } | { kind: 'refused'; reason: string };

export function planScheduleUpdate(stored: StoredGame, game: ScheduleGame): ScheduleUpdate {
  const changes: ScheduleChanges = {};
  if (stored.homeTeam !== game.home.name || stored.awayTeam !== game.away.name) {
    const colors = matchupColors(game.home, game.away);
    Object.assign(changes, { homeTeam: game.home.name, awayTeam: game.away.name, homeTeamColor: colors.home, awayTeamColor: colors.away });
  }
  if (stored.week !== game.week) changes.week = game.week;
  if (stored.season !== game.season) changes.season = game.season;
  if (stored.gameDate.getTime() !== game.kickoff.getTime()) changes.gameDate = game.kickoff;
  // A row without an ESPN id does not erase one the game already has.
  if (game.externalId !== null && stored.externalId !== game.externalId) changes.externalId = game.externalId;

  if (Object.keys(changes).length === 0) return { kind: 'unchanged' };
  const state = gameDisplayState(stored.status);
  if (state !== 'SCHEDULED') {
    const what = state === 'LIVE' ? `is in play here (status ${stored.status})` : `has finished here (status ${stored.status})`;
    return { kind: 'refused', reason: `${game.sourceGameId} ${what}: an import does not change a game that has started (${describe(changes)} not applied)` };
  }
  return { kind: 'update', changes };
}

/** A game new to the site gets its tier pools (D12) when it is still to be played. */
export function getsTierPools(game: ScheduleGame, now: Date): boolean {
  return game.result === null && game.kickoff.getTime() > now.getTime();
}

function describe(changes: ScheduleChanges): string {
  const names: string[] = [];
  if (changes.homeTeam !== undefined) names.push('teams');
  if (changes.gameDate) names.push('kickoff');
  if (changes.week !== undefined) names.push('week');
  if (changes.season !== undefined) names.push('season');
  if (changes.externalId !== undefined) names.push('espn id');
  return names.join(', ');
}
