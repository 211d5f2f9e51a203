import { describe, expect, it } from 'vitest';
import { coordinateKey, type Coordinate } from '../../../../domain/board';
import { cartDropToast, hasDrops, reconcileCart, type LiveBoard } from './cart-reconcile';

const sq = (row: number, column: number): Coordinate => ({ row, column });
const board = (over: Partial<LiveBoard> = {}): LiveBoard => ({
  owners: new Map(),
  held: new Set(),
  heldMine: new Set(),
  userId: 'me',
  ownedCount: 0,
  limit: 5,
  ...over,
});
const owned = (entries: [Coordinate, string][]) => new Map(entries.map(([s, owner]) => [coordinateKey(s), owner]));

describe('reconcileCart: the cart against the live board', () => {
  it('a cart within the limit on an unchanged board stays as it is, and says nothing', () => {
    const picked = [sq(0, 0), sq(0, 1)];
    const result = reconcileCart(picked, board());
    expect(result.items).toEqual(picked);
    expect(hasDrops(result)).toBe(false);
    expect(cartDropToast(result, board())).toBeNull();
  });

  it('after the player’s other tab bought squares: owned + cart never over the limit, the latest picks go', () => {
    // Tab A bought three other squares; tab B had picked five.
    const picked = [sq(1, 0), sq(1, 1), sq(1, 2), sq(1, 3), sq(1, 4)];
    const live = board({ owners: owned([[sq(0, 0), 'me'], [sq(0, 1), 'me'], [sq(0, 2), 'me']]), ownedCount: 3 });
    const result = reconcileCart(picked, live);
    expect(result.items).toEqual([sq(1, 0), sq(1, 1)]);
    expect(result.drop.overLimit).toEqual([sq(1, 2), sq(1, 3), sq(1, 4)]);
    expect(cartDropToast(result, live)).toEqual({
      title: 'Your cart was updated',
      description: 'You now own 3 squares of the 5 allowed on this board, so 3 squares were taken out of your cart.',
    });
  });

  it('squares the player bought elsewhere leave the cart quietly: the board shows them as theirs', () => {
    const picked = [sq(0, 0), sq(0, 1)];
    const live = board({ owners: owned([[sq(0, 0), 'me'], [sq(0, 1), 'me']]), ownedCount: 2 });
    const result = reconcileCart(picked, live);
    expect(result.items).toEqual([]);
    expect(result.drop.owned).toEqual(picked);
    expect(hasDrops(result)).toBe(true);
    expect(cartDropToast(result, live)).toBeNull();
  });

  it('a square another player claimed is dropped and said once; one being paid for stays, struck through', () => {
    const picked = [sq(2, 2), sq(3, 3), sq(4, 4), sq(5, 5)];
    const live = board({
      owners: owned([[sq(2, 2), 'other'], [sq(3, 3), 'other']]),
      held: new Set([coordinateKey(sq(4, 4))]),
    });
    const result = reconcileCart(picked, live);
    expect(result.items).toEqual([sq(5, 5)]);
    expect(result.lost).toEqual([{ row: 4, column: 4, reason: 'held' }]);
    expect(result.drop.taken).toEqual([sq(2, 2), sq(3, 3)]);
    expect(cartDropToast(result, live)?.description).toBe('2 squares in your cart were just taken by another player.');
  });

  it('taken and over the limit at once: one message saying both', () => {
    const picked = [sq(2, 2), sq(3, 3), sq(4, 4)];
    const live = board({ owners: owned([[sq(2, 2), 'other'], [sq(9, 9), 'me']]), ownedCount: 1, limit: 2 });
    const result = reconcileCart(picked, live);
    expect(result.items).toEqual([sq(3, 3)]);
    expect(cartDropToast(result, live)?.description).toBe(
      '1 square in your cart was just taken by another player. You now own 1 square of the 2 allowed on this board, so 1 square was taken out of your cart.',
    );
  });
});
