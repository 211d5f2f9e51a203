import { Timer } from 'lucide-react';
import { useNowUntilDeadline } from '../../lib/use-now';
import { cn } from '../../lib/utils';
import { formatHoldTime, holdAnnouncement, secondsLeft } from '../../lib/hold-time';

/**
 * How long the squares stay held for this player (mm:ss, updated each second). The visible timer is
 * not a live region; a separate polite one speaks at minute boundaries. `deadline` is by this browser's
 * clock (Intent.holdEndsAt), so a skewed clock does not change the time shown.
 */
export function HoldCountdown({ deadline }: { deadline: number }) {
  const now = useNowUntilDeadline(deadline);
  const remaining = deadline - now;
  const urgent = secondsLeft(remaining) <= 60;
  return (
    <div
      className={cn(
        'flex items-center gap-3 rounded-lg border px-3.5 py-2.5 text-sm',
        urgent ? 'border-amber-400 bg-amber-50 text-amber-950' : 'border-turf-200 bg-turf-50 text-turf-950',
      )}
    >
      <Timer aria-hidden className="size-5 shrink-0" />
      <p className="min-w-0 flex-1">
        <span id="hold-countdown-label" className="font-semibold">
          Your squares are held for you
        </span>
        <span className="block text-xs opacity-80">Pay before the timer ends, or they are released for others.</span>
      </p>
      <span role="timer" aria-labelledby="hold-countdown-label" className="text-xl font-black tabular" data-testid="hold-countdown">
        {formatHoldTime(remaining)}
      </span>
      <span className="sr-only" aria-live="polite" aria-atomic="true">
        {holdAnnouncement(remaining)}
      </span>
    </div>
  );
}
