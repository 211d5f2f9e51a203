/**
 * Pure half of the ESPN scoreboard adapter: the response schema, ESPN status -> our status code,
 * one event -> one ScoreSnapshot, and events -> our games. No I/O here; espn.ts does the fetching.
 *
 * The schemas describe only the fields we use and ignore everything else, because ESPN's payload is
 * large, undocumented and grows fields over time; a new field must never break score updates.
 */
import { z } from 'zod';
import type { GameStatusCode, ScoreSnapshot } from '../../domain/game-progress';
import { usEasternCalendarDate } from '../../domain/us-eastern-date';
import type { GameRow } from '../db/schema';
import { findTeam, type LeagueCode, type Team } from '../../domain/teams';

// ---------------------------------------------------------------------------------------------
// Schema: raw JSON -> EspnEvent
// ---------------------------------------------------------------------------------------------

export interface EspnTeam {
  displayName: string;
  abbreviation: string;
}

export interface EspnCompetitor {
  team: EspnTeam;
  score: number;
  /** Points per period as ESPN lists them (index 0 = Q1); undefined when ESPN sent none. */
  linescores: number[] | undefined;
}

export interface EspnStatus {
  period: number;
  type: { name: string; state?: string | undefined; completed?: boolean | undefined };
}

/** One scoreboard event, reduced to what the adapter needs. */
export interface EspnEvent {
  id: string;
  date: Date;
  home: EspnCompetitor;
  away: EspnCompetitor;
  status: EspnStatus;
}

/** ESPN sends scores as strings ("24"); accept numbers too, and treat a missing score as 0. */
const scoreSchema = z
  .union([z.string(), z.number()])
  .optional()
  .transform((raw, ctx) => {
    const value = raw === undefined || (typeof raw === 'string' && raw.trim() === '') ? 0 : Number(raw);
    if (!Number.isSafeInteger(value) || value < 0) {
      ctx.addIssue({ code: 'custom', message: `score ${JSON.stringify(raw)} is not a whole number of points` });
      return z.NEVER;
    }
    return value;
  });

const teamSchema = z.object({
  // Placeholder competitors (e.g. "TBD" in a bracket) may lack names; they simply match nothing.
  displayName: z.string().default(''),
  abbreviation: z.string().default(''),
  shortDisplayName: z.string().optional(),
  name: z.string().optional(),
  location: z.string().optional(),
});

const competitorSchema = z.object({
  homeAway: z.enum(['home', 'away']),
  score: scoreSchema,
  team: teamSchema,
  linescores: z.array(z.object({ value: z.number() })).optional(),
});

const statusSchema = z.object({
  period: z.number().int().nonnegative().default(0),
  displayClock: z.string().optional(),
  type: z.object({ name: z.string(), state: z.string().optional(), completed: z.boolean().optional() }),
});

const competitionSchema = z.object({
  competitors: z.array(competitorSchema),
  status: statusSchema.optional(),
});

type RawCompetitor = z.output<typeof competitorSchema>;

function toCompetitor(raw: RawCompetitor): EspnCompetitor {
  return {
    team: { displayName: raw.team.displayName, abbreviation: raw.team.abbreviation },
    score: raw.score,
    linescores: raw.linescores?.map((l) => l.value),
  };
}

const rawEventSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  // ESPN writes minutes-only instants ("2022-09-11T17:00Z"), which Date parses but z.iso.datetime rejects.
  date: z.string(),
  competitions: z.tuple([competitionSchema]).rest(competitionSchema),
  status: statusSchema.optional(),
});

