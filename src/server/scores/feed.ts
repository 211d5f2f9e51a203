import type { ScoreSnapshot } from '../../domain/game-progress';
import type { GameRow } from '../db/schema';

/**
 * Where scores come from (DESIGN.md section 1): a manual admin feed, a replay of real historical games
 * (embedded default) or the ESPN public scoreboard (production). The lifecycle ticker asks the
 * configured feed for the games that are due or in play; whatever comes back goes through the same
 * domain rule (advanceGame).
 */
export type FeedName = 'manual' | 'replay' | 'espn';

export interface ScoreFeed {
  readonly name: FeedName;
  /** Latest snapshots for these games; games the feed knows nothing about are left out. */
  snapshots(games: GameRow[], now: Date): Promise<Map<number, ScoreSnapshot>>;
  /** Set when games that kick off without a replay should get one (the replay feed, embedded default). */
  readonly autoReplay?: { secondsPerQuarter: number } | undefined;
  /** Which feed the last snapshot of a game came from, when a feed combines several. */
  sourceOf?(gameId: number): FeedName;
}
