import { describe, expect, it } from 'vitest';
import { applyTransaction, balances, replayLedger, type Ledger, type LedgerTransaction } from './ledger';
import { HOUSE_FEES, PRIZES_PAID, UNCLAIMED_PRIZES } from './ledger-accounts';
import { poolEscrow } from './ledger-escrow';
import { capturedPaymentTx, refundTx } from './ledger-payments';
import {
  claimDeadline,
  houseFeeTx,
  nonprofitTx,
  periodPrizeReversalTx,
  periodPrizeTx,
  periodPrizeTxId,
  poolSettlement,
  prizeClaimTx,
  prizeExpiryTx,
  unclaimedPrizePaidTx,
} from './ledger-settlement';

const POOL = 7;
const paid = (n: number) => capturedPaymentTx({ paymentIntentId: `pi_${n}`, poolId: POOL, amountCents: 1000 });

function ledgerOf(transactions: (LedgerTransaction | null)[]): Ledger {
  const result = replayLedger(transactions.filter((t): t is LedgerTransaction => t !== null));
  if (!result.ok) throw new Error(result.message);
  return result.ledger;
}

describe('settlement transactions', () => {
  const collected = [paid(1), paid(2), paid(3)]; // 30.00
  const settled = [
    ...collected,
    houseFeeTx(POOL, 300),
    nonprofitTx(POOL, 135),
    periodPrizeTx({ poolId: POOL, period: 'Q1', revision: 1, amountCents: 641 }),
    periodPrizeTx({ poolId: POOL, period: 'Q2', revision: 1, amountCents: 641 }),
    periodPrizeTx({ poolId: POOL, period: 'Q3', revision: 1, amountCents: 641 }),
    periodPrizeTx({ poolId: POOL, period: 'FINAL', revision: 1, amountCents: 642 }),
  ];

  it('moves the whole escrow into fee, nonprofit and prizes, to the cent', () => {
    const ledger = ledgerOf(settled);
    expect(poolEscrow(ledger, POOL)).toMatchObject({ collectedCents: 3000, houseFeeCents: 300, nonprofitCents: 135, prizesCents: 2565 });
    expect(balances(ledger).get(`pool_escrow:${POOL}`)?.postedCents).toBe(0);
    // Settling again is a no-op: the ids come from the causes.
    expect(applyTransaction(ledger, houseFeeTx(POOL, 300)!)).toMatchObject({ ok: true, outcome: 'duplicate' });
  });

  it('a correction reverses the old revision and posts the new one; the totals do not move', () => {
    const reversal = periodPrizeReversalTx({ poolId: POOL, period: 'Q2', revision: 1, amountCents: 641 });
    const again = periodPrizeTx({ poolId: POOL, period: 'Q2', revision: 2, amountCents: 641 });
    const ledger = ledgerOf([...settled, reversal, again]);
    expect(poolEscrow(ledger, POOL)).toMatchObject({ prizesCents: 2565, houseFeeCents: 300 });
    expect(balances(ledger).get(`prizes_payable:${POOL}`)?.postedCents).toBe(2565);
  });

  it("a reverse winner's share is a prize of its own: its own id, reversed on its own", () => {
    const forward = periodPrizeTx({ poolId: POOL, period: 'Q3', revision: 1, amountCents: 321 })!;
    const reverse = periodPrizeTx({ poolId: POOL, period: 'Q3', role: 'reverse', revision: 1, amountCents: 320 })!;
    expect([forward.id, reverse.id]).toEqual([`pool:${POOL}:settle:Q3:r1`, `pool:${POOL}:settle:Q3-reverse:r1`]);
    expect(periodPrizeTxId({ poolId: POOL, period: 'Q3', role: 'reverse', revision: 2 })).toBe(`pool:${POOL}:settle:Q3-reverse:r2`);
    expect(periodPrizeReversalTx({ poolId: POOL, period: 'Q3', role: 'reverse', revision: 1, amountCents: 320 })!.id).toBe(`pool:${POOL}:reverse:Q3-reverse:r1`);
    const ledger = ledgerOf([paid(1), forward, reverse]);
    expect(balances(ledger).get(`prizes_payable:${POOL}`)?.postedCents).toBe(641);
  });

  it('prizes are claimed once; an expired prize waits in unclaimed prizes until an admin pays it', () => {
    const prize = { payoutId: 11, revision: 1, poolId: POOL, amountCents: 641 };
    const claimed = ledgerOf([...settled, prizeClaimTx(prize)]);
    expect(balances(claimed).get(PRIZES_PAID)?.postedCents).toBe(641);
    const other = { payoutId: 12, revision: 1, poolId: POOL, amountCents: 642 };
    const expired = ledgerOf([...settled, prizeExpiryTx(other), unclaimedPrizePaidTx(other)]);
    expect(balances(expired).get(UNCLAIMED_PRIZES)?.postedCents).toBe(0);
    expect(balances(expired).get(PRIZES_PAID)?.postedCents).toBe(642);
  });

  it('refuses to pay out money that is not there (no holding account goes negative)', () => {
    const ledger = ledgerOf(collected);
    const tooMuch = { payoutId: 1, revision: 1, poolId: POOL, amountCents: 1 };
    expect(applyTransaction(ledger, prizeClaimTx(tooMuch))).toMatchObject({ ok: false, reason: 'insufficient_funds' });
    expect(applyTransaction(ledger, periodPrizeReversalTx({ poolId: POOL, period: 'Q1', revision: 1, amountCents: 5 })!)).toMatchObject({ ok: false, reason: 'insufficient_funds' });
    expect(applyTransaction(ledgerOf(settled), prizeExpiryTx({ payoutId: 9, revision: 1, poolId: POOL, amountCents: 2566 }))).toMatchObject({ ok: false, reason: 'insufficient_funds' });
    // The house fee account holds money too: it cannot be reversed beyond what it got.
    const fee = { id: 'x', phase: 'posted' as const, entries: [{ side: 'debit' as const, account: HOUSE_FEES, amountCents: 301 }, { side: 'credit' as const, account: `pool_escrow:${POOL}`, amountCents: 301 }] };
    expect(applyTransaction(ledgerOf(settled), fee)).toMatchObject({ ok: false, reason: 'insufficient_funds' });
  });

  it('a refunded payment cannot be reversed back into escrow', () => {
    const ledger = ledgerOf([paid(1), refundTx({ paymentIntentId: 'pi_1', poolId: POOL, amountCents: 1000 })]);
    const back = { id: 'y', phase: 'posted' as const, entries: [{ side: 'debit' as const, account: 'refunds', amountCents: 1000 }, { side: 'credit' as const, account: `pool_escrow:${POOL}`, amountCents: 1000 }] };
    expect(applyTransaction(ledger, back)).toMatchObject({ ok: false, reason: 'unsupported_shape' });
  });

  it('gives 30 days to claim', () => {
    expect(claimDeadline(new Date('2026-11-01T00:00:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});

describe('poolSettlement: what a completed pool is owed', () => {
  const collected = [paid(1), paid(2), paid(3)]; // 30.00
  const prize = (payoutId: number, period: 'Q1' | 'Q2' | 'Q3' | 'FINAL', amountCents: number, revision = 1) => ({
    payoutId,
    period,
    role: 'forward' as const,
    revision,
    amountCents,
    transactionId: periodPrizeTxId({ poolId: POOL, period, revision }),
  });
  const prizes = [prize(1, 'Q1', 641), prize(2, 'Q2', 641), prize(3, 'Q3', 641), prize(4, 'FINAL', 642)];
  const split = { houseFeeCents: 300, nonprofitCents: 135 };

  function append(ledger: Ledger, transactions: readonly LedgerTransaction[]): { ledger: Ledger; applied: string[] } {
    const applied: string[] = [];
    for (const transaction of transactions) {
      const result = applyTransaction(ledger, transaction);
      if (!result.ok) throw new Error(result.message);
      if (result.outcome === 'applied') applied.push(transaction.id);
      ledger = result.ledger;
    }
    return { ledger, applied };
  }

  it('is the fee, the nonprofit share and each prize, under the id each payouts row holds; a second time, nothing new', () => {
    const owed = poolSettlement({ poolId: POOL, split, prizes, ledger: ledgerOf(collected) });
    expect(owed.transactions.map((t) => t.id)).toEqual([`pool:${POOL}:settle:fee`, `pool:${POOL}:settle:nonprofit`, ...prizes.map((p) => p.transactionId)]);
    expect(owed.reversals).toEqual([]);
    expect([...owed.prizes.values()]).toEqual([1, 2, 3, 4]);
    const { ledger } = append(ledgerOf(collected), owed.transactions);
    expect(balances(ledger).get(`pool_escrow:${POOL}`)?.postedCents).toBe(0);
    expect(append(ledger, poolSettlement({ poolId: POOL, split, prizes, ledger }).transactions).applied).toEqual([]);
  });

  it('a zero fee, share or prize is nothing to write; a prize is paid under its stored id', () => {
    const stored = { ...prize(1, 'Q1', 500), transactionId: 'stored-elsewhere' };
    const owed = poolSettlement({ poolId: POOL, split: { houseFeeCents: 0, nonprofitCents: 0 }, prizes: [stored, prize(2, 'Q2', 0)], ledger: ledgerOf(collected) });
    expect(owed.transactions.map((t) => t.id)).toEqual(['stored-elsewhere']);
    expect(owed.prizes).toEqual(new Map([['stored-elsewhere', 1]]));
  });

  it('a corrected prize: the revision paid out is reversed first, once, then the new one is paid', () => {
    const first = append(ledgerOf(collected), poolSettlement({ poolId: POOL, split, prizes, ledger: ledgerOf(collected) }).transactions).ledger;
    const corrected = prizes.map((p) => (p.period === 'Q2' ? prize(2, 'Q2', 641, 3) : p));
    const owed = poolSettlement({ poolId: POOL, split, prizes: corrected, ledger: first });
    // Revision 2 was never paid out (two corrections before the tick): only revision 1 comes back.
    expect(owed.reversals).toEqual([{ transactionId: `pool:${POOL}:reverse:Q2:r1`, payoutId: 2, period: 'Q2', revision: 1 }]);
    const { ledger, applied } = append(first, owed.transactions);
    expect(applied).toEqual([`pool:${POOL}:reverse:Q2:r1`, `pool:${POOL}:settle:Q2:r3`]);
    expect(poolEscrow(ledger, POOL)).toMatchObject({ houseFeeCents: 300, nonprofitCents: 135, prizesCents: 2565 });
    expect(poolSettlement({ poolId: POOL, split, prizes: corrected, ledger }).reversals).toEqual([]);
  });
});
