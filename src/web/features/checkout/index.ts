/**
 * Checkout for paid pools (spec section 2): the escrow payment, the card form (sandbox or
 * Stripe), the hold's countdown, and the purchase record.
 */
export { CheckoutPage } from './checkout-page';
export { parseRedirectReturn, type RedirectReturn } from './use-checkout';
