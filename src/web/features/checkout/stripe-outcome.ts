/**
 * What Stripe.js's confirmPayment came to, as a ConfirmOutcome (Stripe mode). Type-only
 * imports: Stripe.js itself ships only in the lazily loaded card form.
 */
import type { PaymentIntentResult } from '@stripe/stripe-js';
import type { ConfirmOutcome } from './confirm-outcome';
import { PAYMENT_ERROR_FALLBACK } from './messages';

export function stripeOutcome(result: PaymentIntentResult): ConfirmOutcome {
  if (result.error) {
    const message = result.error.message ?? PAYMENT_ERROR_FALLBACK;
    // A card the issuer refused or fields the player must fix: 'Payment Failed' with Stripe's words.
    const declined = result.error.type === 'card_error' || result.error.type === 'validation_error';
    return declined ? { kind: 'declined', message } : { kind: 'error', message };
  }
  switch (result.paymentIntent.status) {
    case 'requires_capture':
    case 'succeeded':
      return { kind: 'confirmed' };
    case 'canceled':
      return { kind: 'canceled' };
    default:
      return { kind: 'error', message: PAYMENT_ERROR_FALLBACK };
  }
}
