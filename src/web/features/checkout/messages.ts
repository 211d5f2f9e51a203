/** Checkout's texts: the spec's (sections 7-8) verbatim, and the page's own explanations. */
import { formatMoney } from '../../../domain/money';

export const PAYMENT_FAILED = 'Payment Failed';
export const PAYMENT_ERROR_TITLE = 'Error';
export const PAYMENT_ERROR_FALLBACK = 'An error occurred during payment';
export const PURCHASE_RECORD_FAILED = 'Failed to complete square purchase';
export const PAYMENT_SECURED = 'Payment Secured';
export const PURCHASE_COMPLETE = 'Purchase Complete';

export const HOLD_EXPIRED_TITLE = 'Your hold expired';
export const HOLD_EXPIRED_MESSAGE = 'Your hold expired; the squares were released. Nothing was charged.';
export const REJECTED_TITLE = 'These squares are no longer available';
export const REJECTED_FALLBACK =
  'Another player got these squares first. Your payment was cancelled or refunded: nothing was charged.';

export function paymentSecuredDescription(amountCents: number, count: number): string {
  return `${formatMoney(amountCents)} is authorized on your card for ${squaresWord(count)}. The funds are held until the game completes.`;
}

export function purchaseCompleteDescription(amountCents: number, count: number): string {
  return `You paid ${formatMoney(amountCents)} for ${squaresWord(count)}. The money is held in escrow until the game completes.`;
}

export function squaresWord(count: number): string {
  return `${count} ${count === 1 ? 'square' : 'squares'}`;
}

/** What the player is told before paying, by the capture method the server chose (DESIGN D7). */
export const CAPTURE_EXPLANATIONS = {
  manual: {
    title: 'Your card is authorized now and charged after the game',
    text: `The amount is held on your card for this pool until the game completes; you will see '${PAYMENT_SECURED}'. If the pool is cancelled, the hold is released and nothing is charged.`,
  },
  automatic: {
    title: 'Your card is charged now',
    text: `The money is held in escrow until the game completes, then paid out as prizes; you will see '${PURCHASE_COMPLETE}'. If the pool is cancelled, it is refunded.`,
  },
} as const;

export function payButtonLabel(amountCents: number): string {
  return `Pay ${formatMoney(amountCents)}`;
}
