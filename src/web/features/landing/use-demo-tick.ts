import { useEffect, useState, type RefObject } from 'react';
import { DEMO_TICK_MS } from './demo-script';

/** Runs the tick clock while the board is on screen, the tab is visible and motion is allowed. */
export function useDemoTick(enabled: boolean, target: RefObject<HTMLElement | null>): number {
  const [tick, setTick] = useState(0);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);

  useEffect(() => {
    if (!enabled || !visible) return;
    const id = window.setInterval(() => {
      if (!document.hidden) setTick((t) => t + 1);
    }, DEMO_TICK_MS);
    return () => window.clearInterval(id);
  }, [enabled, visible]);

  return tick;
}