/** The checks zod's shapes cannot express; returns the event or what is wrong with it. */
function toEvent(raw: z.output<typeof rawEventSchema>): EspnEvent | string[] {
  const [competition] = raw.competitions;
  const homes = competition.competitors.filter((c) => c.homeAway === 'home');
  const aways = competition.competitors.filter((c) => c.homeAway === 'away');
  // The competition's status is the game's; the event-level copy is a fallback for trimmed payloads.
  const status = competition.status ?? raw.status;
  const date = new Date(raw.date);
  const [home] = homes;
  const [away] = aways;
  const problems: string[] = [];
  if (Number.isNaN(date.getTime())) problems.push(`date ${JSON.stringify(raw.date)} is not an instant`);
  if (homes.length !== 1 || aways.length !== 1) {
    problems.push(`needs one home and one away competitor (got ${homes.length} and ${aways.length})`);
  }
  if (!status) problems.push('has no status');
  if (problems.length > 0 || !home || !away || !status) return problems;
  return { id: raw.id, date, home: toCompetitor(home), away: toCompetitor(away), status: { period: status.period, type: status.type } };
}

const eventSchema = rawEventSchema.transform((raw, ctx): EspnEvent => {
  const event = toEvent(raw);
  if (!Array.isArray(event)) return event;
  for (const message of event) ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
});

/** The envelope only; events are checked one by one so one odd event cannot hide the others. */
const scoreboardSchema = z.object({ events: z.array(z.unknown()) });

export interface ParsedScoreboard {
  events: EspnEvent[];
  /** One message per event that was skipped because it did not have the expected shape. */
  problems: string[];
}

/** Parses a scoreboard response. Throws when the envelope itself is wrong (no events array). */
export function parseScoreboard(json: unknown): ParsedScoreboard {
  const envelope = scoreboardSchema.safeParse(json);
  if (!envelope.success) throw new TypeError(`unexpected scoreboard shape: ${z.prettifyError(envelope.error)}`);
  const events: EspnEvent[] = [];
  const problems: string[] = [];
  envelope.data.events.forEach((raw, index) => {
    const parsed = eventSchema.safeParse(raw);
    if (parsed.success) events.push(parsed.data);
    else problems.push(`event #${index}${describeId(raw)} skipped: ${z.prettifyError(parsed.error)}`);
  });
  return { events, problems };
}

function describeId(raw: unknown): string {
  const id = typeof raw === 'object' && raw !== null && 'id' in raw ? raw.id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? ` (id ${id})` : '';
}

// ---------------------------------------------------------------------------------------------
// Status
// ---------------------------------------------------------------------------------------------

/**
 * Games that are not (or no longer) being played to a result. They map to 'scheduled' on purpose:
 * advanceGame never moves a game backwards, so a game already under way simply holds its last state
 * (an in-game weather delay, a suspension), and a postponed or cancelled game never settles a period
 * or a final on a 0-0 "score". What happens to its pools is an admin decision, not the feed's.
 * They are checked BEFORE `completed`: other ESPN consumers handle STATUS_CANCELED and
 * STATUS_ABANDONED arriving with completed: true, and taking those for finals would pay out on a game
 * that was never played.
 */
const NOT_PLAYED_OUT = new Set([
  'STATUS_SCHEDULED',
  'STATUS_DELAYED',
  'STATUS_RAIN_DELAY',
  'STATUS_POSTPONED',
  'STATUS_CANCELED',
  'STATUS_SUSPENDED',
  'STATUS_ABANDONED',
]);

const FINAL_NAMES = new Set(['STATUS_FINAL', 'STATUS_FINAL_OVERTIME']);

/** While period n is being played (index = n; 5 and up are overtime periods). */
const DURING_PERIOD = ['1q', '1q', '2q', '3q', '4q', 'ot'] as const satisfies readonly GameStatusCode[];
/**
 * Once period n has ended and the next has not started. Our codes name the period in play, so the end
 * of Q1 is '2q' (Q1 ended), the end of Q2 'ht', the end of Q3 '4q' and the end of Q4 'ot' (ESPN only
 * shows it when regulation ended tied; a decided game goes straight to a final status).
 */
const AFTER_PERIOD = ['1q', '2q', 'ht', '4q', 'ot'] as const satisfies readonly GameStatusCode[];

const duringPeriod = (period: number): GameStatusCode => DURING_PERIOD[Math.min(period, 5)] ?? 'ot';
const afterPeriod = (period: number): GameStatusCode => AFTER_PERIOD[Math.min(period, 4)] ?? 'ot';

