import { describe, expect, it } from 'vitest';
import { EDGE_GAP_PX, HEADER_HEIGHT_PX, choosePlacement, intersects, toastBox, type Box } from './toast-placement';

// A desktop window of 1280x800: the toast is 420px wide on the right and 80px high.
const WINDOW = 800;
const TOAST = { left: 860, right: 1280, height: 80 };
const box = (top: number, bottom: number, left = 900, right = 1250): Box => ({ top, bottom, left, right });

describe('toastBox', () => {
  it('sits above the bottom edge, or under the sticky header', () => {
    expect(toastBox('bottom', TOAST, WINDOW)).toEqual({ top: WINDOW - EDGE_GAP_PX - 80, bottom: WINDOW - EDGE_GAP_PX, left: 860, right: 1280 });
    expect(toastBox('top', TOAST, WINDOW)).toEqual({ top: HEADER_HEIGHT_PX + EDGE_GAP_PX, bottom: HEADER_HEIGHT_PX + EDGE_GAP_PX + 80, left: 860, right: 1280 });
  });
});

describe('intersects', () => {
  it('needs a real overlap: touching edges do not count', () => {
    expect(intersects(box(0, 10), box(5, 15))).toBe(true);
    expect(intersects(box(0, 10), box(10, 20))).toBe(false);
    expect(intersects(box(0, 10, 0, 10), box(0, 10, 10, 20))).toBe(false);
  });
});

describe('choosePlacement', () => {
  it('stays at the bottom when nothing is under it', () => {
    expect(choosePlacement({ current: 'bottom', toasts: TOAST, windowHeight: WINDOW, actions: [box(560, 604)] })).toBe('bottom');
    expect(choosePlacement({ current: 'bottom', toasts: TOAST, windowHeight: WINDOW, actions: [] })).toBe('bottom');
  });

  it('moves to the top when the bottom would cover a primary action (the cart button at 1280x800)', () => {
    expect(choosePlacement({ current: 'bottom', toasts: TOAST, windowHeight: WINDOW, actions: [box(700, 744)] })).toBe('top');
  });

  it('a button elsewhere on the bottom edge (another column) does not move it', () => {
    expect(choosePlacement({ current: 'bottom', toasts: TOAST, windowHeight: WINDOW, actions: [box(700, 744, 100, 400)] })).toBe('bottom');
  });

  it('stays at the top while that is clear (no jumping about), and goes back when the top gets covered', () => {
    expect(choosePlacement({ current: 'top', toasts: TOAST, windowHeight: WINDOW, actions: [box(500, 544)] })).toBe('top');
    expect(choosePlacement({ current: 'top', toasts: TOAST, windowHeight: WINDOW, actions: [box(100, 144)] })).toBe('bottom');
  });

  it('phones: the full-width toast leaves the bottom while the cart bar is there', () => {
    const phone = { left: 0, right: 412, height: 96 };
    expect(choosePlacement({ current: 'bottom', toasts: phone, windowHeight: 915, actions: [box(851, 895, 260, 400)] })).toBe('top');
  });

  it('when both ends would cover something, the one covering less', () => {
    const actions = [box(80, 90), box(700, 744)];
    expect(choosePlacement({ current: 'bottom', toasts: TOAST, windowHeight: WINDOW, actions })).toBe('top');
    expect(choosePlacement({ current: 'top', toasts: TOAST, windowHeight: WINDOW, actions: [box(80, 150), box(700, 710)] })).toBe('bottom');
  });
});
