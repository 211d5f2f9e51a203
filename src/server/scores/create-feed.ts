import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { leagues, type GameRow } from '../db/schema';
import type { LeagueCode } from '../../domain/teams';
import { EspnScoreFeed } from './espn';
import type { FeedName, ScoreFeed } from './feed';
import { ManualScoreFeed } from './manual';
import { ReplayScoreFeed } from './replay';

const ESPN_LEAGUES = new Set<LeagueCode>(['NFL', 'NBA', 'NCAAF']);

/**
 * The configured feed (SCORE_FEED): manual, replay (embedded default) or ESPN (production default).
 * Replays an admin started always play, whatever the feed: they come first, and the configured feed
 * answers for the other games. Only the replay feed starts replays by itself.
 */
export function createScoreFeed(config: Config, db: Db, log: FastifyBaseLogger): ScoreFeed {
  const replays = new ReplayScoreFeed(db, {
    secondsPerQuarter: config.scores.replaySecondsPerQuarter,
    autoStart: config.scores.feed === 'replay',
  });
  if (config.scores.feed === 'replay') return replays;
  const primary = config.scores.feed === 'manual' ? new ManualScoreFeed() : new LeagueAwareEspnFeed(db, config.scores.espnBaseUrl, log);
  return new ReplaysFirst(replays, primary);
}

/** Admin replays first, then the configured feed for the games no replay covers. */
export class ReplaysFirst implements ScoreFeed {
  readonly name: FeedName;
  private readonly sources = new Map<number, FeedName>();

  constructor(
    private readonly replays: ScoreFeed,
    private readonly primary: ScoreFeed,
  ) {
    this.name = primary.name;
  }

  async snapshots(games: GameRow[], now: Date) {
    const replayed = await this.replays.snapshots(games, now);
    const others = await this.primary.snapshots(games.filter((g) => !replayed.has(g.id)), now);
    for (const id of replayed.keys()) this.sources.set(id, 'replay');
    for (const id of others.keys()) this.sources.set(id, this.primary.name);
    return new Map([...others, ...replayed]);
  }

  sourceOf(gameId: number): FeedName {
    return this.sources.get(gameId) ?? this.name;
  }
}

/** The ESPN adapter with our league codes read fresh for each poll (admins can add leagues). */
class LeagueAwareEspnFeed implements ScoreFeed {
  readonly name = 'espn' as const;
  private codes = new Map<number, LeagueCode>();
  private readonly espn: EspnScoreFeed;

  constructor(
    private readonly db: Db,
    baseUrl: string,
    log: FastifyBaseLogger,
  ) {
    this.espn = new EspnScoreFeed({
      baseUrl,
      leagueCodes: (leagueId) => this.codes.get(leagueId),
      onError: (error) => log.warn({ err: error }, 'ESPN scoreboard problem'),
    });
  }

  async snapshots(games: GameRow[], now: Date) {
    const rows = await this.db.select({ id: leagues.id, name: leagues.name }).from(leagues);
    this.codes = new Map(rows.filter((r) => ESPN_LEAGUES.has(r.name as LeagueCode)).map((r) => [r.id, r.name as LeagueCode]));
    return this.espn.snapshots(games, now);
  }
}
