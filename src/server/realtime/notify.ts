/**
 * Pool events cross processes through PostgreSQL LISTEN/NOTIFY (D15), raised by triggers on squares
 * and pools (migration 0004). The payload carries ids only (never near NOTIFY's 8 KB limit); listeners
 * load what they need. NOTIFY is delivered when the transaction commits, and not at all if it rolls
 * back, so watchers never see a claim that did not happen.
 */

export type PoolNotification =
  | { type: 'squares'; poolId: number; squareIds: number[] }
  | { type: 'pool'; poolId: number };

export function parsePoolNotification(payload: string | undefined): PoolNotification | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<PoolNotification>;
    if (typeof value.poolId !== 'number') return null;
    if (value.type === 'pool') return { type: 'pool', poolId: value.poolId };
    if (value.type === 'squares' && Array.isArray(value.squareIds)) {
      return { type: 'squares', poolId: value.poolId, squareIds: value.squareIds.filter((n) => Number.isInteger(n)) };
    }
    return null;
  } catch {
    return null;
  }
}
