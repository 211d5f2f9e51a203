/** The hold countdown's words (squares are held for 10 minutes while the player pays). */

/**
 * When the hold ends by this browser's clock: the moment the server's answer arrived plus the seconds
 * it said were left. The server's own deadline (holdExpiresAt) is not compared with the browser's
 * clock, which may be minutes off.
 */
export function localHoldDeadline(holdSecondsLeft: number, receivedAt: number): number {
  return receivedAt + Math.max(0, holdSecondsLeft) * 1000;
}

/** Whole seconds left, rounded up: the display reads 00:01 until the very end, then 00:00. */
export function secondsLeft(remainingMs: number): number {
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}

/** "09:41": minutes and seconds left, both two digits. */
export function formatHoldTime(remainingMs: number): string {
  const total = secondsLeft(remainingMs);
  const minutes = Math.floor(total / 60);
  return `${String(minutes).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * What a screen reader hears: it changes only when the whole minutes left change (and once in the
 * last minute), so a polite live region speaks once a minute rather than every second.
 */
export function holdAnnouncement(remainingMs: number): string {
  const total = secondsLeft(remainingMs);
  if (total === 0) return 'Your hold has expired.';
  if (total <= 60) return 'Less than a minute left to pay; your squares are then released.';
  const minutes = Math.ceil(total / 60);
  return `${minutes} minutes left to pay before your squares are released.`;
}
