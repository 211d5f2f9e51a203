import { describe, expect, it } from 'vitest';
import { AT_BOTTOM, EDGE_GAP_PX, HEADER_HEIGHT_PX, choosePosition, intersects, toastBox, type Box, type PlacementInput } from './toast-placement';

// A desktop window of 1280x800: the toast is 420px wide on the right and 80px high.
const WINDOW = 800;
const TOAST = { left: 860, right: 1280, height: 80 };
const box = (top: number, bottom: number, left = 900, right = 1250): Box => ({ top, bottom, left, right });
const TOP = { placement: 'top', lift: 0 } as const;
const desktop = (input: Partial<PlacementInput>): PlacementInput => ({ current: 'bottom', toasts: TOAST, windowHeight: WINDOW, windowWidth: 1280, actions: [], ...input });

describe('toastBox', () => {
  it('sits above the bottom edge (raised by its lift), or under the sticky header', () => {
    expect(toastBox(AT_BOTTOM, TOAST, WINDOW)).toEqual({ top: WINDOW - EDGE_GAP_PX - 80, bottom: WINDOW - EDGE_GAP_PX, left: 860, right: 1280 });
    expect(toastBox({ placement: 'bottom', lift: 70 }, TOAST, WINDOW)).toEqual({ top: WINDOW - 70 - EDGE_GAP_PX - 80, bottom: WINDOW - 70 - EDGE_GAP_PX, left: 860, right: 1280 });
    expect(toastBox(TOP, TOAST, WINDOW)).toEqual({ top: HEADER_HEIGHT_PX + EDGE_GAP_PX, bottom: HEADER_HEIGHT_PX + EDGE_GAP_PX + 80, left: 860, right: 1280 });
  });
});

describe('intersects', () => {
  it('needs a real overlap: touching edges do not count', () => {
    expect(intersects(box(0, 10), box(5, 15))).toBe(true);
    expect(intersects(box(0, 10), box(10, 20))).toBe(false);
    expect(intersects(box(0, 10, 0, 10), box(0, 10, 10, 20))).toBe(false);
  });
});

describe('choosePosition on wider screens', () => {
  it('stays at the bottom when nothing is under it', () => {
    expect(choosePosition(desktop({ actions: [box(560, 604)] }))).toEqual(AT_BOTTOM);
    expect(choosePosition(desktop({}))).toEqual(AT_BOTTOM);
  });

  it('moves to the top when the bottom would cover a primary action (the cart button at 1280x800)', () => {
    expect(choosePosition(desktop({ actions: [box(700, 744)] }))).toEqual(TOP);
  });

  it('a button elsewhere on the bottom edge (another column) does not move it', () => {
    expect(choosePosition(desktop({ actions: [box(700, 744, 100, 400)] }))).toEqual(AT_BOTTOM);
  });

  it('stays at the top while that is clear (no jumping about), and goes back when the top gets covered', () => {
    expect(choosePosition(desktop({ current: 'top', actions: [box(500, 544)] }))).toEqual(TOP);
    expect(choosePosition(desktop({ current: 'top', actions: [box(100, 144)] }))).toEqual(AT_BOTTOM);
  });

  it('when both ends would cover something, the one covering less', () => {
    expect(choosePosition(desktop({ actions: [box(80, 90), box(700, 744)] }))).toEqual(TOP);
    expect(choosePosition(desktop({ current: 'top', actions: [box(80, 150), box(700, 710)] }))).toEqual(AT_BOTTOM);
  });

  it('sits above a bar fixed along the bottom (the cart bar on a tablet), whose button then needs no move', () => {
    const bar = box(730, 800, 0, 1280);
    expect(choosePosition(desktop({ windowWidth: 800, bottomBars: [bar], actions: [box(743, 787, 1100, 1250)] }))).toEqual({ placement: 'bottom', lift: 70 });
  });
});

describe('choosePosition on phones', () => {
  // A 390x844 phone: the full-width toast is 72px high; the cart bar takes the bottom 70px.
  const phone = (input: Partial<PlacementInput>): PlacementInput => ({
    current: 'bottom',
    toasts: { left: 16, right: 374, height: 72 },
    windowHeight: 844,
    windowWidth: 390,
    actions: [],
    ...input,
  });
  const cartBar = box(774, 844, 0, 390);
  const barButton = box(787, 831, 250, 374);

  it('sits at the bottom, just above the cart bar, rather than at the top over the title and the menu', () => {
    const position = choosePosition(phone({ bottomBars: [cartBar], actions: [barButton] }));
    expect(position).toEqual({ placement: 'bottom', lift: 70 });
    const toast = toastBox(position, { left: 16, right: 374, height: 72 }, 844);
    expect(toast.bottom).toBeLessThanOrEqual(cartBar.top);
    expect(toast.top).toBeGreaterThan(844 / 2);
  });

  it('at the bottom edge when there is no bar', () => {
    expect(choosePosition(phone({}))).toEqual(AT_BOTTOM);
  });

  it('rises just above a primary action at the bottom (a form’s submit button), and above the next one it would then cover', () => {
    expect(choosePosition(phone({ actions: [box(760, 808, 16, 374)] }))).toEqual({ placement: 'bottom', lift: 844 - 760 });
    expect(choosePosition(phone({ actions: [box(760, 808, 16, 374), box(700, 748, 16, 374)] }))).toEqual({ placement: 'bottom', lift: 844 - 700 });
  });

  it('goes to the top only when there is no room below the header', () => {
    expect(choosePosition(phone({ actions: [box(120, 808, 16, 374)] }))).toEqual(TOP);
  });
});
