/**
 * The create-game form as data: what the inputs hold, the body of POST /api/games they make (spec section 7:
 * leagueId an integer, scores and quarter 0), checked by the schema the server uses. Kickoff is typed as a
 * date and a time in the admin's own time zone and sent as an instant.
 */
import { gameTeamColors, isNflLeague, NFL_TEAM_NAMES } from '../../../domain/league-teams';
import { createGameRequestSchema, DEFAULT_TEAM_COLORS, type League } from '../../../domain/schemas';
import { isWeekCode } from '../../../domain/weeks';
import { schemaResolver, type FieldMessages } from '../../lib/forms/schema-resolver';

/** The kickoff as typed: yyyy-mm-dd from the date input, hh:mm from the time input. */
export type KickoffValue = { date: string; time: string };

/** The form's values, named as the request's fields and in form order (focus goes to the first in error). */
export type GameFormValues = {
  leagueId: string;
  homeTeam: string;
  homeTeamColor: string;
  awayTeam: string;
  awayTeamColor: string;
  gameDate: KickoffValue;
  /** A week code, or '' for none. */
  week: string;
};
export type GameField = keyof GameFormValues;

export const KICKOFF_REQUIRED = 'Choose the date and time of kickoff';
export const KICKOFF_IN_PAST = 'Kickoff must be in the future';

export function emptyGameForm(league: League | undefined): GameFormValues {
  return {
    leagueId: league ? String(league.id) : '',
    homeTeam: '',
    homeTeamColor: DEFAULT_TEAM_COLORS.home,
    awayTeam: '',
    awayTeamColor: DEFAULT_TEAM_COLORS.away,
    gameDate: { date: '', time: '' },
    week: league?.activeWeek ?? '',
  };
}

/** The NFL's games name its 32 teams (a choice); any other league's, any name (typed). */
export function teamChoices(league: Pick<League, 'name'> | undefined): readonly string[] | null {
  return league && isNflLeague(league.name) ? NFL_TEAM_NAMES : null;
}

/**
 * The form after choosing another league: its active week becomes the week, and team names the new
 * league would not take (a typed name when it becomes the NFL) are cleared.
 */
export function withLeague(values: GameFormValues, league: League | undefined): GameFormValues {
  const choices = teamChoices(league);
  const keep = (team: string) => (choices === null || choices.includes(team) ? team : '');
  return { ...values, leagueId: league ? String(league.id) : '', homeTeam: keep(values.homeTeam), awayTeam: keep(values.awayTeam), week: league?.activeWeek ?? '' };
}

/**
 * The form after choosing a team: the team's own colours replace the side's colour (the seeded and imported
 * games carry them), both sides' when the other team is known too, so the away team still stands apart. A
 * team the league does not know keeps the colour shown.
 */
export function withTeam(values: GameFormValues, side: 'home' | 'away', team: string, league: Pick<League, 'name'> | undefined): GameFormValues {
  const next = side === 'home' ? { ...values, homeTeam: team } : { ...values, awayTeam: team };
  const colors = gameTeamColors(league?.name ?? '', next.homeTeam, next.awayTeam);
  return {
    ...next,
    homeTeamColor: (side === 'home' || colors.away !== null) && colors.home ? colors.home : next.homeTeamColor,
    awayTeamColor: (side === 'away' || colors.home !== null) && colors.away ? colors.away : next.awayTeamColor,
  };
}

/** The kickoff instant of a local date and time, as ISO-8601 UTC; null when either is missing or not a real time. */
export function kickoffIso(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const at = new Date(`${date}T${time}:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** The body of POST /api/games the form makes: a new game is scheduled, its scores and quarter 0. */
export function toGameRequest(values: GameFormValues) {
  return {
    leagueId: values.leagueId === '' ? undefined : Number(values.leagueId),
    homeTeam: values.homeTeam,
    awayTeam: values.awayTeam,
    homeTeamColor: values.homeTeamColor,
    awayTeamColor: values.awayTeamColor,
    gameDate: kickoffIso(values.gameDate.date, values.gameDate.time) ?? '',
    status: 'scheduled',
    homeScore: 0,
    awayScore: 0,
    quarter: 0,
    week: isWeekCode(values.week) ? values.week : null,
  };
}

/** What only the form knows: a kickoff given, and still ahead of `now`. */
function kickoffProblem(values: GameFormValues, now: number): FieldMessages<GameFormValues> {
  const gameDate = kickoffIso(values.gameDate.date, values.gameDate.time);
  if (gameDate === null) return { gameDate: KICKOFF_REQUIRED };
  return Date.parse(gameDate) <= now ? { gameDate: KICKOFF_IN_PAST } : {};
}

/** The schema's verdict on the form, plus the kickoff's own check against the clock `now` reads. */
export function gameFormResolver(now: () => number) {
  return schemaResolver(createGameRequestSchema, { toRequest: toGameRequest, check: (values) => kickoffProblem(values, now()) });
}
