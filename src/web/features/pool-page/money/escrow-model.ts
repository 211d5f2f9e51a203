/**
 * The escrow panel's figures (D8, D17) from the pool's `escrow` summary: what players put in,
 * what is still only held on their cards, what was charged, what went back, and once the pool is
 * settled where every cent went. Integer cents throughout; the labels are the panel's.
 */
import { formatMoney, type Cents } from '../../../../domain/money';
import { PERIODS, periodLabel, type Period } from '../../../../domain/periods';
import type { Pool, Square } from '../../../../domain/schemas';

export type EscrowLine = { key: string; label: string; hint?: string; cents: Cents };

export type EscrowFigures = {
  /** What is in escrow right now: collected less everything that has left it. */
  inEscrowCents: Cents;
  lines: EscrowLine[];
};

export function escrowFigures(escrow: Pool['escrow']): EscrowFigures {
  const left = escrow.refundedCents + escrow.houseFeeCents + escrow.nonprofitCents + escrow.prizesCents;
  return {
    inEscrowCents: Math.max(0, escrow.collectedCents - left),
    lines: [
      { key: 'collected', label: 'Collected', hint: 'Every entry paid or authorized', cents: escrow.collectedCents },
      { key: 'authorized', label: 'Held on cards', hint: 'Authorized, charged after the game', cents: escrow.authorizedCents },
      { key: 'captured', label: 'Charged', hint: 'Captured into escrow', cents: escrow.capturedCents },
      { key: 'refunded', label: 'Refunded', hint: 'Released holds and refunds', cents: escrow.refundedCents },
    ],
  };
}

/** Whether the pool's escrow has been paid out (house fee, nonprofit share or prizes posted). */
export function isSettled(escrow: Pool['escrow']): boolean {
  return escrow.houseFeeCents + escrow.nonprofitCents + escrow.prizesCents > 0;
}

export type PrizeClaimStatus = 'claimed' | 'unclaimed' | 'expired' | 'awaiting';

export const PRIZE_CLAIM_STATUS_TEXT: Record<PrizeClaimStatus, string> = {
  claimed: 'Claimed',
  unclaimed: 'Unclaimed',
  expired: 'Expired — moved to unclaimed prizes',
  awaiting: 'Not paid out yet',
};

export type PrizeStoryLine = {
  period: Period;
  /** 'reverse': the reversed square's share of the period (a pool with reverse winners). */
  role: 'forward' | 'reverse';
  /** "1st Quarter", "Halftime", "3rd Quarter", "Final Score", as the Winners card names them. */
  label: string;
  cents: Cents;
  /**
   * "You" for the viewer, else "Winner" (the board's squares carry owner ids, not names); "No winner"
   * for an unowned square.
   */
  winner: string;
  /** Null when the square was unowned: there is no prize to claim. */
  claim: PrizeClaimStatus | null;
};

export type MoneyStory = {
  collectedCents: Cents;
  houseFeeCents: Cents;
  nonprofitCents: Cents;
  prizes: PrizeStoryLine[];
  prizesCents: Cents;
  refundedCents: Cents;
  /** fee + nonprofit + prizes + refunds, with the prizes as listed period by period. */
  accountedCents: Cents;
  /**
   * fee + nonprofit + prizes + refunds = collected, to the cent, and the periods' prizes add up to what
   * the ledger paid out as prizes: every cent the players put in is on one of the lines.
   */
  balanced: boolean;
};

/**
 * Where every cent of a settled paid pool went: collected, the house fee, the nonprofit
 * share, each period's prize with its winner and claim state, and refunds; plus the check that they
 * add up.
 */
export function moneyStory(pool: Pick<Pool, 'escrow' | 'winners'>, viewerId: string | null): MoneyStory {
  const { escrow } = pool;
  // Every winner of a period: with reverse winners, the reversed square's share is a prize of its own.
  const prizes: PrizeStoryLine[] = PERIODS.flatMap((period) =>
    pool.winners
      .filter((x) => x.period === period)
      .map((w) => {
        const owned = w.userId !== null;
        const winner = !owned ? 'No winner' : w.userId === viewerId ? 'You' : 'Winner';
        return {
          period,
          role: w.role,
          label: w.role === 'reverse' ? `${periodLabel(period)} (reverse)` : periodLabel(period),
          cents: owned ? w.amountCents : 0,
          winner,
          claim: !owned || w.amountCents <= 0 ? null : (w.claimState ?? 'awaiting'),
        };
      }),
  );
  const listedPrizes = prizes.reduce((sum, p) => sum + p.cents, 0);
  const accountedCents = escrow.houseFeeCents + escrow.nonprofitCents + listedPrizes + escrow.refundedCents;
  return {
    collectedCents: escrow.collectedCents,
    houseFeeCents: escrow.houseFeeCents,
    nonprofitCents: escrow.nonprofitCents,
    prizes,
    prizesCents: listedPrizes,
    refundedCents: escrow.refundedCents,
    accountedCents,
    balanced: accountedCents === escrow.collectedCents && listedPrizes === escrow.prizesCents,
  };
}

export type RefundSummary = {
  state: 'pending' | 'refunded';
  /** "Refunded: $25.00 to 3 players" or "Refunds in progress: $10.00 of $25.00 refunded so far (3 players)". */
  text: string;
};

const players = (n: number) => `${n} ${n === 1 ? 'player' : 'players'}`;

/**
 * A cancelled paid pool's refunds (D5), from the escrow's refunded total and the pool's refund state;
 * `playerCount` is how many players owned squares (null when the board is not loaded). Null for a pool
 * that is not cancelled, has no refund state, or never collected anything.
 */
export function refundSummary(pool: Pick<Pool, 'status' | 'refundState' | 'escrow'>, playerCount: number | null): RefundSummary | null {
  if (pool.status !== 'cancelled') return null;
  const { refundedCents, collectedCents } = pool.escrow;
  const state = pool.refundState;
  if (state === null || collectedCents === 0) return null;
  const who = playerCount !== null && playerCount > 0 ? playerCount : null;
  if (state === 'refunded') {
    return { state, text: `Refunded: ${formatMoney(refundedCents)}${who === null ? '' : ` to ${players(who)}`}` };
  }
  return {
    state,
    text: `Refunds in progress: ${formatMoney(refundedCents)} of ${formatMoney(collectedCents)} refunded so far${who === null ? '' : ` (${players(who)})`}`,
  };
}

/** How many players owned squares on the board (each counted once). */
export function ownerCount(squares: readonly Pick<Square, 'userId'>[]): number {
  return new Set(squares.flatMap((s) => (s.userId === null ? [] : [s.userId]))).size;
}
