/**
 * The statement in words, the same on the Activity page and in the CSV statement: what each kind of
 * movement is, and where its money stands.
 */
import type { MovementKind, MovementStatus } from './statement-movements';

export const MOVEMENT_KIND_WORDS: Record<MovementKind, string> = {
  payment_authorized: 'Payment authorized',
  payment_captured: 'Payment captured',
  payment_voided: 'Card hold released',
  payment_refunded: 'Payment refunded',
  prize_won: 'Prize won',
  prize_paid: 'Prize paid',
  prize_expired: 'Prize expired unclaimed',
};

const STATUS_WORDS: Record<MovementStatus, string> = {
  held: 'Held on your card',
  captured: 'Charged',
  returned: 'Back on your card',
  refunded: 'Refunded',
  pending: 'In progress',
  unclaimed: 'Not claimed yet',
  queued: 'Queued for manual payout',
  paid: 'Paid',
  expired: 'Expired',
};

/** A status in words; 'pending' says what is under way (money going back to the card, or a prize being sent). */
export function movementStatusWords(kind: MovementKind, status: MovementStatus): string {
  if (status !== 'pending') return STATUS_WORDS[status];
  return kind === 'prize_won' ? 'Being sent to you' : 'On its way back to your card';
}
