import { describe, expect, it } from 'vitest';
import type { Pool, Square } from './schemas';
import { mergeSquares, poolWithSold } from './board-squares';

const square = (id: number, row: number, column: number): Square => ({
  id,
  poolId: 1,
  userId: 'u',
  row,
  column,
  purchasePrice: '0.00',
  purchasedAt: '2026-01-01T00:00:00.000Z',
  guestName: null,
  organizerPaid: false,
});

describe('board squares', () => {
  it('merges claimed squares in by id and position, ordered, and merging twice changes nothing', () => {
    const current = [square(1, 0, 0), square(2, 5, 5)];
    const incoming = [square(3, 2, 1), { ...square(2, 5, 5), organizerPaid: true }];
    const once = mergeSquares(current, incoming);
    expect(once.map((s) => s.id)).toEqual([1, 3, 2]);
    expect(once[2]!.organizerPaid).toBe(true);
    expect(mergeSquares(once, incoming)).toEqual(once);
  });

  it('recomputes the count and the pot in integer cents', () => {
    const pool = { currentParticipants: 3, entryFeeCents: 2_550, totalPotCents: 7_650, totalPot: '76.50' } as Pool;
    expect(poolWithSold(pool, 7)).toMatchObject({ currentParticipants: 7, totalPotCents: 17_850, totalPot: '178.50' });
  });
});
