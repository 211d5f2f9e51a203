import { Link } from 'wouter';
import { ArrowRight, Timer, Undo2 } from 'lucide-react';
import type { MyCheckout } from '../../../../domain/schemas';
import { Button } from '../../../components/ui/button';
import { formatHoldTime, localHoldDeadline, secondsLeft } from '../../../lib/hold-time';
import { useNowUntilDeadline } from '../../../lib/use-now';
import { cn } from '../../../lib/utils';

export function heldInCheckoutTitle(count: number): string {
  return `You have ${count} ${count === 1 ? 'square' : 'squares'} held in checkout`;
}

type CheckoutNoticeProps = {
  checkout: MyCheckout;
  /** When the answer arrived by this browser's clock (the countdown adds holdSecondsLeft to it). */
  receivedAt: number;
  releasing: boolean;
  onRelease: () => void;
};

/**
 * Above the cart: the viewer's own checkout that is still holding squares (they left /checkout without
 * 'Back to Pool'), with its countdown, a way back to pay and a way to let the squares go. Gone once the
 * countdown ends (the server releases the squares then).
 */
export function CheckoutNotice({ checkout, receivedAt, releasing, onRelease }: CheckoutNoticeProps) {
  const deadline = localHoldDeadline(checkout.holdSecondsLeft, receivedAt);
  const now = useNowUntilDeadline(deadline);
  const remaining = deadline - now;
  if (remaining <= 0) return null;
  const urgent = secondsLeft(remaining) <= 60;
  return (
    <section
      role="region"
      aria-labelledby="my-checkout-title"
      className={cn('rounded-xl border p-4 shadow-card', urgent ? 'border-amber-400 bg-amber-50 text-amber-950' : 'border-turf-300 bg-turf-50 text-turf-950')}
    >
      <div className="flex items-start gap-3">
        <Timer aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id="my-checkout-title" className="text-sm font-bold">
            {heldInCheckoutTitle(checkout.squares.length)}
          </h2>
          <p className="mt-0.5 text-xs opacity-80">Pay before the timer ends, or release them for other players.</p>
        </div>
        <span role="timer" aria-labelledby="my-checkout-title" className="text-xl font-black tabular" data-testid="my-checkout-countdown">
          {formatHoldTime(remaining)}
        </span>
      </div>
      <ul aria-label="Squares held for you" className="mt-3 flex flex-wrap gap-1.5">
        {checkout.squares.map((s) => (
          <li key={`${s.row},${s.column}`} className="rounded-md bg-white/70 px-2 py-0.5 text-xs font-semibold tabular ring-1 ring-current/15">
            Row {s.row + 1}, column {s.column + 1}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link href={checkout.checkoutHref}>
            Resume checkout
            <ArrowRight aria-hidden />
          </Link>
        </Button>
        <Button variant="outline" size="sm" disabled={releasing} onClick={onRelease}>
          <Undo2 aria-hidden />
          {releasing ? 'Releasing…' : 'Release squares'}
        </Button>
      </div>
    </section>
  );
}
