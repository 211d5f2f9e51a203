/**
 * The ESPN public scoreboard as a ScoreFeed (DESIGN.md section 1, production feed).
 *
 * One request per (league, US Eastern date) among the games asked about, all in parallel, each with
 * its own timeout: ESPN's `dates=` days are Eastern calendar days, so a Sunday-night kickoff at 00:20
 * UTC Monday is on Sunday's scoreboard. A failed, slow or malformed response costs only its own
 * games (reported through `onError`); the ticker asks again on its next run.
 */
import type { ScoreSnapshot } from '../../domain/game-progress';
import type { GameRow } from '../db/schema';
import type { LeagueCode } from '../../domain/teams';
import { easternDateKey, eventToSnapshot, matchEventsToGames, parseScoreboard, type EspnEvent } from './espn-mapping';
import type { ScoreFeed } from './feed';

export {
  easternDateKey,
  eventToSnapshot,
  mapStatus,
  matchEventToGame,
  matchEventsToGames,
  parseScoreboard,
  type EspnEvent,
  type EspnStatus,
} from './espn-mapping';

export const ESPN_SPORT_PATHS: Record<LeagueCode, string> = {
  NFL: 'football/nfl',
  NCAAF: 'football/college-football',
  NBA: 'basketball/nba',
};

const DEFAULT_TIMEOUT_MS = 8_000;

/** What went wrong, and where: enough for a log line an operator can act on. */
export class EspnFeedError extends Error {
  override readonly name = 'EspnFeedError';
  readonly league: LeagueCode | undefined;
  /** YYYYMMDD (US Eastern) of the scoreboard concerned. */
  readonly date: string | undefined;
  readonly gameId: number | undefined;

  constructor(message: string, where: { league?: LeagueCode; date?: string; gameId?: number }, options?: ErrorOptions) {
    super(message, options);
    this.league = where.league;
    this.date = where.date;
    this.gameId = where.gameId;
  }
}

export interface EspnScoreFeedOptions {
  /** e.g. https://site.api.espn.com (no trailing path); tests point it at a local server. */
  baseUrl: string;
  /** Our league id -> ESPN league; games of other leagues are skipped (and reported). */
  leagueCodes: (leagueId: number) => LeagueCode | undefined;
  fetch?: typeof fetch;
  /** Per request, body included. Default 8 s, well under the ticker's period. */
  timeoutMs?: number;
  /** Failed requests and data problems; the feed itself never throws for them. */
  onError?: (error: EspnFeedError) => void;
}

/** The games of one league on one Eastern date: one scoreboard request. */
interface Slate {
  league: LeagueCode;
  date: string;
  games: GameRow[];
}

export class EspnScoreFeed implements ScoreFeed {
  readonly name = 'espn' as const;
  private readonly baseUrl: string;
  private readonly leagueCodes: (leagueId: number) => LeagueCode | undefined;
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;
  private readonly report: (error: EspnFeedError) => void;

  constructor(options: EspnScoreFeedOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.leagueCodes = options.leagueCodes;
    // Bound so the global fetch is never called with this feed as its receiver.
    this.fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.report = options.onError ?? (() => {});
  }

  async snapshots(games: GameRow[], _now: Date): Promise<Map<number, ScoreSnapshot>> {
    const slates = this.slatesOf(games);
    const perSlate = await Promise.all(slates.map((slate) => this.slateSnapshots(slate)));
    return new Map(perSlate.flat());
  }

  /** The scoreboard URL of one league and Eastern date (YYYYMMDD). */
  scoreboardUrl(league: LeagueCode, date: string): string {
    return `${this.baseUrl}/apis/site/v2/sports/${ESPN_SPORT_PATHS[league]}/scoreboard?dates=${date}`;
  }

  private slatesOf(games: GameRow[]): Slate[] {
    const slates = new Map<string, Slate>();
    for (const game of games) {
      const league = this.leagueCodes(game.leagueId);
      if (!league) {
        this.report(new EspnFeedError(`game ${game.id}: league ${game.leagueId} has no ESPN scoreboard`, { gameId: game.id }));
        continue;
      }
      if (Number.isNaN(game.gameDate.getTime())) {
        this.report(new EspnFeedError(`game ${game.id}: invalid game date`, { league, gameId: game.id }));
        continue;
      }
      const date = easternDateKey(game.gameDate);
      const key = `${league}|${date}`;
      const slate = slates.get(key) ?? { league, date, games: [] };
      slate.games.push(game);
      slates.set(key, slate);
    }
    return [...slates.values()];
  }

  /** Never rejects: a failure is reported and costs only this slate's games. */
  private async slateSnapshots(slate: Slate): Promise<Array<[number, ScoreSnapshot]>> {
    const { league, date } = slate;
    let events: EspnEvent[];
    try {
      events = await this.fetchEvents(league, date);
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      this.report(new EspnFeedError(`ESPN ${league} scoreboard for ${date}: ${reason}`, { league, date }, { cause }));
      return [];
    }
    const issue = (message: string) => this.report(new EspnFeedError(`ESPN ${league} ${date}: ${message}`, { league, date }));
    const matches = matchEventsToGames(events, slate.games, league, issue);
    return [...matches].map(([gameId, event]) => [gameId, eventToSnapshot(event, issue)]);
  }

  private async fetchEvents(league: LeagueCode, date: string): Promise<EspnEvent[]> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    let body: string;
    try {
      const response = await this.fetchImpl(this.scoreboardUrl(league, date), { signal, headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      // Read inside the same signal: a server that stalls mid-body must time out too.
      body = await response.text();
    } catch (error) {
      if (signal.aborted) throw new Error(`no complete response within ${this.timeoutMs} ms`, { cause: error });
      throw error;
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch (error) {
      throw new Error('response is not JSON', { cause: error });
    }
    const { events, problems } = parseScoreboard(json);
    for (const problem of problems) this.report(new EspnFeedError(`ESPN ${league} ${date}: ${problem}`, { league, date }));
    return events;
  }
}
