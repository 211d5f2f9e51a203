/**
 * Where a claimed prize goes (docs/money.md "Prize claims"), said before the claim and after it. The
 * sandbox pays the winner at once, as a refund to a card would; Stripe without Connect accounts cannot
 * pay a winner by itself, so the claim waits in the manual payout queue until an admin sends it
 * (POST /api/admin/payouts/{id}/mark-paid).
 */
import type { ProviderName } from './checkout-states';
import { formatMoney } from './money';

export type PrizePayoutRoute = 'card' | 'manual';

export function prizePayoutRoute(provider: ProviderName): PrizePayoutRoute {
  return provider === 'stripe' ? 'manual' : 'card';
}

/** Before the click, under 'Claim prize'. */
export const PRIZE_DESTINATION_TEXT: Record<PrizePayoutRoute, string> = {
  card: 'Paid to the card you paid with',
  manual: 'Goes to the manual payout queue; an admin sends it',
};

/** After the claim, from what the server did with it: paid at once, or queued for an admin. */
export function prizeClaimedText(state: 'paid' | 'queued', amountCents: number): string {
  const amount = formatMoney(amountCents);
  return state === 'paid'
    ? `${amount} paid to the card you paid with. It shows in Activity.`
    : `${amount} is queued for manual payout: an admin sends it to you, and Activity shows when it is paid.`;
}
