import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { leagues, type GameRow } from '../db/schema';
import type { LeagueCode } from '../db/seed/teams';
import { EspnScoreFeed } from './espn';
import type { ScoreFeed } from './feed';
import { ManualScoreFeed } from './manual';
import { ReplayScoreFeed } from './replay';

const ESPN_LEAGUES = new Set<LeagueCode>(['NFL', 'NBA', 'NCAAF']);

/** The configured feed (SCORE_FEED): manual, replay (embedded default) or ESPN (production default). */
export function createScoreFeed(config: Config, db: Db, log: FastifyBaseLogger): ScoreFeed {
  if (config.scores.feed === 'manual') return new ManualScoreFeed();
  if (config.scores.feed === 'replay') {
    return new ReplayScoreFeed(db, { secondsPerQuarter: config.scores.replaySecondsPerQuarter, autoStart: true });
  }
  return new LeagueAwareEspnFeed(db, config.scores.espnBaseUrl, log);
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
