import { useEffect, useState } from 'react';

/** If no frame comes (a hidden tab paints none), run anyway after this long. */
const NO_FRAME_FALLBACK_MS = 500;
/**
 * After the frame: a frame's pixels reach the screen some time after its paint (tens of ms under
 * load), and the page's largest paint counts from then.
 */
const AFTER_FRAME_MS = 100;

/**
 * Runs `callback` once the browser has painted what is on screen now: AFTER_FRAME_MS after the next
 * animation frame (or after NO_FRAME_FALLBACK_MS when no frame comes). For work a page starts on
 * mount that its first paint does not need, such as opening its event stream: started after that
 * paint, its requests and code do not delay it. Returns a function that cancels it if not yet run.
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    callback();
  };
  const frame = requestAnimationFrame(() => {
    afterFrame = setTimeout(run, AFTER_FRAME_MS);
  });
  const fallback = setTimeout(run, NO_FRAME_FALLBACK_MS + AFTER_FRAME_MS);
  function cancel() {
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(fallback);
  }
  return () => {
    done = true;
    cancel();
  };
}

/** False until the browser has painted once after the component mounted (afterNextPaint), then true. */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