/** ESPN status -> our status code (which decides which periods have ended, see periodsEndedAt). */
export function mapStatus(status: EspnStatus): GameStatusCode {
  const { name, state, completed } = status.type;
  if (NOT_PLAYED_OUT.has(name)) return 'scheduled';
  if (FINAL_NAMES.has(name) || completed === true) return 'FT';
  if (name === 'STATUS_HALFTIME') return 'ht';
  if (name === 'STATUS_END_PERIOD') return afterPeriod(status.period);
  // Other in-game names ESPN may introduce still carry the period in play, which is all we need.
  if (name === 'STATUS_IN_PROGRESS' || state === 'in') return duringPeriod(status.period);
  return 'scheduled';
}

// ---------------------------------------------------------------------------------------------
// Snapshot
// ---------------------------------------------------------------------------------------------

type QuarterPoints = { home: number[]; away: number[] };
/** Either usable points, or why there are none (null when there is nothing worth reporting). */
type PointsCheck = { ok: true; points: QuarterPoints } | { ok: false; problem: string | null };

const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
const isPoints = (v: number) => Number.isSafeInteger(v) && v >= 0;

/**
 * The per-period points worth passing on. They decide who wins each period, so anything doubtful is
 * dropped (advanceGame then falls back to the reported scores) rather than passed on as fact.
 */
function checkQuarterPoints(event: EspnEvent, status: GameStatusCode): PointsCheck {
  // Scheduled games sometimes carry [{value: 0}]: a placeholder, not a played quarter.
  if (status === 'scheduled') return { ok: false, problem: null };
  const home = event.home.linescores;
  const away = event.away.linescores;
  if (!home?.length || !away?.length) return { ok: false, problem: null };
  if (home.length !== away.length) {
    return { ok: false, problem: `linescores have ${home.length} home and ${away.length} away periods` };
  }
  if (![...home, ...away].every(isPoints)) return { ok: false, problem: 'linescores hold a value that is not whole points' };
  if (status === 'FT') {
    if (home.length < 4) return { ok: false, problem: `final with only ${home.length} periods in linescores` };
    if (sum(home) !== event.home.score || sum(away) !== event.away.score) {
      return {
        ok: false,
        problem: `final linescores sum to ${sum(home)}-${sum(away)} but the score is ${event.home.score}-${event.away.score}`,
      };
    }
  }
  return { ok: true, points: { home, away } };
}

/**
 * One ESPN event -> the snapshot advanceGame consumes. Data problems (quarter points that contradict
 * the score, ...) are passed to `onIssue`; the snapshot is still returned without the doubtful part.
 */
export function eventToSnapshot(event: EspnEvent, onIssue: (message: string) => void = () => {}): ScoreSnapshot {
  const status = mapStatus(event.status);
  const snapshot: ScoreSnapshot = {
    status,
    // ESPN already says period 1 for some games that have not started; a scheduled game has no quarter.
    quarter: status === 'scheduled' ? 0 : Math.max(1, event.status.period),
    homeScore: event.home.score,
    awayScore: event.away.score,
  };
  const check = checkQuarterPoints(event, status);
  if (check.ok) {
    snapshot.homeQuarterPoints = [...check.points.home];
    snapshot.awayQuarterPoints = [...check.points.away];
  } else if (check.problem) {
    onIssue(`event ${event.id}: quarter points omitted, ${check.problem}`);
  }
  return snapshot;
}

// ---------------------------------------------------------------------------------------------
// Matching events to our games
// ---------------------------------------------------------------------------------------------

/** YYYYMMDD of the US Eastern calendar date: ESPN's `dates=` parameter and its scoreboard days. */
export function easternDateKey(instant: Date): string {
  return usEasternCalendarDate(instant).toISOString().slice(0, 10).replaceAll('-', '');
}

const normalize = (value: string) => value.trim().toLowerCase();

