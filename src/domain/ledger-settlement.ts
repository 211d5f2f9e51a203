/**
 * Ledger transactions for a settled pool (issue 13; DESIGN D1, D2, D8, D17). Ids come from causes, so
 * settling twice writes nothing new and a correction is a new revision with reversing entries, never
 * an edit:
 *   pool:<id>:settle:fee            escrow -> house_fees            floor(pot x fee_bps / 10000) (D2)
 *   pool:<id>:settle:nonprofit      escrow -> nonprofit:<id>        5% of the prize pool (D1)
 *   pool:<id>:settle:<P>:r<rev>     escrow -> prizes_payable:<id>   the period's prize, for its winner at that revision
 *                                   (<P>-reverse: the reverse winner's half, in a pool with reverse winners, issue 20)
 *   pool:<id>:reverse:<P>:r<rev>    prizes_payable:<id> -> escrow   a revision superseded by a correction
 *   payout:<id>:r<rev>:claim        prizes_payable:<pool> -> prizes_paid        the winner claimed it
 *   payout:<id>:r<rev>:expire       prizes_payable:<pool> -> unclaimed_prizes   30 days passed unclaimed
 *   payout:<id>:r<rev>:paid         unclaimed_prizes -> prizes_paid             an admin paid it anyway
 */
import type { LedgerEntry, LedgerTransaction } from './ledger';
import { HOUSE_FEES, PRIZES_PAID, UNCLAIMED_PRIZES, nonprofitAccount, poolEscrowAccount, prizesPayableAccount } from './ledger-accounts';
import type { Cents } from './money';
import type { Period } from './periods';

function move(from: string, to: string, amountCents: Cents): LedgerEntry[] {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new RangeError(`A ledger move needs a positive whole number of cents, got ${String(amountCents)}`);
  return [
    { side: 'debit', account: from, amountCents },
    { side: 'credit', account: to, amountCents },
  ];
}

const posted = (id: string, entries: LedgerEntry[]): LedgerTransaction => ({ id, phase: 'posted', entries });

/** The house fee of a settled pool; null when it is zero (nothing to write). */
export function houseFeeTx(poolId: number, amountCents: Cents): LedgerTransaction | null {
  return amountCents > 0 ? posted(`pool:${poolId}:settle:fee`, move(poolEscrowAccount(poolId), HOUSE_FEES, amountCents)) : null;
}

export function nonprofitTx(poolId: number, amountCents: Cents): LedgerTransaction | null {
  return amountCents > 0 ? posted(`pool:${poolId}:settle:nonprofit`, move(poolEscrowAccount(poolId), nonprofitAccount(poolId), amountCents)) : null;
}

/** Which of a period's winners a prize is for: the forward square (the only one under the standard rules) or the reverse one. */
export type PrizeRole = 'forward' | 'reverse';

export type PeriodPrize = { poolId: number; period: Period; role?: PrizeRole; revision: number; amountCents: Cents };

/** A period's prize slot in ledger ids: the period, or `<period>-reverse` for the reverse winner's share. */
export function prizeSlot(period: Period, role: PrizeRole = 'forward'): string {
  return role === 'reverse' ? `${period}-reverse` : period;
}

export function periodPrizeTxId(prize: Omit<PeriodPrize, 'amountCents'>): string {
  return `pool:${prize.poolId}:settle:${prizeSlot(prize.period, prize.role)}:r${prize.revision}`;
}

export function periodPrizeTx(prize: PeriodPrize): LedgerTransaction | null {
  if (prize.amountCents <= 0) return null;
  return posted(periodPrizeTxId(prize), move(poolEscrowAccount(prize.poolId), prizesPayableAccount(prize.poolId), prize.amountCents));
}

/** Undoes one revision of a period's prize (a score correction changed who won it). */
export function periodPrizeReversalTx(prize: PeriodPrize): LedgerTransaction | null {
  if (prize.amountCents <= 0) return null;
  return posted(
    `pool:${prize.poolId}:reverse:${prizeSlot(prize.period, prize.role)}:r${prize.revision}`,
    move(prizesPayableAccount(prize.poolId), poolEscrowAccount(prize.poolId), prize.amountCents),
  );
}

export type PrizeRef = { payoutId: number; revision: number; poolId: number; amountCents: Cents };

export function prizeClaimTx(prize: PrizeRef): LedgerTransaction {
  return posted(`payout:${prize.payoutId}:r${prize.revision}:claim`, move(prizesPayableAccount(prize.poolId), PRIZES_PAID, prize.amountCents));
}

export function prizeExpiryTx(prize: PrizeRef): LedgerTransaction {
  return posted(`payout:${prize.payoutId}:r${prize.revision}:expire`, move(prizesPayableAccount(prize.poolId), UNCLAIMED_PRIZES, prize.amountCents));
}

export function unclaimedPrizePaidTx(prize: PrizeRef): LedgerTransaction {
  return posted(`payout:${prize.payoutId}:r${prize.revision}:paid`, move(UNCLAIMED_PRIZES, PRIZES_PAID, prize.amountCents));
}

/** Prizes may be claimed for 30 days after their period is settled (spec section 9). */
export const PRIZE_CLAIM_DAYS = 30;
export function claimDeadline(settledAt: Date): Date {
  return new Date(settledAt.getTime() + PRIZE_CLAIM_DAYS * 24 * 3600_000);
}
