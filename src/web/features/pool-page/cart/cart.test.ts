import { describe, expect, it } from 'vitest';
import { AUTH_REQUIRED, MAX_SQUARES, SQUARE_DESELECTED, SQUARE_SELECTED, SQUARE_UNAVAILABLE } from '../../../../domain/messages';
import {
  EMPTY_CART,
  SQUARE_HELD_DESCRIPTION,
  SQUARE_HELD_FOR_YOU,
  YOUR_SQUARE_DESCRIPTION,
  canSubmitCart,
  cartItems,
  cartReducer,
  decideSquareClick,
  squareClickToast,
  type SquareClickContext,
} from './cart';

const sq = (row: number, column: number) => ({ row, column });

describe('cartReducer', () => {
  it('adds a square once, in the order picked', () => {
    let state = cartReducer(EMPTY_CART, { type: 'select', poolId: 1, square: sq(3, 7) });
    state = cartReducer(state, { type: 'select', poolId: 1, square: sq(0, 0) });
    state = cartReducer(state, { type: 'select', poolId: 1, square: sq(3, 7) });
    expect(cartItems(state, 1)).toEqual([sq(3, 7), sq(0, 0)]);
  });

  it('deselects, removes several, and clears', () => {
    let state = cartReducer(EMPTY_CART, { type: 'select', poolId: 1, square: sq(1, 1) });
    state = cartReducer(state, { type: 'select', poolId: 1, square: sq(2, 2) });
    state = cartReducer(state, { type: 'select', poolId: 1, square: sq(3, 3) });
    state = cartReducer(state, { type: 'deselect', poolId: 1, square: sq(2, 2) });
    expect(cartItems(state, 1)).toEqual([sq(1, 1), sq(3, 3)]);
    state = cartReducer(state, { type: 'remove', poolId: 1, squares: [sq(1, 1), sq(9, 9)] });
    expect(cartItems(state, 1)).toEqual([sq(3, 3)]);
    expect(cartReducer(state, { type: 'clear' })).toEqual(EMPTY_CART);
  });

  it('removing nothing keeps the same state object', () => {
    const state = cartReducer(EMPTY_CART, { type: 'select', poolId: 1, square: sq(1, 1) });
    expect(cartReducer(state, { type: 'remove', poolId: 1, squares: [sq(5, 5)] })).toBe(state);
  });

  it('a cart belongs to one pool: another pool starts empty (cleared on pool change)', () => {
    const first = cartReducer(EMPTY_CART, { type: 'select', poolId: 1, square: sq(1, 1) });
    expect(cartItems(first, 2)).toEqual([]);
    const second = cartReducer(first, { type: 'select', poolId: 2, square: sq(4, 4) });
    expect(cartItems(second, 2)).toEqual([sq(4, 4)]);
    expect(cartItems(second, 1)).toEqual([]);
  });
});