/**
 * Leagues whose every team is in teams.ts. Only there is ESPN's abbreviation a safe fallback for a
 * display name teams.ts does not know (a renamed team: "Washington Football Team" is still WSH).
 * teams.ts lists 30 of the 130-odd FBS programs, so an unlisted college's abbreviation could name a
 * listed one (Miami (OH) is M-OH today, but one stray "MIA" would make it the Hurricanes).
 */
const ALL_TEAMS_LISTED: ReadonlySet<LeagueCode> = new Set(['NFL', 'NBA']);

function knownEspnTeam(league: LeagueCode, theirs: EspnTeam): Team | undefined {
  const byName = findTeam(league, theirs.displayName);
  if (byName || !ALL_TEAMS_LISTED.has(league)) return byName;
  return findTeam(league, theirs.abbreviation);
}

/**
 * Whether our team name denotes ESPN's team: through teams.ts when both sides are known there (this
 * is where ESPN's WSH/LAR meet other sources' WAS/LA, since our rows may carry either), otherwise
 * (most of college football) by ESPN's exact display name.
 */
function sameTeam(league: LeagueCode, ourName: string, theirs: EspnTeam): boolean {
  const ours = findTeam(league, ourName);
  const resolved = knownEspnTeam(league, theirs);
  if (ours && resolved) return ours === resolved;
  return normalize(ourName) !== '' && normalize(ourName) === normalize(theirs.displayName);
}

type Orientation = 'same' | 'swapped' | 'other';

function orientation(event: EspnEvent, game: GameRow, league: LeagueCode): Orientation {
  if (sameTeam(league, game.homeTeam, event.home.team) && sameTeam(league, game.awayTeam, event.away.team)) return 'same';
  if (sameTeam(league, game.homeTeam, event.away.team) && sameTeam(league, game.awayTeam, event.home.team)) return 'swapped';
  return 'other';
}

/** Same home team, same away team, same US Eastern date (teams meet more than once a season). */
function isSameFixture(event: EspnEvent, game: GameRow, league: LeagueCode): boolean {
  return easternDateKey(event.date) === easternDateKey(game.gameDate) && orientation(event, game, league) === 'same';
}

/**
 * Pairs events with our games, one to one: first by externalId (ESPN's event id), then by teams and
 * date. An id match is refused when the sides are provably swapped (our home team is ESPN's away
 * team), since the snapshot's home score would then be credited to the wrong team. A team match is
 * made only when it is unambiguous both ways (one event for the game and one game for the event).
 */
export function matchEventsToGames(
  events: EspnEvent[],
  games: GameRow[],
  league: LeagueCode,
  onIssue: (message: string) => void = () => {},
): Map<number, EspnEvent> {
  const matches = new Map<number, EspnEvent>();
  const usedEvents = new Set<string>();
  const settledGames = new Set<number>();

  for (const game of games) {
    const event = game.externalId === null ? undefined : events.find((e) => e.id === game.externalId);
    if (!event) continue;
    usedEvents.add(event.id);
    settledGames.add(game.id);
    if (orientation(event, game, league) === 'swapped') {
      onIssue(`event ${event.id} has ${game.homeTeam} as the AWAY team but game ${game.id} has it at home; not mapped`);
    } else {
      matches.set(game.id, event);
    }
  }

  const openGames = games.filter((g) => !settledGames.has(g.id));
  const openEvents = events.filter((e) => !usedEvents.has(e.id));
  for (const game of openGames) {
    const candidates = openEvents.filter((e) => isSameFixture(e, game, league));
    const [event] = candidates;
    if (!event) continue;
    const claimants = openGames.filter((g) => isSameFixture(event, g, league));
    if (candidates.length > 1 || claimants.length > 1) {
      onIssue(`game ${game.id}: ${candidates.length} events and ${claimants.length} games share this matchup and date; not mapped`);
      continue;
    }
    matches.set(game.id, event);
  }
  return matches;
}

/** The game one event belongs to among `games`, by the same rules as matchEventsToGames. */
export function matchEventToGame(event: EspnEvent, games: GameRow[], league: LeagueCode): GameRow | undefined {
  const [gameId] = matchEventsToGames([event], games, league).keys();
  return games.find((g) => g.id === gameId);
}
