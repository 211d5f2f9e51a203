/**
 * Ledger transactions for a settled pool (DESIGN D1, D2, D8, D17). Ids come from causes, so
 * settling twice writes nothing new and a correction is a new revision with reversing entries, never
 * an edit:
 *   pool:<id>:settle:fee            escrow -> house_fees            floor(pot x fee_bps / 10000) (D2)
 *   pool:<id>:settle:nonprofit      escrow -> nonprofit:<id>        5% of the prize pool (D1)
 *   pool:<id>:settle:<P>:r<rev>     escrow -> prizes_payable:<id>   the period's prize, for its winner at that revision
 *                                   (<P>-reverse: the reverse winner's half, in a pool with reverse winners)
 *   pool:<id>:reverse:<P>:r<rev>    prizes_payable:<id> -> escrow   a revision superseded by a correction
 *   payout:<id>:r<rev>:claim        prizes_payable:<pool> -> prizes_paid        the winner claimed it
 *   payout:<id>:r<rev>:expire       prizes_payable:<pool> -> unclaimed_prizes   30 days passed unclaimed
 *   payout:<id>:r<rev>:paid         unclaimed_prizes -> prizes_paid             an admin paid it anyway
 */
import type { Ledger, LedgerEntry, LedgerTransaction } from './ledger';
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

/** What the id of every settlement transaction of a pool starts with: a pool with one was paid out. */
export function settlementTxIdPrefix(poolId: number): string {
  return `pool:${poolId}:settle:`;
}

/** The house fee of a settled pool; null when it is zero (nothing to write). */
export function houseFeeTx(poolId: number, amountCents: Cents): LedgerTransaction | null {
  return amountCents > 0 ? posted(`${settlementTxIdPrefix(poolId)}fee`, move(poolEscrowAccount(poolId), HOUSE_FEES, amountCents)) : null;
}

export function nonprofitTx(poolId: number, amountCents: Cents): LedgerTransaction | null {
  return amountCents > 0 ? posted(`${settlementTxIdPrefix(poolId)}nonprofit`, move(poolEscrowAccount(poolId), nonprofitAccount(poolId), amountCents)) : null;
}

/** Which of a period's winners a prize is for: the forward square (the only one under the standard rules) or the reverse one. */
export type PrizeRole = 'forward' | 'reverse';

export type PeriodPrize = { poolId: number; period: Period; role?: PrizeRole; revision: number; amountCents: Cents };

/** A period's prize slot in ledger ids: the period, or `<period>-reverse` for the reverse winner's share. */
export function prizeSlot(period: Period, role: PrizeRole = 'forward'): string {
  return role === 'reverse' ? `${period}-reverse` : period;
}

export function periodPrizeTxId(prize: Omit<PeriodPrize, 'amountCents'>): string {
  return `${settlementTxIdPrefix(prize.poolId)}${prizeSlot(prize.period, prize.role)}:r${prize.revision}`;
}

/** A period's prize paid out; `id` is the one its payouts row was settled with (periodPrizeTxId's, then). */
export function periodPrizeTx(prize: PeriodPrize, id: string = periodPrizeTxId(prize)): LedgerTransaction | null {
  if (prize.amountCents <= 0) return null;
  return posted(id, move(poolEscrowAccount(prize.poolId), prizesPayableAccount(prize.poolId), prize.amountCents));
}

/** Undoes one revision of a period's prize (a score correction changed who won it). */
export function periodPrizeReversalTx(prize: PeriodPrize): LedgerTransaction | null {
  if (prize.amountCents <= 0) return null;
  return posted(
    `pool:${prize.poolId}:reverse:${prizeSlot(prize.period, prize.role)}:r${prize.revision}`,
    move(prizesPayableAccount(prize.poolId), poolEscrowAccount(prize.poolId), prize.amountCents),
  );
}

/** A period's prize as its payouts row holds it: the current revision and the ledger id it is paid out under. */
export type SettledPrize = { payoutId: number; period: Period; role: PrizeRole; revision: number; amountCents: Cents; transactionId: string };