describe('decideSquareClick', () => {
  const base: SquareClickContext = {
    square: sq(3, 7),
    selectable: true,
    signedIn: true,
    userId: 'me',
    ownerId: null,
    held: false,
    cart: [],
    ownedByViewer: 0,
    limit: 5,
  };

  it('does nothing on a locked board', () => {
    expect(decideSquareClick({ ...base, selectable: false, signedIn: false })).toEqual({ kind: 'locked' });
  });

  it('asks visitors to sign in first', () => {
    expect(decideSquareClick({ ...base, signedIn: false, userId: null })).toEqual({ kind: 'sign-in' });
  });

  it('a selected square is deselected, even at the limit', () => {
    expect(decideSquareClick({ ...base, cart: [sq(3, 7)], ownedByViewer: 4 })).toEqual({ kind: 'deselect' });
  });

  it('refuses owned squares, telling the owner it is theirs', () => {
    expect(decideSquareClick({ ...base, ownerId: 'them' })).toEqual({ kind: 'unavailable', yours: false });
    expect(decideSquareClick({ ...base, ownerId: 'me' })).toEqual({ kind: 'unavailable', yours: true });
  });

  it('refuses a square held for a player who is paying for it, even with room in the cart', () => {
    expect(decideSquareClick({ ...base, held: true })).toEqual({ kind: 'held' });
    expect(decideSquareClick({ ...base, held: true, signedIn: false, userId: null })).toEqual({ kind: 'sign-in' });
    // A square picked before it was held can still be taken out of the cart.
    expect(decideSquareClick({ ...base, held: true, cart: [sq(3, 7)] })).toEqual({ kind: 'deselect' });
  });

  it("a square held in the viewer's own checkout says so instead of 'someone is paying'", () => {
    expect(decideSquareClick({ ...base, held: true, heldByViewer: true })).toEqual({ kind: 'held-mine' });
    expect(decideSquareClick({ ...base, held: true, heldByViewer: false })).toEqual({ kind: 'held' });
  });

  it('the limit counts owned squares plus the cart', () => {
    const four = [sq(0, 0), sq(0, 1), sq(0, 2), sq(0, 3)];
    expect(decideSquareClick({ ...base, cart: four })).toEqual({ kind: 'select' });
    expect(decideSquareClick({ ...base, cart: [...four, sq(0, 4)] })).toEqual({ kind: 'limit', limit: 5 });
    expect(decideSquareClick({ ...base, cart: [sq(0, 0), sq(0, 1)], ownedByViewer: 3 })).toEqual({ kind: 'limit', limit: 5 });
    expect(decideSquareClick({ ...base, ownedByViewer: 5 })).toEqual({ kind: 'limit', limit: 5 });
    expect(decideSquareClick({ ...base, limit: 25, ownedByViewer: 20, cart: four })).toEqual({ kind: 'select' });
  });
});

describe('squareClickToast uses the spec texts', () => {
  it.each([
    [{ kind: 'sign-in' } as const, { title: AUTH_REQUIRED.title, description: AUTH_REQUIRED.description }],
    [{ kind: 'deselect' } as const, { title: SQUARE_DESELECTED, brief: true }],
    [{ kind: 'select' } as const, { title: SQUARE_SELECTED, variant: 'success', brief: true }],
    [{ kind: 'unavailable', yours: false } as const, { title: SQUARE_UNAVAILABLE.title, description: SQUARE_UNAVAILABLE.description }],
    [{ kind: 'unavailable', yours: true } as const, { title: SQUARE_UNAVAILABLE.title, description: YOUR_SQUARE_DESCRIPTION }],
    [{ kind: 'held' } as const, { title: SQUARE_UNAVAILABLE.title, description: SQUARE_HELD_DESCRIPTION }],
    [{ kind: 'held-mine' } as const, { title: SQUARE_HELD_FOR_YOU.title, description: SQUARE_HELD_FOR_YOU.description }],
    [{ kind: 'limit', limit: 5 } as const, { title: MAX_SQUARES.title, description: MAX_SQUARES.description(5), variant: 'destructive' }],
  ])('%o', (outcome, expected) => {
    expect(squareClickToast(outcome)).toEqual(expected);
  });

  it('the limit text reads as the spec', () => {
    expect(squareClickToast({ kind: 'limit', limit: 5 })?.description).toBe(
      'You can only own up to 5 squares per board. The more squares you own, the better your chances!',
    );
  });

  it('a locked board says nothing', () => {
    expect(squareClickToast({ kind: 'locked' })).toBeNull();
  });
});

describe('canSubmitCart', () => {
  it('never with an empty cart, never while claiming', () => {
    expect(canSubmitCart([], false)).toBe(false);
    expect(canSubmitCart([], true)).toBe(false);
    expect(canSubmitCart([sq(1, 1)], true)).toBe(false);
    expect(canSubmitCart([sq(1, 1)], false)).toBe(true);
  });
});
