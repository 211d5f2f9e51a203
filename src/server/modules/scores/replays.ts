import { eq } from 'drizzle-orm';
import { statusRank } from '../../../domain/game-progress';
import { conflict, notFound } from '../../../domain/errors';
import { recordAudit } from '../../audit';
import type { UseCase } from '../../core/use-case';
import { games, scoreReplays, type GameRow } from '../../db/schema';
import { historicalGame, historicalGames } from '../../scores';

/**
 * An admin starts a replay of a real historical game on a game that has not begun, kicking it off now if
 * its kickoff was later (demos and tests). Audited with the change.
 */
export const startReplay: UseCase<
  { gameId: number; historicalGameId: string; secondsPerQuarter: number; actorUserId: string | null; ip: string | null },
  { startedAt: Date }
> = async (ctx, input) => {
  const { tx, now } = ctx;
  if (!historicalGame(input.historicalGameId)) throw notFound(`Historical game ${input.historicalGameId} not found`);
  const [game] = await tx.select().from(games).where(eq(games.id, input.gameId)).for('update');
  if (!game) throw notFound(`Game ${input.gameId} not found`);
  if (statusRank(game.status) > 0) throw conflict(`Game ${input.gameId} is already under way`, 'game_started');
  if (game.gameDate.getTime() > now.getTime()) {
    await tx.update(games).set({ gameDate: now, updatedAt: now }).where(eq(games.id, game.id));
  }
  const values = { gameId: game.id, historicalGameId: input.historicalGameId, startedAt: now, secondsPerQuarter: input.secondsPerQuarter };
  await tx
    .insert(scoreReplays)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({ target: scoreReplays.gameId, set: values });
  await recordAudit(tx, {
    action: 'replay_started',
    at: now,
    actorUserId: input.actorUserId,
    ip: input.ip,
    details: { gameId: input.gameId, historicalGameId: input.historicalGameId, secondsPerQuarter: input.secondsPerQuarter },
  });
  return { startedAt: now };
};

/**
 * With the replay feed, every game that has kicked off without a replay gets one (a historical game
 * chosen by its id), starting at its kickoff, so the demo plays out by itself. A game that already has
 * one keeps it.
 */
export const assignReplaysAtKickoff: UseCase<{ games: readonly GameRow[]; secondsPerQuarter: number }, number> = async (ctx, input) => {
  const library = historicalGames();
  const unstarted = input.games.filter((g) => g.gameDate.getTime() <= ctx.now.getTime() && statusRank(g.status) === 0);
  if (unstarted.length === 0 || library.length === 0) return 0;
  const inserted = await ctx.tx
    .insert(scoreReplays)
    .values(
      unstarted.map((g) => ({
        gameId: g.id,
        historicalGameId: library[g.id % library.length]!.id,
        startedAt: g.gameDate,
        secondsPerQuarter: input.secondsPerQuarter,
        createdAt: ctx.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ gameId: scoreReplays.gameId });
  return inserted.length;
};
