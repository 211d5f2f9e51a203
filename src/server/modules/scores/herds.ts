import { HERD_BATCH, WHOLE_HERD, batchOf, runHerd, type HerdBatch, type HerdOptions } from '../../core/herd';
import type { UseCase } from '../../core/use-case';
import { settleEndedPeriods, settlePeriods, type Settlement } from '../payouts';
import { kickOffGame, lockPoolsAtKickoff, type KickoffOutcome } from '../pools';
import { correctGamePeriod, type AppliedUpdate, type GameUpdate } from './apply';

/** Runs a use case at the update's one instant (every transaction of a herd happens at the same time). */
export type RunAt = <I, O>(useCase: UseCase<I, O>, input: I) => Promise<O>;

type FirstPage = { update: Omit<GameUpdate, 'kickoffDue'>; kicked: KickoffOutcome[]; settled: HerdBatch<Settlement> | null };

/**
 * A score update's game step and the first page (`limit`) of its pools, in one transaction: pools are
 * taken past kickoff if the game has started (waiting for pools the ticker holds, D5), and the periods
 * that ended or were corrected are settled for the pools in play. A game with no more pools than a page
 * changes in one transaction, as it always did: watchers hear the score and the boards it moved at once.
 */
function withFirstPage<I>(gameStep: UseCase<I, GameUpdate>, limit: number): UseCase<I, FirstPage> {
  return async (ctx, input) => {
    const { kickoffDue, ...update } = await gameStep(ctx, input);
    const page = { afterPoolId: 0, limit };
    const kicked = kickoffDue ? await lockPoolsAtKickoff(ctx.tx, update.game.id, ctx.now, { skipLocked: false, page }) : [];
    // With more pools to kick off, settling waits for them: its pages follow pool ids, and a pool kicked
    // off later could fall behind the page settled here.
    const settled = kicked.length < limit ? await settlePeriods(ctx.tx, update.game, [...update.ended, ...update.corrected], ctx.now, page) : null;
    return { update, kicked, settled };
  };
}

/** A score update and all of its pools in one transaction (small games; tests). Watchers hear it all on commit. */
function whole<I>(gameStep: UseCase<I, GameUpdate>): UseCase<I, AppliedUpdate> {
  const step = withFirstPage(gameStep, WHOLE_HERD.limit);
  return async (ctx, input) => {
    const { update, settled } = await step(ctx, input);
    return { ...update, settlements: settled?.results ?? [] };
  };
}

export const correctPeriodScore = whole(correctGamePeriod);

/**
 * A score update as the ticker and the admin's routes run it: the game step with the first page of its
 * pools (one transaction: the game's one score event), then the rest of its herd (core/herd.ts) a page
 * per transaction, taken past kickoff, then settled by the game's scores as committed. A crash midway
 * leaves the rest to the next tick (gamesDueForKickoff, gamesMissingPayouts).
 */
export async function applyInHerds<I>(run: RunAt, gameStep: UseCase<I, GameUpdate>, input: I, herd: HerdOptions = {}): Promise<AppliedUpdate> {
  const limit = herd.batchSize ?? HERD_BATCH;
  const { update, kicked, settled } = await run(withFirstPage(gameStep, limit), input);
  if (kicked.length > 0 || (settled?.pools ?? 0) > 0) herd.onBatch?.();
  const gameId = update.game.id;
  if (kicked.length === limit) await runHerd(herd, async (page) => batchOf(await run(kickOffGame, { gameId, page, skipLocked: false })), batchOf(kicked));
  const periods = [...update.ended, ...update.corrected];
  const settlements = periods.length === 0 ? [] : await runHerd(herd, (page) => run(settleEndedPeriods, { gameId, periods, page }), settled ?? undefined);
  return { ...update, settlements };
}
