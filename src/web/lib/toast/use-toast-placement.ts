import { useLayoutEffect, useState, type RefObject } from 'react';
import { AT_BOTTOM, BOTTOM_BAR_SELECTOR, PRIMARY_ACTION_SELECTOR, choosePosition, type Box, type ToastPosition } from './toast-placement';

/** The elements matching `selector` a person can see now, as boxes in window coordinates. */
function visibleBoxes(selector: string): Box[] {
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    // checkVisibility sees visibility:hidden and opacity 0 (the phone cart bar steps aside that way).
    if (typeof element.checkVisibility === 'function' && !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
      continue;
    }
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.bottom <= 0 || box.top >= window.innerHeight) continue;
    boxes.push(box);
  }
  return boxes;
}

/** The sides and height of the toasts in the viewport (their union), or null when none is rendered. */
function toastsExtent(viewport: HTMLElement): { left: number; right: number; height: number } | null {
  const boxes = [...viewport.children].map((child) => child.getBoundingClientRect()).filter((box) => box.height > 0);
  if (boxes.length === 0) return null;
  const top = Math.min(...boxes.map((b) => b.top));
  const bottom = Math.max(...boxes.map((b) => b.bottom));
  return { left: Math.min(...boxes.map((b) => b.left)), right: Math.max(...boxes.map((b) => b.right)), height: bottom - top };
}

const samePosition = (a: ToastPosition, b: ToastPosition) => a.placement === b.placement && a.lift === b.lift;

/**
 * Keeps toasts off the primary actions and the bottom bars (toast-placement.ts) while one is open.
 * Checked every frame while open (at most 5 s): scrolling, a growing cart or the phone cart bar can move
 * a button under a toast without any event the toaster would hear of.
 */
export function useToastPlacement(viewportRef: RefObject<HTMLElement | null>, active: boolean): ToastPosition {
  const [position, setPosition] = useState<ToastPosition>(AT_BOTTOM);
  // A layout effect: the first check happens before the new toast is painted in the wrong place.
  useLayoutEffect(() => {
    if (!active) return;
    // A new run of toasts starts from the preferred place, the bottom; what it shows is set at the first check.
    let current: ToastPosition | null = null;
    let frame = 0;
    const check = () => {
      const viewport = viewportRef.current;
      const toasts = viewport ? toastsExtent(viewport) : null;
      if (toasts) {
        const next = choosePosition({
          current: current?.placement ?? 'bottom',
          toasts,
          windowHeight: window.innerHeight,
          windowWidth: window.innerWidth,
          actions: visibleBoxes(PRIMARY_ACTION_SELECTOR),
          bottomBars: visibleBoxes(BOTTOM_BAR_SELECTOR),
        });
        // A new object every frame would render the toaster every frame.
        if (current === null || !samePosition(next, current)) {
          current = next;
          setPosition(next);
        }
      }
      frame = requestAnimationFrame(check);
    };
    check();
    return () => cancelAnimationFrame(frame);
  }, [active, viewportRef]);
  return position;
}
