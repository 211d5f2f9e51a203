/**
 * The cart of a pool page (spec sections 3-5): the squares picked but not yet claimed. The state
 * remembers its pool, so changing pools starts from an empty cart. What a click on a square does is
 * decided here, from the spec's validation rules, and turned into the spec's toast texts.
 */
import { coordinateKey, type Coordinate } from '../../../../domain/board';
import { checkRequestedSquares } from '../../../../domain/claim-rules';
import {
  AUTH_REQUIRED,
  MAX_SQUARES,
  SQUARE_DESELECTED,
  SQUARE_SELECTED,
  SQUARE_UNAVAILABLE,
  YOUR_OWN_SQUARE,
} from '../../../../domain/messages';
import type { ToastInput } from '../../../lib/toast/use-toast';

export type CartState = { poolId: number | null; items: Coordinate[] };

export type CartAction =
  | { type: 'select'; poolId: number; square: Coordinate }
  | { type: 'deselect'; poolId: number; square: Coordinate }
  | { type: 'remove'; poolId: number; squares: readonly Coordinate[] }
  | { type: 'clear' };

export const EMPTY_CART: CartState = { poolId: null, items: [] };

const same = (a: Coordinate) => (b: Coordinate) => a.row === b.row && a.column === b.column;

/** The cart's squares for this pool: none when the cart belongs to another pool. */
export function cartItems(state: CartState, poolId: number): Coordinate[] {
  return state.poolId === poolId ? state.items : [];
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'select': {
      const items = cartItems(state, action.poolId);
      if (items.some(same(action.square))) return state;
      return { poolId: action.poolId, items: [...items, { row: action.square.row, column: action.square.column }] };
    }
    case 'deselect': {
      const items = cartItems(state, action.poolId);
      return { poolId: action.poolId, items: items.filter((s) => !same(action.square)(s)) };
    }
    case 'remove': {
      const drop = new Set(action.squares.map(coordinateKey));
      const items = cartItems(state, action.poolId);
      if (!items.some((s) => drop.has(coordinateKey(s)))) return state;
      return { poolId: action.poolId, items: items.filter((s) => !drop.has(coordinateKey(s))) };
    }
    case 'clear':
      return EMPTY_CART;
  }
}

/**
 * Whether the cart's Claim / Checkout button can be pressed: never with nothing to claim (squares
 * another player took meanwhile do not count) and never while a claim is on its way.
 */
export function canSubmitCart(available: readonly Coordinate[], busy: boolean): boolean {
  return available.length > 0 && !busy;
}

export type SquareClickContext = {
  square: Coordinate;
  /** Whether squares can be picked now: pool open and before kickoff. */
  selectable: boolean;
  signedIn: boolean;
  /** The signed-in viewer's id. */
  userId: string | null;
  /** Who owns the square; null when nobody does. */
  ownerId: string | null;
  /** Whether a player is paying for the square right now (the pool's `held`): taken for now. */
  held: boolean;
  /** Whether that player is the viewer (the square is in their own live checkout). */
  heldByViewer?: boolean;
  cart: readonly Coordinate[];
  /** Squares the viewer already owns on this board. */
  ownedByViewer: number;
  /** The pool's maxSquaresPerPlayer. */
  limit: number;
};

export type SquareClickOutcome =
  | { kind: 'locked' }
  | { kind: 'sign-in' }
  | { kind: 'deselect' }
  | { kind: 'unavailable'; yours: boolean }
  | { kind: 'held' }
  | { kind: 'held-mine' }
  | { kind: 'limit'; limit: number }
  | { kind: 'select' };

/**
 * The spec's order of checks (section 5): sign-in first, then a selected square is deselected, an
 * owned one refused (and one held for a paying player), and the limit counts owned squares plus the cart.
 */
export function decideSquareClick(ctx: SquareClickContext): SquareClickOutcome {
  if (!ctx.selectable) return { kind: 'locked' };
  if (!ctx.signedIn) return { kind: 'sign-in' };
  if (ctx.cart.some(same(ctx.square))) return { kind: 'deselect' };
  if (ctx.ownerId !== null) return { kind: 'unavailable', yours: ctx.ownerId === ctx.userId };
  if (ctx.held) return ctx.heldByViewer ? { kind: 'held-mine' } : { kind: 'held' };
  const check = checkRequestedSquares([...ctx.cart, ctx.square], {
    limit: ctx.limit,
    ownedByPlayer: ctx.ownedByViewer,
    takenKeys: new Set(),
  });
  if (!check.ok && check.reason === 'limit') return { kind: 'limit', limit: ctx.limit };
  return { kind: 'select' };
}

/** Said instead of "owned by another player" when the square is held for a player who is paying. */
export const SQUARE_HELD_DESCRIPTION =
  "Someone is paying for this square right now. If they don't finish within 10 minutes, it becomes available again.";

/** Said when the viewer clicks a square held in their own checkout. */
export const SQUARE_HELD_FOR_YOU = {
  title: 'Held in your checkout',
  description: 'This square is waiting for your payment. Resume checkout to pay for it, or release it for others.',
} as const;

/** Said instead of "owned by another player" when the viewer clicks a square they own. */
export const YOUR_SQUARE_DESCRIPTION = YOUR_OWN_SQUARE;

export function squareClickToast(outcome: SquareClickOutcome): ToastInput | null {
  switch (outcome.kind) {
    case 'locked':
      return null;
    case 'sign-in':
      return { title: AUTH_REQUIRED.title, description: AUTH_REQUIRED.description };
    // Picking squares raises one toast a tap: brief ones.
    case 'deselect':
      return { title: SQUARE_DESELECTED, brief: true };
    case 'unavailable':
      return {
        title: SQUARE_UNAVAILABLE.title,
        description: outcome.yours ? YOUR_SQUARE_DESCRIPTION : SQUARE_UNAVAILABLE.description,
      };
    case 'held':
      return { title: SQUARE_UNAVAILABLE.title, description: SQUARE_HELD_DESCRIPTION };
    case 'held-mine':
      return { title: SQUARE_HELD_FOR_YOU.title, description: SQUARE_HELD_FOR_YOU.description };
    case 'limit':
      return { title: MAX_SQUARES.title, description: MAX_SQUARES.description(outcome.limit), variant: 'destructive' };
    case 'select':
      return { title: SQUARE_SELECTED, variant: 'success', brief: true };
  }
}
