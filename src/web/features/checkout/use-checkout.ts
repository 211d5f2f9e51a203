import { useCallback, useEffect, useEffectEvent, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { CheckoutQuery } from '../../../domain/checkout-link';
import { ALL_POOLS_QUERY_KEY, USER_POOLS_QUERY_KEY, poolQueryKey } from '../../lib/query-keys';
import { localHoldDeadline } from '../../lib/hold-time';
import { toast } from '../../lib/toast/use-toast';
import { useNowUntil } from '../../lib/use-now';
import { cancelEscrowPayment, createEscrowPayment, purchaseSquares } from './api';
import { INITIAL_PHASE, checkoutReducer, releasesOnLeave, type CheckoutPhase, type Intent } from './checkout-flow';
import { openFailedToast, purchaseToast } from './checkout-toasts';
import { serverMessageOr, settleConfirm, type ConfirmOutcome } from './confirm-outcome';
import { PAYMENT_ERROR_TITLE, PAYMENT_FAILED, PURCHASE_RECORD_FAILED } from './messages';

/** A payment the provider confirmed after sending the player away (3-D Secure, bank redirects). */
export type RedirectReturn = { paymentIntentId: string; status: string };

/** Stripe's return to return_url adds ?payment_intent=pi_...&redirect_status=succeeded|failed. */
export function parseRedirectReturn(search: string): RedirectReturn | null {
  const params = new URLSearchParams(search);
  const paymentIntentId = params.get('payment_intent');
  const status = params.get('redirect_status');
  return paymentIntentId && status ? { paymentIntentId, status } : null;
}

export type Checkout = {
  phase: CheckoutPhase;
  poolPath: string;
  /** Confirms with the card form's own call; ignored unless the form is ready. */
  pay: (confirm: () => Promise<ConfirmOutcome>) => void;
  /** Records the purchase again after a failed attempt (purchase-squares is idempotent). */
  retryRecord: () => void;
  /** 'Back to Pool': releases the squares if nothing was paid (best effort, never waits). */
  leave: () => void;
};

function holdDeadline(phase: CheckoutPhase): number {
  return phase.kind === 'ready' || phase.kind === 'paying' ? phase.intent.holdEndsAt : Number.POSITIVE_INFINITY;
}

/**
 * The checkout flow: opens the escrow payment (holding the squares) once `enabled`, pays
 * through whichever card form the page shows, records the purchase, and releases the squares when the
 * player leaves before paying or the hold runs out. Failure to open goes back to the pool with a toast.
 */
export function useCheckout(query: CheckoutQuery, enabled: boolean, redirect: RedirectReturn | null = null): Checkout {
  const [phase, dispatch] = useReducer(checkoutReducer, INITIAL_PHASE);
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const poolPath = `/pool/${query.poolId}`;
  const alive = useRef(true);
  const opened = useRef(false);
  /** A confirm or record under way: a second click in the same moment must not pay twice. */
  const inFlight = useRef(false);
  const squares = query.squares.map(({ row, column }) => ({ row, column }));

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const refreshPool = useCallback(() => {
    void client.invalidateQueries({ queryKey: poolQueryKey(query.poolId) });
  }, [client, query.poolId]);

  const release = useCallback(
    (intent: Intent) => {
      cancelEscrowPayment(intent.paymentIntentId)
        .catch(() => undefined)
        .finally(refreshPool);
    },
    [refreshPool],
  );

  useEffect(() => {
    if (!enabled || opened.current) return;
    opened.current = true;
    createEscrowPayment({ amount: query.amount, poolId: query.poolId, squares: query.squares }).then(
      (answer) => dispatch({ type: 'opened', intent: { ...answer, holdEndsAt: localHoldDeadline(answer.holdSecondsLeft, Date.now()) } }),
      (error: unknown) => {
        if (!alive.current) return;
        toast(openFailedToast(error));
        navigate(poolPath, { replace: true });
      },
    );
  }, [enabled, query, poolPath, navigate]);

  async function record(intent: Intent) {
    dispatch({ type: 'confirmed' });
    inFlight.current = true;
    try {
      const result = await purchaseSquares({ poolId: query.poolId, squares, paymentIntentId: intent.paymentIntentId });
      dispatch({ type: 'recorded', result });
      refreshPool();
      void client.invalidateQueries({ queryKey: ALL_POOLS_QUERY_KEY });
      void client.invalidateQueries({ queryKey: USER_POOLS_QUERY_KEY });
      if (result.outcome === 'completed' && alive.current) {
        toast(purchaseToast(result));
        navigate(poolPath);
      }
    } catch (error) {
      toast({ title: PAYMENT_ERROR_TITLE, description: PURCHASE_RECORD_FAILED, variant: 'destructive' });
      dispatch({ type: 'record-failed', message: serverMessageOr(error, PURCHASE_RECORD_FAILED) });
    } finally {
      inFlight.current = false;
    }
  }

  async function pay(confirm: () => Promise<ConfirmOutcome>) {
    if (phase.kind !== 'ready' || inFlight.current) return;
    const { intent } = phase;
    inFlight.current = true;
    dispatch({ type: 'pay' });
    const outcome = await settleConfirm(confirm);
    inFlight.current = false;
    if (outcome.kind === 'confirmed') return record(intent);
    if (outcome.kind === 'canceled') return dispatch({ type: 'canceled' });
    const title = outcome.kind === 'declined' ? PAYMENT_FAILED : PAYMENT_ERROR_TITLE;
    const field = outcome.kind === 'declined' ? outcome.field : undefined;
    toast({ title, description: outcome.message, variant: 'destructive' });
    dispatch({ type: 'declined', problem: { title, message: outcome.message, field } });
  }

  // The provider sent the player away and back (return_url): finish what it confirmed.
  const redirectHandled = useRef(false);
  const recordRedirected = useEffectEvent((intent: Intent) => void record(intent));
  useEffect(() => {
    if (redirectHandled.current || phase.kind !== 'ready' || redirect?.paymentIntentId !== phase.intent.paymentIntentId) return;
    redirectHandled.current = true;
    if (redirect.status === 'succeeded') recordRedirected(phase.intent);
  }, [phase, redirect]);

  const deadline = holdDeadline(phase);
  const now = useNowUntil(deadline);
  const expired = now >= deadline;
  useEffect(() => {
    if (!expired || phase.kind !== 'ready') return;
    dispatch({ type: 'expired' });
    release(phase.intent);
  }, [expired, phase, release]);

  return {
    phase,
    poolPath,
    pay: (confirm) => void pay(confirm),
    retryRecord: () => {
      if (phase.kind === 'record-failed' && !inFlight.current) void record(phase.intent);
    },
    leave: () => {
      if (releasesOnLeave(phase)) release(phase.intent);
    },
  };
}
