import { useEffect, useState } from 'react';

/** setTimeout takes at most a signed 32-bit delay; longer waits are done in steps. */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * The current time, re-read when `moment` passes (e.g. kickoff, when the board locks), so the page
 * changes at that instant without a timer ticking every second.
 */
export function useNowUntil(moment: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const wait = moment - now;
    if (!Number.isFinite(wait) || wait < 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait + 25, MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [moment, now]);
  return now;
}
