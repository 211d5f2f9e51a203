import { Play, Undo2 } from 'lucide-react';
import { centsToDecimalString, formatMoney } from '../../../domain/money';
import type { MyCheckout } from '../../../domain/schemas';
import { Button } from '../../components/ui/button';
import { sortSquares, squareName } from './tester-model';
import type { TestPaymentFlow } from './use-test-payment';

/** The admin's own live checkout in this pool (e.g. from before a reload): resume it or release its hold. */
export function ResumableCheckout({ checkout, flow, busy }: { checkout: MyCheckout; flow: TestPaymentFlow; busy: boolean }) {
  return (
    <div role="note" className="grid gap-2 rounded-lg border border-turf-300 bg-turf-50 px-3 py-2.5 text-sm">
      <p>
        <span className="font-semibold">Your checkout in this pool</span> holds {checkout.squares.map(squareName).join(', ')} (
        {formatMoney(checkout.amountCents)}) for {Math.ceil(checkout.holdSecondsLeft / 60)} more minute(s).
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void flow.createFor(sortSquares(checkout.squares), centsToDecimalString(checkout.amountCents))} disabled={busy}>
          <Play aria-hidden />
          Resume it
        </Button>
        <Button size="sm" variant="outline" onClick={() => void flow.release(checkout.paymentIntentId)} disabled={busy}>
          <Undo2 aria-hidden />
          Release hold
        </Button>
      </div>
    </div>
  );
}
