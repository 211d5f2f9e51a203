import { eq } from 'drizzle-orm';
import type { UseCase } from '../../core/use-case';
import { pools, type PoolRow } from '../../db/schema';
import { drawNumbersOf } from './draw-numbers';
import { createTierPools } from './tier-pools';

export interface CreateGamePoolsInput {
  gameId: number;
  /** Set for a game that was already played when it was added: its kickoff. */
  playedAt?: Date | null;
}

/**
 * A new game's five tier pools (D12). A game added after it was played ends the way the lifecycle
 * would have left it (D5): nobody could buy in, so the free pool locked, drew its digits anyway and
 * completed, and the paid pools were cancelled (there was nothing to refund).
 */
export const createGamePools: UseCase<CreateGamePoolsInput, PoolRow[]> = async ({ tx, now }, input) => {
  const created = await createTierPools(tx, input.gameId, now);
  if (!input.playedAt) return created;
  const closed: PoolRow[] = [];
  for (const pool of created) {
    if (pool.entryFeeCents > 0) {
      const [row] = await tx.update(pools).set({ status: 'cancelled', updatedAt: now }).where(eq(pools.id, pool.id)).returning();
      closed.push(row!);
      continue;
    }
    const numbers = await drawNumbersOf(pool, []);
    const [row] = await tx
      .update(pools)
      .set({ status: 'completed', ...numbers, drawnAt: input.playedAt, updatedAt: now })
      .where(eq(pools.id, pool.id))
      .returning();
    closed.push(row!);
  }
  return closed;
};
