/**
 * The player's statement (docs/money.md "The player's statement"): each ledger transaction that moved the
 * player's money, read from the player's side. Nothing here is stored: the server selects the ledger lines
 * (a payment's steps by its intent, a prize's by the ids its payout and claim records give) and this file
 * says what each one is, what it did to the player's money, and where that money stands now.
 *
 * Signs, from the player's side (money the player put in is negative). A two-phase step that only
 * changes the state of money already counted carries 0, so a period's lines always add up to its net:
 *   payment_authorized  -amount   the card hold (the money is committed to the pool's escrow)
 *   payment_captured    -amount   charged at once (kickoff beyond the hold window)
 *                        0        a hold captured: the authorization above already counted it
 *   payment_voided      +amount   a hold released back to the card
 *   payment_refunded    +amount   a charge sent back to the card
 *   prize_won           +amount   a period's prize, owed to the player from settlement on
 *   prize_paid           0        a claimed prize sent: the prize_won line already counted it
 *                       +amount   an expired prize an admin paid all the same (after its prize_expired)
 *   prize_expired       -amount   30 days passed unclaimed: the prize went to unclaimed prizes
 */
import type { PaymentStep } from './ledger';
import { periodPrizeTxId, prizeOutcomeTxId, type PrizeOutcomeStep, type PrizeRole } from './ledger-settlement';
import type { Period } from './periods';

export const MOVEMENT_KINDS = [
  'payment_authorized',
  'payment_captured',
  'payment_voided',
  'payment_refunded',
  'prize_won',
  'prize_paid',
  'prize_expired',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/**
 * Where a line's money stands now: held (on the card), captured (charged), returned (back on the card),
 * refunded (a charge later refunded), pending (a return or a prize transfer the provider still owes),
 * unclaimed (a prize to claim), queued (waiting for an admin's manual payout), paid, expired.
 */
export const MOVEMENT_STATUSES = ['held', 'captured', 'returned', 'refunded', 'pending', 'unclaimed', 'queued', 'paid', 'expired'] as const;
export type MovementStatus = (typeof MOVEMENT_STATUSES)[number];

/** A prize claim's record (prize_claims.state). */
export type PrizeClaimState = 'paid' | 'manual_pending' | 'expired' | 'expired_paid';

/** What a prize ledger line is: the prize paid out of escrow to the winner (won), or what became of it after. */
export type PrizeEvent = 'won' | PrizeOutcomeStep;

export type PaymentLine = {
  source: 'payment';
  step: PaymentStep;
  /** Every step of the same payment the ledger holds (this one included): what became of the money since. */
  paymentSteps: readonly PaymentStep[];
  /** The provider still owes this payment's cancel or refund (payments.provider_action not done). */
  returnOwed: boolean;
};

export type PrizeLine = {
  source: 'prize';
  event: PrizeEvent;
  /** The claim record of this prize revision, if any. */
  claimState: PrizeClaimState | null;
  /** A claim waiting for a transfer is an admin's to pay by hand (the provider cannot pay winners automatically). */
  manualPayout: boolean;
};

/** One ledger transaction of the player's, as the server selects it. `ledgerAmountCents` is what it moved (positive). */
export type LedgerLine = {
  id: string;
  at: Date;
  poolId: number;
  poolName: string;
  game: string;
  ledgerAmountCents: number;
  facts: PaymentLine | PrizeLine;
};

export type Movement = {
  id: string;
  at: Date;
  kind: MovementKind;
  poolId: number;
  poolName: string;
  game: string;
  amountCents: number;
  status: MovementStatus;
};

const PAYMENT_KIND: Record<PaymentStep, MovementKind> = {
  authorize: 'payment_authorized',
  capture: 'payment_captured',
  captured: 'payment_captured',
  cancel: 'payment_voided',
  refund: 'payment_refunded',
};

const PRIZE_KIND: Record<PrizeEvent, MovementKind> = { won: 'prize_won', claim: 'prize_paid', paid: 'prize_paid', expire: 'prize_expired' };

/** -1: money the player put in; +1: money back or won; 0: a change of state of money already counted. */
const PAYMENT_SIGN: Record<PaymentStep, -1 | 0 | 1> = { authorize: -1, captured: -1, capture: 0, cancel: 1, refund: 1 };
const PRIZE_SIGN: Record<PrizeEvent, -1 | 0 | 1> = { won: 1, claim: 0, paid: 1, expire: -1 };

function paymentStatus(line: PaymentLine): MovementStatus {
  const later = new Set(line.paymentSteps);
  switch (line.step) {
    case 'cancel':
    case 'refund':
      return line.returnOwed ? 'pending' : 'returned';
    case 'authorize':
      if (later.has('cancel')) return 'returned';
      if (later.has('refund')) return 'refunded';
      return later.has('capture') ? 'captured' : 'held';
    default:
      return later.has('refund') ? 'refunded' : 'captured';
  }
}

function prizeStatus(line: PrizeLine): MovementStatus {
  if (line.event === 'claim' || line.event === 'paid') return 'paid';
  if (line.event === 'expire') return 'expired';
  switch (line.claimState) {
    case null:
      return 'unclaimed';
    case 'manual_pending':
      return line.manualPayout ? 'queued' : 'pending';
    case 'expired':
      return 'expired';
    default:
      return 'paid';
  }
}

/** A ledger line as the player's statement shows it. */
export function movementOf(line: LedgerLine): Movement {
  const { facts } = line;
  const kind = facts.source === 'payment' ? PAYMENT_KIND[facts.step] : PRIZE_KIND[facts.event];
  const sign = facts.source === 'payment' ? PAYMENT_SIGN[facts.step] : PRIZE_SIGN[facts.event];
  const status = facts.source === 'payment' ? paymentStatus(facts) : prizeStatus(facts);
  return { id: line.id, at: line.at, kind, poolId: line.poolId, poolName: line.poolName, game: line.game, amountCents: sign * line.ledgerAmountCents, status };
}

/** A payout row's current revision, or a claim record of any revision of it (a claimed revision is never reversed). */
export type PlayerPrize = { payoutId: number; poolId: number; period: Period; role: PrizeRole; revision: number; claimState: PrizeClaimState | null };

export type PrizeLedgerRef = { payoutId: number; revision: number; event: PrizeEvent; claimState: PrizeClaimState | null };

/**
 * The ledger ids a player's prizes can have, with what each is: the prize paid out to them (settlement's
 * id for that revision; `transactionId` when the payouts row stored one) and its claim, expiry and late
 * payment. Which of them exist is the ledger's to say.
 */
export function prizeLedgerIds(prizes: readonly (PlayerPrize & { transactionId?: string })[]): Map<string, PrizeLedgerRef> {
  const ids = new Map<string, PrizeLedgerRef>();
  for (const prize of prizes) {
    const ref = { payoutId: prize.payoutId, revision: prize.revision, claimState: prize.claimState };
    ids.set(prize.transactionId ?? periodPrizeTxId(prize), { ...ref, event: 'won' });
    for (const step of ['claim', 'expire', 'paid'] as const) ids.set(prizeOutcomeTxId(prize, step), { ...ref, event: step });
  }
  return ids;
}
