/**
 * A winner's prize claim as pure functions: what the signed-in winner of a period sees for
 * it (a 'Claim prize' button with the deadline, 'Claimed', or 'Expired'), how the deadline reads, and
 * the toast of a claim. Winners claim within 30 days of settlement (spec section 9).
 */
import { formatMoney } from '../../../domain/money';
import { prizeClaimedText } from '../../../domain/prize-payout';
import type { PrizeClaimResponse, Winner } from '../../../domain/schemas';
import { dateTimeFormat } from '../../lib/date-format';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Under this much time left, the deadline is said prominently. */
export const URGENT_CLAIM_MS = 3 * DAY_MS;

export const CLAIM_BUTTON_TEXT = 'Claim prize';
export const CLAIMED_TEXT = 'Claimed';
export const EXPIRED_TEXT = 'Expired — not claimed within 30 days';
export const CLAIM_ERROR_TITLE = 'Error';

export type PrizeClaimView =
  /** The viewer won this prize, it is paid out of escrow, and the 30 days are still running. */
  | { kind: 'claimable'; amountCents: number; deadline: Date }
  | { kind: 'claimed'; amountCents: number }
  | { kind: 'expired'; amountCents: number };

/**
 * What the viewer sees for one settled period, or null when there is nothing of theirs to claim
 * (another player's square, an unowned one, a free pool, escrow not paid out yet). An unclaimed prize
 * whose deadline has passed reads as expired, even before the server's ticker moves it.
 */
export function prizeClaimView(
  winner: Pick<Winner, 'userId' | 'amountCents' | 'claimState' | 'claimDeadline'>,
  viewerId: string | null,
  now: number,
): PrizeClaimView | null {
  if (viewerId === null || winner.userId !== viewerId || winner.amountCents <= 0 || winner.claimState === null) return null;
  const { amountCents } = winner;
  if (winner.claimState === 'claimed') return { kind: 'claimed', amountCents };
  if (winner.claimState === 'expired') return { kind: 'expired', amountCents };
  const deadline = winner.claimDeadline === null ? null : new Date(winner.claimDeadline);
  if (deadline === null || Number.isNaN(deadline.getTime())) return null;
  if (now >= deadline.getTime()) return { kind: 'expired', amountCents };
  return { kind: 'claimable', amountCents, deadline };
}

/** "Claim by Dec 21, 2026": the date only, in the viewer's locale and time zone (both injectable for tests). */
export function claimByText(deadline: Date, options: { locale?: string; timeZone?: string } = {}): string {
  const date = dateTimeFormat(options.locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: options.timeZone }).format(deadline);
  return `Claim by ${date}`;
}

/**
 * When less than 3 days remain: "Less than 3 days left to claim", "Less than 5 hours left to claim",
 * "Less than an hour left to claim". Null when there is more time (or none at all).
 */
export function claimUrgencyText(deadline: Date, now: number): string | null {
  const left = deadline.getTime() - now;
  if (!(left > 0) || left >= URGENT_CLAIM_MS) return null;
  if (left >= DAY_MS) return `Less than ${Math.floor(left / DAY_MS) + 1} days left to claim`;
  if (left >= HOUR_MS) {
    const hours = Math.floor(left / HOUR_MS) + 1;
    return hours >= 24 ? 'Less than a day left to claim' : `Less than ${hours} hours left to claim`;
  }
  return 'Less than an hour left to claim';
}

/**
 * The toast of a claim the server accepted, saying what actually happened: paid to the card at once, or
 * queued for an admin's manual payout (domain/prize-payout.ts).
 */
export function claimToast(claim: Pick<PrizeClaimResponse, 'state' | 'amountCents'>): { title: string; description: string; variant: 'success' } {
  const outcome = claim.state === 'manual_pending' ? 'queued' : 'paid';
  return { title: `Prize claimed: ${formatMoney(claim.amountCents)}`, description: prizeClaimedText(outcome, claim.amountCents), variant: 'success' };
}

/** What a screen reader hears when the claim goes through (the aria-live status). */
export function claimAnnouncement(claim: Pick<PrizeClaimResponse, 'state' | 'amountCents'>): string {
  const { title, description } = claimToast(claim);
  return `${title}. ${description}`;
}
