import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CreditCard, FilePlus2, Play, ReceiptText, RotateCcw, Undo2 } from 'lucide-react';
import type { Coordinate } from '../../../domain/board';
import { centsToDecimalString, formatMoney } from '../../../domain/money';
import { MAX_SQUARES_PER_CHECKOUT, type MyCheckoutResponse, type PaymentsConfig, type Pool } from '../../../domain/schemas';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field, fieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { myCheckoutQueryKey } from '../../lib/query-keys';
import { toast } from '../../lib/toast/use-toast';
import { cn } from '../../lib/utils';
import { confirmWithCard, createPaymentIntent, recordPurchase, releaseHold } from './api';
import { PaymentSteps } from './payment-steps';
import { SquarePicker, SquarePickerLegend } from './square-picker';
import {
  MISSING_AMOUNT,
  NO_SQUARES,
  SANDBOX_CARDS,
  computedAmount,
  paymentStage,
  sortSquares,
  squareName,
  testCardExpiry,
  toggleSquare,
  type TestPayment,
} from './tester-model';
import type { Activity } from './use-activity';

export const ACTIONS = {
  create: 'Create payment intent',
  confirm: 'Confirm card',
  record: 'Record purchase',
  release: 'Release hold',
} as const;

type Props = {
  poolId: number;
  pool: Pool | undefined;
  /** Squares sold in the pool (GET /api/pools/{id}/squares). */
  sold: readonly Coordinate[];
  config: PaymentsConfig | undefined;
  activity: Activity;
  /** Something may have changed on the server: the pool, its squares and its ledger are stale. */
  onChanged: () => void;
};

/**
 * (b) One test payment, as checkout makes it but step by step: pick squares, create the intent through
 * POST /api/create-payment-intent (the amount is editable, to see the server check it), confirm it with
 * a sandbox test card, then record the purchase. Each answer lands in the activity log.
 */
