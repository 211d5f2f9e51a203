/**
 * Checkout as a state machine: the payment is opened (squares held), the player pays (a
 * decline keeps the form, for another card, while the hold lasts), the purchase is recorded, or the
 * hold runs out. Pure: the hook (use-checkout.ts) runs the calls and feeds their answers in.
 */
import type { CreateEscrowPaymentResponse, PurchaseSquaresResponse } from '../../../domain/schemas';

/**
 * The open payment, with `holdEndsAt`: when its hold ends by this browser's clock (receive time +
 * the server's holdSecondsLeft, lib/hold-time.ts), which the countdown and the expiry run from.
 */
export type Intent = CreateEscrowPaymentResponse & { holdEndsAt: number };

/** A card problem to show: the provider's message, next to its field when it names one. */
export type PaymentProblem = { title: string; message: string; field?: string };

export type CheckoutPhase =
  | { kind: 'opening' }
  | { kind: 'ready'; intent: Intent; problem: PaymentProblem | null }
  | { kind: 'paying'; intent: Intent }
  | { kind: 'recording'; intent: Intent }
  /** purchase-squares failed: the payment went through; the server completes or voids it on its own. */
  | { kind: 'record-failed'; intent: Intent; message: string }
  | { kind: 'rejected'; intent: Intent; message: string }
  | { kind: 'expired'; intent: Intent }
  | { kind: 'done'; result: PurchaseSquaresResponse };

export type CheckoutEvent =
  | { type: 'opened'; intent: Intent }
  | { type: 'pay' }
  | { type: 'declined'; problem: PaymentProblem }
  | { type: 'confirmed' }
  | { type: 'recorded'; result: PurchaseSquaresResponse }
  | { type: 'record-failed'; message: string }
  | { type: 'expired' }
  /** The provider says the payment was cancelled (its hold ended) while the player was paying. */
  | { type: 'canceled' };

export const INITIAL_PHASE: CheckoutPhase = { kind: 'opening' };

export function checkoutReducer(phase: CheckoutPhase, event: CheckoutEvent): CheckoutPhase {
  switch (event.type) {
    case 'opened':
      return phase.kind === 'opening' ? { kind: 'ready', intent: event.intent, problem: null } : phase;
    case 'pay':
      return phase.kind === 'ready' ? { kind: 'paying', intent: phase.intent } : phase;
    case 'declined':
      return phase.kind === 'paying' ? { kind: 'ready', intent: phase.intent, problem: event.problem } : phase;
    case 'confirmed':
      // Also from 'ready': a payment confirmed on a page the provider redirected back to.
      return phase.kind === 'paying' || phase.kind === 'ready' || phase.kind === 'record-failed'
        ? { kind: 'recording', intent: phase.intent }
        : phase;
    case 'recorded':
      if (phase.kind !== 'recording') return phase;
      return event.result.outcome === 'completed'
        ? { kind: 'done', result: event.result }
        : { kind: 'rejected', intent: phase.intent, message: event.result.message ?? '' };
    case 'record-failed':
      return phase.kind === 'recording' ? { kind: 'record-failed', intent: phase.intent, message: event.message } : phase;
    case 'expired':
      // Only a hold nobody is paying with expires here; a payment under way is settled by the server.
      return phase.kind === 'ready' ? { kind: 'expired', intent: phase.intent } : phase;
    case 'canceled':
      return phase.kind === 'ready' || phase.kind === 'paying' ? { kind: 'expired', intent: phase.intent } : phase;
  }
}

/**
 * Whether leaving now should cancel the payment and release the squares: only while the form waits
 * for a card. Not while a confirm is under way, nor after one went through (the server completes
 * or voids that payment itself), nor after the hold ended (already released).
 */
export function releasesOnLeave(phase: CheckoutPhase): phase is Extract<CheckoutPhase, { kind: 'ready' }> {
  return phase.kind === 'ready';
}

/** The intent behind the phase, if any. */
export function phaseIntent(phase: CheckoutPhase): Intent | null {
  return 'intent' in phase ? phase.intent : null;
}
