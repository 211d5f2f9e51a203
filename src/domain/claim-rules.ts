import { coordinateKey, type Coordinate } from './board';

/**
 * How many squares a player may still take on a board: the limit counts squares already owned plus
 * the ones asked for (spec section 5). Used by the server to refuse and by the board to warn early.
 */
export function remainingAllowance(limit: number, owned: number): number {
  return Math.max(0, limit - owned);
}

export type CartCheck = { ok: true } | { ok: false; reason: 'limit' | 'taken' | 'duplicate' };

export function checkRequestedSquares(
  requested: readonly Coordinate[],
  context: { limit: number; ownedByPlayer: number; takenKeys: ReadonlySet<string> },
): CartCheck {
  const keys = requested.map(coordinateKey);
  if (new Set(keys).size !== keys.length) return { ok: false, reason: 'duplicate' };
  if (keys.some((k) => context.takenKeys.has(k))) return { ok: false, reason: 'taken' };
  if (context.ownedByPlayer + requested.length > context.limit) return { ok: false, reason: 'limit' };
  return { ok: true };
}
