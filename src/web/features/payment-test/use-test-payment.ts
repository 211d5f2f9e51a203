import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Coordinate } from '../../../domain/board';
import { formatMoney } from '../../../domain/money';
import type { MyCheckoutResponse, Pool } from '../../../domain/schemas';
import { myCheckoutQueryKey } from '../../lib/query-keys';
import { toast } from '../../lib/toast/use-toast';
import { confirmWithCard, createPaymentIntent, recordPurchase, releaseHold } from './api';
import { MISSING_AMOUNT, NO_SQUARES, computedAmount, paymentStage, sortSquares, squareName, testCardExpiry, type TestPayment } from './tester-model';
import type { Activity } from './use-activity';

export const ACTIONS = {
  create: 'Create payment intent',
  confirm: 'Confirm card',
  record: 'Record purchase',
  release: 'Release hold',
} as const;

type Options = {
  poolId: number;
  pool: Pool | undefined;
  activity: Activity;
  /** Something may have changed on the server: the pool, its squares and its ledger are stale. */
  onChanged: () => void;
};

/**
 * One test payment's state and steps: the squares and amount picked, the intent created, confirmed
 * with a card and recorded, or its hold released. Each answer lands in the activity log.
 */
export function useTestPayment({ poolId, pool, activity, onChanged }: Options) {
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

  return {
    stage,
    payment,
    resumable,
    selected,
    setSelected,
    feeCents,
    computed,
    amount,
    edited,
    setAmountOverride,
    create,
    createFor,
    confirm,
    record,
    release,
    startOver,
  };
}

export type TestPaymentFlow = ReturnType<typeof useTestPayment>;
