import { useLayoutEffect, useState, type RefObject } from 'react';
import { PRIMARY_ACTION_SELECTOR, choosePlacement, type Box, type Placement } from './toast-placement';

/** The primary actions a person can see now, in window coordinates. */
function visibleActions(): Box[] {
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(PRIMARY_ACTION_SELECTOR)) {
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

/**
 * Keeps toasts off the primary actions (toast-placement.ts) while one is open. Checked every frame
 * while open (at most 5 s): scrolling, a growing cart or the phone cart bar can move a button under a
 * toast without any event the toaster would hear of.
 */
export function useToastPlacement(viewportRef: RefObject<HTMLElement | null>, active: boolean): Placement {
  const [placement, setPlacement] = useState<Placement>('bottom');
  // A layout effect: the first check happens before the new toast is painted in the wrong place.
  useLayoutEffect(() => {
    if (!active) return;
    // A new run of toasts starts from the preferred place, the bottom.
    let current: Placement = 'bottom';
    let frame = 0;
    const check = () => {
      const viewport = viewportRef.current;
      const toasts = viewport ? toastsExtent(viewport) : null;
      if (toasts) {
        current = choosePlacement({ current, toasts, windowHeight: window.innerHeight, actions: visibleActions() });
        setPlacement(current);
      }
      frame = requestAnimationFrame(check);
    };
    check();
    return () => cancelAnimationFrame(frame);
  }, [active, viewportRef]);
  return placement;
}
