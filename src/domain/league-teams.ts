/**
 * Which team names a league's games may carry: the NFL's are its 32 teams, so the dashboard,
 * the schedules and the score feeds all name a team the same way; other leagues take any name.
 */
import { matchupColors } from './schedule-import/team-colors';
import { findTeam, TEAMS, type LeagueCode } from './teams';

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

/**
 * The colours a new game of this league gives its teams, as the seeded and imported games have them: each
 * known team's primary colour, an away team that looks like the home team in its secondary colour. Null
 * for a side whose team this league does not know (a typed name, or none chosen yet).
 */
export function gameTeamColors(leagueCode: string, homeTeam: string, awayTeam: string): { home: string | null; away: string | null } {
  const code = leagueCode.trim().toUpperCase();
  const league = (Object.keys(TEAMS) as LeagueCode[]).find((known) => known === code);
  const home = league && homeTeam ? findTeam(league, homeTeam) : undefined;
  const away = league && awayTeam ? findTeam(league, awayTeam) : undefined;
  if (home && away) return matchupColors(home, away);
  return { home: home?.primaryColor ?? null, away: away?.primaryColor ?? null };
}