export type PoolSettlement = {
  /**
   * Every transaction the pool's settlement is made of, in order: the house fee, the nonprofit share,
   * then per prize the reversals of its superseded revisions and its current revision. The ledger
   * takes one it already holds as a no-op, so appending them all writes exactly what is missing.
   */
  transactions: LedgerTransaction[];
  /** The reversals among them, each with the prize revision it takes back (a claimed or expired one cannot be, D8). */
  reversals: { transactionId: string; payoutId: number; period: Period; revision: number }[];
  /** The current prizes among them: ledger id -> payout id. */
  prizes: Map<string, number>;
};

/**
 * What a completed pool's escrow pays (D1, D2, D8): the fee and nonprofit share of its split, each
 * prize's current revision, and the reversal of every earlier revision paid out and not yet reversed.
 * The one place that decides what a pool is owed: the paying use case writes it, nothing re-derives it.
 */
export function poolSettlement(input: {
  poolId: number;
  split: { houseFeeCents: Cents; nonprofitCents: Cents };
  prizes: readonly SettledPrize[];
  ledger: Pick<Ledger, 'byId'>;
}): PoolSettlement {
  const { poolId, ledger } = input;
  const settlement: PoolSettlement = { transactions: [], reversals: [], prizes: new Map() };
  const add = (transaction: LedgerTransaction | null) => transaction && settlement.transactions.push(transaction);
  add(houseFeeTx(poolId, input.split.houseFeeCents));
  add(nonprofitTx(poolId, input.split.nonprofitCents));
  for (const prize of input.prizes) {
    const { period, role } = prize;
    for (let revision = 1; revision < prize.revision; revision++) {
      const earlier = ledger.byId.get(periodPrizeTxId({ poolId, period, role, revision }));
      const amountCents = earlier?.entries.find((e) => e.side === 'credit')?.amountCents ?? 0;
      const reversal = periodPrizeReversalTx({ poolId, period, role, revision, amountCents });
      if (!earlier || !reversal || ledger.byId.has(reversal.id)) continue;
      settlement.reversals.push({ transactionId: reversal.id, payoutId: prize.payoutId, period, revision });
      add(reversal);
    }
    const current = periodPrizeTx({ poolId, period, role, revision: prize.revision, amountCents: prize.amountCents }, prize.transactionId);
    if (current) settlement.prizes.set(current.id, prize.payoutId);
    add(current);
  }
  return settlement;
}

export type PrizeRef = { payoutId: number; revision: number; poolId: number; amountCents: Cents };

/** What happens to a won prize after settlement: claimed (paid to the winner), expired unclaimed, or paid by an admin after expiring. */
export type PrizeOutcomeStep = 'claim' | 'expire' | 'paid';

/** The ledger id of a prize revision's claim, expiry or late payment (`payout:<id>:r<rev>:<step>`). */
export function prizeOutcomeTxId(prize: Pick<PrizeRef, 'payoutId' | 'revision'>, step: PrizeOutcomeStep): string {
  return `payout:${prize.payoutId}:r${prize.revision}:${step}`;
}

export function prizeClaimTx(prize: PrizeRef): LedgerTransaction {
  return posted(prizeOutcomeTxId(prize, 'claim'), move(prizesPayableAccount(prize.poolId), PRIZES_PAID, prize.amountCents));
}

export function prizeExpiryTx(prize: PrizeRef): LedgerTransaction {
  return posted(prizeOutcomeTxId(prize, 'expire'), move(prizesPayableAccount(prize.poolId), UNCLAIMED_PRIZES, prize.amountCents));
}

export function unclaimedPrizePaidTx(prize: PrizeRef): LedgerTransaction {
  return posted(prizeOutcomeTxId(prize, 'paid'), move(UNCLAIMED_PRIZES, PRIZES_PAID, prize.amountCents));
}

/** Prizes may be claimed for 30 days after their period is settled (spec section 9). */
export const PRIZE_CLAIM_DAYS = 30;
export function claimDeadline(settledAt: Date): Date {
  return new Date(settledAt.getTime() + PRIZE_CLAIM_DAYS * 24 * 3600_000);
}
