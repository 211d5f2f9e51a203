import { centsToDecimalString } from './money';
import type { Pool, Square } from './schemas';

function byPosition(a: Square, b: Square): number {
  return a.row - b.row || a.column - b.column;
}

/** Squares ordered by row, then column (how boards list them). */
export function sortedByPosition(squares: readonly Square[]): Square[] {
  return [...squares].sort(byPosition);
}

/**
 * The squares list with `incoming` merged in: same id replaces, and a square at the same position
 * under a new id replaces the old one (one square per position). Ordered by row, then column. Merging
 * the same squares twice changes nothing, so a repeated event is harmless (the web's live board and
 * each server process's read model apply claims with it).
 */
export function mergeSquares(current: readonly Square[], incoming: readonly Square[]): Square[] {
  const incomingIds = new Set(incoming.map((s) => s.id));
  const incomingPositions = new Set(incoming.map((s) => `${s.row},${s.column}`));
  const kept = current.filter((s) => !incomingIds.has(s.id) && !incomingPositions.has(`${s.row},${s.column}`));
  return [...kept, ...incoming].sort(byPosition);
}

/** A pool as it reads once `sold` squares are sold: the count and the pot follow it (integer cents). */
export function poolWithSold(pool: Pool, sold: number): Pool {
  const totalPotCents = sold * pool.entryFeeCents;
  return { ...pool, currentParticipants: sold, totalPotCents, totalPot: centsToDecimalString(totalPotCents) };
}
