import type { Locator } from '@playwright/test';

export type Box = { x: number; y: number; width: number; height: number };

/**
 * The element's box once it has come to rest: its animations (and its children's) finished, and the
 * same box two animation frames running. For what moves on its own after it shows, such as a toast
 * sliding in and then placed clear of the buttons (the toaster checks that each frame). Fails after
 * `timeout` when nothing matches the locator (a toast already gone), or when the element goes meanwhile.
 */
export async function settledBox(locator: Locator, { timeout = 5_000 }: { timeout?: number } = {}): Promise<Box> {
  return locator.evaluate(async (element) => {
    const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const boxNow = () => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    let last = '';
    for (;;) {
      // An animation cancelled midway (the toast dismissed) rejects its `finished`: it has stopped all the same.
      await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)));
      await nextFrame();
      if (!element.isConnected) throw new Error('it went away before it came to rest');
      const box = boxNow();
      if (JSON.stringify(box) === last) return box;
      last = JSON.stringify(box);
    }
  }, undefined, { timeout });
}
