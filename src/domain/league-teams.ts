/**
 * Which team names a league's games may carry (issue 15): the NFL's are its 32 teams, so the dashboard,
 * the schedules and the score feeds all name a team the same way; other leagues take any name.
 */
import { findTeam, TEAMS } from './teams';

/** The league whose games must name one of its 32 teams. */
export function isNflLeague(leagueCode: string): boolean {
  return leagueCode.trim().toUpperCase() === 'NFL';
}

/** The 32 NFL team names, alphabetical (the form's choices). */
export const NFL_TEAM_NAMES: readonly string[] = TEAMS.NFL.map((team) => team.name).sort((a, b) => a.localeCompare(b));

export type TeamNameCheck = { ok: true; name: string } | { ok: false; message: string };

/**
 * A team name for a game of this league: for the NFL, one of its teams by name or abbreviation (stored
 * as the team's full name, "KC" -> "Kansas City Chiefs"); for any other league, the name as typed.
 */
export function checkTeamName(leagueCode: string, name: string): TeamNameCheck {
  const typed = name.trim();
  if (!isNflLeague(leagueCode)) return { ok: true, name: typed };
  const team = findTeam('NFL', typed);
  return team ? { ok: true, name: team.name } : { ok: false, message: `${typed} is not an NFL team: choose one of the 32 NFL teams` };
}
