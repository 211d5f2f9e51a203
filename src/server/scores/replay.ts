import { inArray } from 'drizzle-orm';
import type { ScoreSnapshot } from '../../domain/game-progress';
import type { Db } from '../db/client';
import { scoreReplays, type GameRow } from '../db/schema';
import type { ScoreFeed } from './feed';
import { historicalGame } from './historical-games';
import { replaySnapshot } from './replay-timeline';

/**
 * Real historical games played onto our games, time-compressed (the embedded default feed). An admin
 * starts a replay on a game; with autoStart (`autoReplay`), the lifecycle gives every game that kicks off
 * without one a replay (chosen by its id), so the demo plays out by itself.
 */
export class ReplayScoreFeed implements ScoreFeed {
  readonly name = 'replay' as const;

  readonly autoReplay: { secondsPerQuarter: number } | undefined;

  /** Reads replays only: starting them is a use case (modules/scores: startReplay, assignReplaysAtKickoff). */
  constructor(
    private readonly db: Db,
    options: { secondsPerQuarter: number; autoStart: boolean },
  ) {
    this.autoReplay = options.autoStart ? { secondsPerQuarter: options.secondsPerQuarter } : undefined;
  }

  async snapshots(due: GameRow[], now: Date): Promise<Map<number, ScoreSnapshot>> {
    const result = new Map<number, ScoreSnapshot>();
    if (due.length === 0) return result;
    const replays = await this.db.select().from(scoreReplays).where(inArray(scoreReplays.gameId, due.map((g) => g.id)));
    for (const replay of replays) {
      const game = historicalGame(replay.historicalGameId);
      if (!game) continue;
      result.set(replay.gameId, replaySnapshot(game, now.getTime() - replay.startedAt.getTime(), replay.secondsPerQuarter));
    }
    return result;
  }
}
