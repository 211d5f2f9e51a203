import { FilePlus2, RotateCcw } from 'lucide-react';
import type { Coordinate } from '../../../domain/board';
import { formatMoney } from '../../../domain/money';
import { MAX_SQUARES_PER_CHECKOUT } from '../../../domain/schemas';
import { Button } from '../../components/ui/button';
import { Field, fieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/utils';
import { SquarePicker, SquarePickerLegend } from './square-picker';
import { sortSquares, squareName, toggleSquare } from './tester-model';
import type { Activity } from './use-activity';
import { ACTIONS, type TestPaymentFlow } from './use-test-payment';

type Props = {
  flow: TestPaymentFlow;
  /** Squares sold in the pool. */
  sold: readonly Coordinate[];
  held: readonly Coordinate[];
  activity: Activity;
};

/** The first step: pick squares and an amount (editable, to see the server check it), then create the intent. */
export function CreateIntentForm({ flow, sold, held, activity }: Props) {
  const { selected, setSelected, feeCents, computed, amount, edited, setAmountOverride } = flow;
  const busy = activity.busy;
  return (
    <form onSubmit={(e) => void flow.create(e)} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <SquarePicker taken={sold} held={held} selected={selected} disabled={busy} onToggle={(s) => setSelected((current) => toggleSquare(current, s))} />
        <SquarePickerLegend />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-muted/60 px-3 py-2 text-sm" aria-live="polite">
        <span>
          <span className="font-semibold">
            {selected.length} of {MAX_SQUARES_PER_CHECKOUT} squares
          </span>
          {selected.length > 0 && <span className="text-muted-foreground"> · {sortSquares(selected).map(squareName).join(', ')}</span>}
        </span>
        {selected.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => setSelected([])}>
            Clear
          </Button>
        )}
      </div>
      <Field
        id="tester-amount"
        label="Amount (dollars)"
        aside={edited ? 'Edited: the server will check it' : undefined}
        hint={
          <>
            {selected.length} × {formatMoney(feeCents)} = {formatMoney(feeCents * selected.length)}. Change it to see the server refuse a wrong amount.
          </>
        }
      >
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <span aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
              $
            </span>
            <Input
              {...fieldControlProps('tester-amount', { hint: true })}
              className={cn('pl-7 tabular', edited && 'border-amber-400')}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmountOverride(e.target.value)}
            />
          </div>
          {edited && (
            <Button variant="outline" onClick={() => setAmountOverride(null)}>
              <RotateCcw aria-hidden />
              Use {computed}
            </Button>
          )}
        </div>
      </Field>
      <Button type="submit" disabled={activity.isPending(ACTIONS.create)}>
        <FilePlus2 aria-hidden />
        {activity.isPending(ACTIONS.create) ? 'Creating…' : 'Create payment intent'}
      </Button>
    </form>
  );
}