export function PaymentCard({ poolId, pool, sold, config, activity, onChanged }: Props) {
  const [selected, setSelected] = useState<Coordinate[]>([]);
  const [amountOverride, setAmountOverride] = useState<string | null>(null);
  const [payment, setPayment] = useState<TestPayment | null>(null);
  const stage = paymentStage(payment);
  // The admin's own live checkout here (e.g. from before a reload): it can be resumed or released.
  const mine = useQuery<MyCheckoutResponse>({ queryKey: myCheckoutQueryKey(poolId) });
  const resumable = stage === 'create' ? (mine.data?.checkout ?? null) : null;
  const feeCents = pool?.entryFeeCents ?? 0;
  const computed = computedAmount(feeCents, selected.length);
  const amount = amountOverride ?? computed;
  const edited = amountOverride !== null && amountOverride !== computed;
  const sandbox = config?.provider !== 'stripe';
  const busy = activity.busy;

  async function create(event: FormEvent) {
    event.preventDefault();
    if (selected.length === 0) return void toast({ title: 'Error', description: NO_SQUARES, variant: 'destructive' });
    if (amount.trim() === '') return void toast({ title: 'Error', description: MISSING_AMOUNT, variant: 'destructive' });
    await createFor(sortSquares(selected), amount.trim());
  }

  /** The same squares again while their hold lasts answer the same intent: that is how a checkout resumes. */
  async function createFor(squares: Coordinate[], dollars: string) {
    const intent = await activity.run({
      action: ACTIONS.create,
      request: createPaymentIntent({ amount: dollars, poolId, squares }),
      summarize: (i) =>
        `${i.paymentIntentId}: ${formatMoney(i.amount)} for ${squares.length} square(s), ${i.captureMethod === 'manual' ? 'authorize now, capture after the game' : 'charged at once'}; held for ${Math.ceil(i.holdSecondsLeft / 60)} minutes`,
    });
    onChanged();
    if (intent) setPayment({ poolId, squares, intent, confirm: null, purchase: null, released: false });
  }

  async function confirm(cardNumber: string) {
    if (!payment) return;
    const answer = await activity.run({
      action: ACTIONS.confirm,
      request: confirmWithCard(payment.intent.paymentIntentId, {
        clientSecret: payment.intent.clientSecret,
        cardNumber,
        ...testCardExpiry(new Date()),
        cvc: '123',
      }),
      summarize: (c) => (c.status === 'requires_capture' ? 'Payment Secured: authorized (requires_capture)' : `Payment ${c.status === 'succeeded' ? 'Complete: captured (succeeded)' : c.status}`),
      failure: (c) => (c.error ? { title: 'Payment Failed', message: c.error.message } : null),
    });
    onChanged();
    if (answer) setPayment({ ...payment, confirm: answer });
  }

  async function record() {
    if (!payment) return;
    const result = await activity.run({
      action: ACTIONS.record,
      request: recordPurchase({ poolId: payment.poolId, squares: payment.squares, paymentIntentId: payment.intent.paymentIntentId }),
      summarize: (p) => `Recorded: ${p.squares.map(squareName).join(', ')} for ${formatMoney(p.amountCents)} (${p.status})`,
      failure: (p) =>
        p.outcome === 'rejected' ? { title: 'Purchase rejected', message: p.message ?? 'The squares were gone: the payment is voided or refunded.' } : null,
    });
    onChanged();
    if (result) {
      setPayment({ ...payment, purchase: result });
      setSelected([]);
      setAmountOverride(null);
    }
  }

  async function release(paymentIntentId: string) {
    const result = await activity.run({
      action: ACTIONS.release,
      request: releaseHold(paymentIntentId),
      summarize: (r) => (r.released ? `Hold released, payment ${r.status}` : `Nothing released (payment ${r.status})`),
    });
    onChanged();
    if (result && payment) setPayment({ ...payment, released: true });
  }

  function startOver() {
    setPayment(null);
    setSelected([]);
    setAmountOverride(null);
  }

  return (
    <div className="grid gap-5 px-4 py-4 sm:px-5">
      <PaymentSteps stage={stage} />

      {stage === 'create' && resumable && (
        <div role="note" className="grid gap-2 rounded-lg border border-turf-300 bg-turf-50 px-3 py-2.5 text-sm">
          <p>
            <span className="font-semibold">Your checkout in this pool</span> holds {resumable.squares.map(squareName).join(', ')} (
            {formatMoney(resumable.amountCents)}) for {Math.ceil(resumable.holdSecondsLeft / 60)} more minute(s).
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void createFor(sortSquares(resumable.squares), centsToDecimalString(resumable.amountCents))} disabled={busy}>
              <Play aria-hidden />
              Resume it
            </Button>
            <Button size="sm" variant="outline" onClick={() => void release(resumable.paymentIntentId)} disabled={busy}>
              <Undo2 aria-hidden />
              Release hold
            </Button>
          </div>
        </div>
      )}

      {stage === 'create' ? (
        <form onSubmit={(e) => void create(e)} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <SquarePicker taken={sold} held={pool?.held ?? []} selected={selected} disabled={busy} onToggle={(s) => setSelected((current) => toggleSquare(current, s))} />
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
      ) : payment ? (
        <div className="grid gap-4">
          <IntentDetails payment={payment} />
          {stage === 'confirm' && (
            <div className="grid gap-3">
              {!sandbox && (
                <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                  <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                  The payment provider is Stripe: the test card buttons work with the sandbox provider only. Confirm this intent through checkout.
                </p>
              )}
              <p id="tester-cards-hint" className="text-sm text-muted-foreground">
                Confirm with a sandbox test card (expiry 12/{testCardExpiry(new Date()).expYear}, CVC 123). A declined card can be followed by another.
              </p>
              <div role="group" aria-label="Sandbox test cards" aria-describedby="tester-cards-hint" className="grid gap-2 sm:grid-cols-3">
                {SANDBOX_CARDS.map((card) => (
                  <Button
                    key={card.number}
                    variant={card.tone}
                    disabled={!sandbox || busy}
                    onClick={() => void confirm(card.number)}
                    className="h-auto flex-col gap-0.5 py-2"
                  >
                    <span className="flex items-center gap-1.5">
                      <CreditCard aria-hidden />
                      {card.label}
                    </span>
                    <span className="text-[11px] font-medium opacity-80">
                      <span className="sr-only">card {card.number}, </span>
                      {card.outcome}
                    </span>
                  </Button>
                ))}
              </div>
            </div>
          )}
          {stage === 'record' && (
            <Button onClick={() => void record()} disabled={busy}>
              <ReceiptText aria-hidden />
              {activity.isPending(ACTIONS.record) ? 'Recording…' : 'Record purchase'}
            </Button>
          )}
          {(stage === 'confirm' || stage === 'record') && (
            <Button variant="ghost" onClick={() => payment && void release(payment.intent.paymentIntentId)} disabled={busy} className="justify-self-start">
              <Undo2 aria-hidden />
              Release hold
            </Button>
          )}
          {stage === 'done' && (
            <Button variant="outline" onClick={startOver} className="justify-self-start">
              <FilePlus2 aria-hidden />
              New test payment
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}

function IntentDetails({ payment }: { payment: TestPayment }) {
  const { intent, confirm, purchase } = payment;
  const rows: [string, ReactNode][] = [
    ['Payment intent', <span className="font-mono text-xs break-all">{intent.paymentIntentId}</span>],
    ['Amount', formatMoney(intent.amount)],
    ['Squares', payment.squares.map(squareName).join(', ')],
    ['Capture', intent.captureMethod === 'manual' ? 'Authorize now, capture after the game' : 'Charged at once'],
    ['Hold ends', new Date(intent.holdExpiresAt).toLocaleTimeString()],
  ];
  return (
    <div className="grid gap-3 rounded-lg border border-border p-3">
      <dl className="grid gap-x-4 gap-y-1.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-muted-foreground">{term}</dt>
            <dd className="min-w-0">{value}</dd>
          </div>
        ))}
      </dl>
      <div aria-live="polite" className="flex flex-wrap gap-2">
        {confirm?.error && (
          <Badge tone="destructive">
            Payment Failed: {confirm.error.message}
          </Badge>
        )}
        {confirm && !confirm.error && <Badge tone="green">Card: {confirm.status}</Badge>}
        {purchase && (
          <Badge tone={purchase.outcome === 'completed' ? 'green' : 'destructive'}>
            Purchase {purchase.outcome}
            {purchase.message ? `: ${purchase.message}` : ''}
          </Badge>
        )}
        {payment.released && <Badge tone="amber">Hold released</Badge>}
      </div>
    </div>
  );
}
