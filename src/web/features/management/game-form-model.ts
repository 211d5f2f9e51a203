/**
 * The create-game form as data: what the inputs hold, the body of POST /api/games they make (spec section 7:
 * leagueId an integer, scores and quarter 0), checked by the schema the server uses. Kickoff is typed as a
 * date and a time in the admin's own time zone and sent as an instant.
 */
import { gameTeamColors, isNflLeague, NFL_TEAM_NAMES } from '../../../domain/league-teams';
import { createGameRequestSchema, DEFAULT_TEAM_COLORS, type CreateGamePayload, type League } from '../../../domain/schemas';
import { isWeekCode } from '../../../domain/weeks';
import { fieldErrorsFromIssues, type FieldErrors } from '../../lib/form-errors';

export type GameFormValues = {
  leagueId: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamColor: string;
  awayTeamColor: string;
  /** yyyy-mm-dd from the date input. */
  date: string;
  /** hh:mm from the time input. */
  time: string;
  /** A week code, or '' for none. */
  week: string;
};

export const GAME_FIELDS = ['leagueId', 'homeTeam', 'awayTeam', 'homeTeamColor', 'awayTeamColor', 'gameDate', 'week'] as const;
export type GameField = (typeof GAME_FIELDS)[number];

export const KICKOFF_REQUIRED = 'Choose the date and time of kickoff';
export const KICKOFF_IN_PAST = 'Kickoff must be in the future';

export function emptyGameForm(league: League | undefined): GameFormValues {
  return {
    leagueId: league ? String(league.id) : '',
    homeTeam: '',
    awayTeam: '',
    homeTeamColor: DEFAULT_TEAM_COLORS.home,
    awayTeamColor: DEFAULT_TEAM_COLORS.away,
    date: '',
    time: '',
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

export type GameCheck = { ok: true; payload: CreateGamePayload } | { ok: false; errors: FieldErrors<GameField> };

/** The schema's verdict on the form, plus what only the form knows: a kickoff given, and still ahead of `now`. */
export function validateGameForm(values: GameFormValues, now: number): GameCheck {
  const gameDate = kickoffIso(values.date, values.time);
  const parsed = createGameRequestSchema.safeParse({
    leagueId: values.leagueId === '' ? undefined : Number(values.leagueId),
    homeTeam: values.homeTeam,
    awayTeam: values.awayTeam,
    homeTeamColor: values.homeTeamColor,
    awayTeamColor: values.awayTeamColor,
    gameDate: gameDate ?? '',
    status: 'scheduled',
    homeScore: 0,
    awayScore: 0,
    quarter: 0,
    week: isWeekCode(values.week) ? values.week : null,
  });
  const errors: FieldErrors<GameField> = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues, GAME_FIELDS);
  if (gameDate === null) errors.gameDate = KICKOFF_REQUIRED;
  else if (Date.parse(gameDate) <= now) errors.gameDate = KICKOFF_IN_PAST;
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, payload: parsed.data };
  return { ok: false, errors };
}
