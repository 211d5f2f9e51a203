/**
 * Where toasts go so they never cover a primary action (the cart's Claim / Checkout button, the phone
 * cart bar, a form's submit button). Toasts sit at the bottom of the window by default (full width on
 * phones, bottom-right from md up), above any bar fixed along the bottom edge (the phone cart bar).
 * On wider screens, when the bottom would cover a primary action on screen, they move to the top, just
 * under the sticky header, and back when the bottom is clear again. On phones the top is where the
 * page's title and the menu are, so there toasts stay low and rise just above whatever action is under
 * them. Pure: the Toaster measures, this decides.
 */

export type Placement = 'bottom' | 'top';

/** Where the toasts are: at the top, or at the bottom raised `lift` pixels off the window's bottom edge. */
export type ToastPosition = { placement: Placement; lift: number };

export type Box = { top: number; bottom: number; left: number; right: number };

/** What the Toaster marks as a primary action, besides every submit button. */
export const PRIMARY_ACTION_ATTRIBUTE = 'data-primary-action';
export const PRIMARY_ACTION_SELECTOR = `[${PRIMARY_ACTION_ATTRIBUTE}], button[type="submit"]`;

/** A bar fixed along the window's bottom edge (the phone cart bar): toasts sit above it, never over it. */
export const BOTTOM_BAR_SELECTOR = '[data-bottom-bar]';

/** The sticky header's fixed height (site-header.tsx, h-16): top toasts start below it, so the nav stays usable. */
export const HEADER_HEIGHT_PX = 64;
/** The viewport's padding (p-4) between the window's edge, or the header, and the toasts. */
export const EDGE_GAP_PX = 16;
/** Below this width (Tailwind's sm) the screen is a phone's: toasts stay at the bottom. */
export const NARROW_SCREEN_PX = 640;

export const AT_BOTTOM: ToastPosition = { placement: 'bottom', lift: 0 };
const AT_TOP: ToastPosition = { placement: 'top', lift: 0 };

export function intersects(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function overlapArea(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** The box the toasts take at a position, given their measured size and sides. */
export function toastBox(position: ToastPosition, toasts: { left: number; right: number; height: number }, windowHeight: number): Box {
  const top = position.placement === 'top' ? HEADER_HEIGHT_PX + EDGE_GAP_PX : windowHeight - position.lift - EDGE_GAP_PX - toasts.height;
  return { top, bottom: top + toasts.height, left: toasts.left, right: toasts.right };
}

export type PlacementInput = {
  current: Placement;
  /** The toasts' measured sides and height (the same at either placement). */
  toasts: { left: number; right: number; height: number };
  windowHeight: number;
  windowWidth: number;
  /** The primary actions on screen, as boxes in window coordinates. */
  actions: readonly Box[];
  /** The bars fixed along the bottom edge that are on screen (BOTTOM_BAR_SELECTOR). */
  bottomBars?: readonly Box[];
};

/** At the bottom, just above the highest bottom bar (or at the edge when there is none). */
function aboveBottomBars({ windowHeight, bottomBars = [] }: PlacementInput): ToastPosition {
  const floor = Math.min(windowHeight, ...bottomBars.map((bar) => bar.top));
  return { placement: 'bottom', lift: Math.max(0, windowHeight - floor) };
}

/**
 * Raised, step by step, just above the actions a toast at the bottom would cover; null if that would
 * take it up under the header (no room below).
 */
function raisedAboveActions(input: PlacementInput): ToastPosition | null {
  let position = aboveBottomBars(input);
  for (;;) {
    const box = toastBox(position, input.toasts, input.windowHeight);
    if (box.top < HEADER_HEIGHT_PX + EDGE_GAP_PX) return null;
    const covered = input.actions.filter((action) => intersects(box, action));
    if (covered.length === 0) return position;
    // Each step goes strictly up (a covered action's top is above the toast's bottom edge), so this ends.
    position = { placement: 'bottom', lift: input.windowHeight - Math.min(...covered.map((action) => action.top)) };
  }
}

/**
 * Phones: at the bottom, above the bottom bars and raised over any action there; at the top only when
 * the screen has no room for that. Wider screens: the current placement while it covers nothing (no
 * jumping about), else the bottom, else the top; should both cover something (a primary action at each
 * end of a tiny window), the one covering less.
 */
export function choosePosition(input: PlacementInput): ToastPosition {
  const { current, toasts, windowHeight, actions } = input;
  if (input.windowWidth < NARROW_SCREEN_PX) return raisedAboveActions(input) ?? AT_TOP;
  const bottom = aboveBottomBars(input);
  const order = current === 'top' ? [AT_TOP, bottom] : [bottom, AT_TOP];
  const covered = (position: ToastPosition) => {
    const box = toastBox(position, toasts, windowHeight);
    return actions.reduce((sum, action) => sum + overlapArea(box, action), 0);
  };
  const clear = order.find((position) => actions.every((action) => !intersects(toastBox(position, toasts, windowHeight), action)));
  if (clear) return clear;
  return covered(bottom) <= covered(AT_TOP) ? bottom : AT_TOP;
}
