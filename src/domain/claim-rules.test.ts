import { describe, expect, it } from 'vitest';
import { checkRequestedSquares, remainingAllowance } from './claim-rules';

describe('claim rules', () => {
  const taken = new Set(['0,0', '5,5']);
  it('counts owned plus requested against the limit', () => {
    expect(checkRequestedSquares([{ row: 1, column: 1 }], { limit: 5, ownedByPlayer: 4, takenKeys: taken })).toEqual({ ok: true });
    expect(checkRequestedSquares([{ row: 1, column: 1 }, { row: 1, column: 2 }], { limit: 5, ownedByPlayer: 4, takenKeys: taken })).toEqual({
      ok: false,
      reason: 'limit',
    });
    expect(remainingAllowance(5, 3)).toBe(2);
    expect(remainingAllowance(5, 7)).toBe(0);
  });

  it('refuses taken squares and duplicates in one request', () => {
    expect(checkRequestedSquares([{ row: 5, column: 5 }], { limit: 5, ownedByPlayer: 0, takenKeys: taken })).toEqual({ ok: false, reason: 'taken' });
    expect(checkRequestedSquares([{ row: 2, column: 2 }, { row: 2, column: 2 }], { limit: 5, ownedByPlayer: 0, takenKeys: taken })).toEqual({
      ok: false,
      reason: 'duplicate',
    });
  });
});
