import { useEffect, useState } from 'react';

/** setTimeout takes at most a signed 32-bit delay; longer waits are done in steps. */
const MAX_TIMEOUT_MS = 2_147_483_647;

function wake(setNow: (now: number) => void, wait: number): () => void {
  const timer = setTimeout(() => setNow(Date.now()), Math.min(Math.max(wait, 0) + 25, MAX_TIMEOUT_MS));
  return () => clearTimeout(timer);
}

/**
 * The current time, re-read when `moment` passes (e.g. kickoff, when the board locks), so the page
 * changes at that instant without a timer ticking every second. A moment that is not a finite time
 * (Infinity: nothing to wait for) never wakes it.
 */
export function useNowUntil(moment: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!(now < moment)) return;
    const wait = moment - Date.now();
    if (!Number.isFinite(wait)) return;
    return wake(setNow, wait);
  }, [moment, now]);
  return now;
}

/**
 * The current time, re-read as each of `moments` passes (e.g. each game's kickoff): the wait is for the
 * first moment still ahead of the time last read, so nothing needs to know "now" before it is read.
 */
export function useNowUntilNext(moments: readonly number[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = moments.reduce((soonest, moment) => (moment > now && moment < soonest ? moment : soonest), Number.POSITIVE_INFINITY);
  useEffect(() => {
    const wait = next - Date.now();
    if (!Number.isFinite(wait)) return;
    return wake(setNow, wait);
  }, [next]);
  return now;
}

/**
 * The current time for a countdown to `deadline`: re-read each time the time left crosses a whole
 * `stepMs` (so an mm:ss display flips on the second), and no more once the deadline has passed.
 */
export function useNowUntilDeadline(deadline: number, stepMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!(now < deadline)) return;
    const left = deadline - Date.now();
    if (!Number.isFinite(left)) return;
    return wake(setNow, left <= 0 ? 0 : left % stepMs || stepMs);
  }, [deadline, now, stepMs]);
  return now;
}
