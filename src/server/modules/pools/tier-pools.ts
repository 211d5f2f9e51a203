import { DEFAULT_HOUSE_FEE_BPS, PUBLIC_POOL_SCHEME } from '../../../domain/payouts';
import { PUBLIC_MAX_SQUARES_PER_PLAYER, TIER_ENTRY_FEES_CENTS, tierPoolName } from '../../../domain/tiers';
import type { Db } from '../../db/client';
import { pools, type PoolRow } from '../../db/schema';
import { newDrawSecret } from './draw-secret';

/**
 * D12: every game gets its five public tier pools ($0, $1, $5, $10, $25) when it is created or
 * imported. Runs inside the caller's transaction; a tier that already exists is left alone, so calling
 * it twice for a game is harmless.
 */
export async function createTierPools(tx: Db, gameId: number, now: Date): Promise<PoolRow[]> {
  const rows = await Promise.all(
    TIER_ENTRY_FEES_CENTS.map(async (entryFeeCents) => {
      const secret = await newDrawSecret();
      return {
        gameId,
        name: tierPoolName(entryFeeCents),
        entryFeeCents,
        houseFeeBps: DEFAULT_HOUSE_FEE_BPS,
        payoutScheme: PUBLIC_POOL_SCHEME.name,
        payoutBps: [...PUBLIC_POOL_SCHEME.periodBps] as [number, number, number, number],
        maxParticipants: 100,
        maxSquaresPerPlayer: PUBLIC_MAX_SQUARES_PER_PLAYER,
        status: 'open',
        drawCommitment: secret.commitment,
        drawSeed: secret.seed,
        createdAt: now,
        updatedAt: now,
      } satisfies typeof pools.$inferInsert;
    }),
  );
  return tx.insert(pools).values(rows).onConflictDoNothing().returning();
}
