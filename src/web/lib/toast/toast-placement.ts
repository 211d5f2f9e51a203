/**
 * Where toasts go so they never cover a primary action (the cart's Claim / Checkout button, the phone
 * cart bar, a form's submit button). Toasts sit at the bottom of the window by default (full width on
 * phones, bottom-right from md up); when that would cover a primary action on screen they move to the
 * top, just under the sticky header, and back when the bottom is clear again. Pure: the Toaster
 * measures, this decides.
 */

export type Placement = 'bottom' | 'top';

export type Box = { top: number; bottom: number; left: number; right: number };

/** What the Toaster marks as a primary action, besides every submit button. */
export const PRIMARY_ACTION_ATTRIBUTE = 'data-primary-action';
export const PRIMARY_ACTION_SELECTOR = `[${PRIMARY_ACTION_ATTRIBUTE}], button[type="submit"]`;

/** The sticky header's fixed height (site-header.tsx, h-16): top toasts start below it, so the nav stays usable. */
export const HEADER_HEIGHT_PX = 64;
/** The viewport's padding (p-4) between the window's edge, or the header, and the toasts. */
export const EDGE_GAP_PX = 16;

export function intersects(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function overlapArea(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

/** The box the toasts take at a placement, given their measured size and sides. */
export function toastBox(placement: Placement, toasts: { left: number; right: number; height: number }, windowHeight: number): Box {
  const top = placement === 'top' ? HEADER_HEIGHT_PX + EDGE_GAP_PX : windowHeight - EDGE_GAP_PX - toasts.height;
  return { top, bottom: top + toasts.height, left: toasts.left, right: toasts.right };
}

export type PlacementInput = {
  current: Placement;
  /** The toasts' measured sides and height (the same at either placement). */
  toasts: { left: number; right: number; height: number };
  windowHeight: number;
  /** The primary actions on screen, as boxes in window coordinates. */
  actions: readonly Box[];
};

/**
 * The current placement while it covers nothing (no jumping about), else the bottom, else the top.
 * Should both cover something (a primary action at each end of a tiny window), the one covering less.
 */
export function choosePlacement({ current, toasts, windowHeight, actions }: PlacementInput): Placement {
  const order: Placement[] = current === 'top' ? ['top', 'bottom'] : ['bottom', 'top'];
  const covered = (placement: Placement) => {
    const box = toastBox(placement, toasts, windowHeight);
    return actions.reduce((sum, action) => sum + overlapArea(box, action), 0);
  };
  const clear = order.find((placement) => actions.every((action) => !intersects(toastBox(placement, toasts, windowHeight), action)));
  if (clear) return clear;
  return covered('bottom') <= covered('top') ? 'bottom' : 'top';
}
