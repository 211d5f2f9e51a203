import { eq, inArray } from 'drizzle-orm';
import type { ScoreSnapshot } from '../../domain/game-progress';
import { statusRank } from '../../domain/game-progress';
import type { Db } from '../db/client';
import { games, scoreReplays, type GameRow } from '../db/schema';
import { conflict, notFound } from '../../domain/errors';
import type { ScoreFeed } from './feed';
import { historicalGame, historicalGames } from './historical-games';
import { replaySnapshot } from './replay-timeline';

/**
 * Real historical games played onto our games, time-compressed (the embedded default feed). An admin
 * starts a replay on a game; with autoStart, every game that kicks off without one gets one (chosen by
 * its id), so the demo plays out by itself.
 */
export class ReplayScoreFeed implements ScoreFeed {
  readonly name = 'replay' as const;

  constructor(
    private readonly db: Db,
    private readonly options: { secondsPerQuarter: number; autoStart: boolean },
  ) {}

  async snapshots(due: GameRow[], now: Date): Promise<Map<number, ScoreSnapshot>> {
    const result = new Map<number, ScoreSnapshot>();
    if (due.length === 0) return result;
    if (this.options.autoStart) {
      const library = historicalGames();
      const unstarted = due.filter((g) => g.gameDate.getTime() <= now.getTime() && statusRank(g.status) === 0);
      if (unstarted.length > 0 && library.length > 0) {
        await this.db
          .insert(scoreReplays)
          .values(
            unstarted.map((g) => ({
              gameId: g.id,
              historicalGameId: library[g.id % library.length]!.id,
              startedAt: g.gameDate,
              secondsPerQuarter: this.options.secondsPerQuarter,
            })),
          )
          .onConflictDoNothing();
      }
    }
    const replays = await this.db.select().from(scoreReplays).where(inArray(scoreReplays.gameId, due.map((g) => g.id)));
    for (const replay of replays) {
      const game = historicalGame(replay.historicalGameId);
      if (!game) continue;
      result.set(replay.gameId, replaySnapshot(game, now.getTime() - replay.startedAt.getTime(), replay.secondsPerQuarter));
    }
    return result;
  }
}

/**
 * Starts a replay on a game that has not begun, kicking it off now if its kickoff was later (an admin
 * action for demos and tests).
 */
export async function startReplay(
  db: Db,
  input: { gameId: number; historicalGameId: string; secondsPerQuarter: number; now: Date },
): Promise<{ startedAt: Date }> {
  if (!historicalGame(input.historicalGameId)) throw notFound(`Historical game ${input.historicalGameId} not found`);
  return db.transaction(async (tx) => {
    const [game] = await tx.select().from(games).where(eq(games.id, input.gameId)).for('update');
    if (!game) throw notFound(`Game ${input.gameId} not found`);
    if (statusRank(game.status) > 0) throw conflict(`Game ${input.gameId} is already under way`, 'game_started');
    if (game.gameDate.getTime() > input.now.getTime()) {
      await tx.update(games).set({ gameDate: input.now, updatedAt: input.now }).where(eq(games.id, game.id));
    }
    const values = {
      gameId: game.id,
      historicalGameId: input.historicalGameId,
      startedAt: input.now,
      secondsPerQuarter: input.secondsPerQuarter,
    };
    await tx.insert(scoreReplays).values(values).onConflictDoUpdate({ target: scoreReplays.gameId, set: values });
    return { startedAt: input.now };
  });
}
