/**
 * A pool's escrow summary (the pool answer's `escrow` object), read from the ledger. Definitions:
 * - collectedCents: every cent players committed: authorizations plus direct captures, each counted
 *   once when it arrives. Never decreases (a capture moves money already counted; a cancel or refund
 *   is counted in refundedCents instead).
 * - authorizedCents: authorizations still pending (held, neither captured nor cancelled).
 * - capturedCents: every cent ever captured into escrow (posted authorizations and direct captures);
 *   a later refund does not lower it.
 * - refundedCents: cancelled authorizations plus posted refunds out of escrow.
 * - houseFeeCents, nonprofitCents, prizesCents: posted out of escrow at settlement (0 before).
 * Exact identities (property-tested):
 *   collected = authorized + captured + (cancelled authorizations)
 *   escrow posted + escrow pending = collected - refunded - houseFee - nonprofit - prizes
 * so once a pool is settled and its escrow is empty, fee + nonprofit + prizes + refunded = collected.
 */
import { classify, type Ledger } from './ledger';
import { HOUSE_FEES, REFUNDS, nonprofitAccount, prizesPayableAccount } from './ledger-accounts';
import type { Cents } from './money';

export type PoolEscrow = {
  collectedCents: Cents;
  authorizedCents: Cents;
  capturedCents: Cents;
  refundedCents: Cents;
  houseFeeCents: Cents;
  nonprofitCents: Cents;
  prizesCents: Cents;
};

export function poolEscrow(ledger: Ledger, poolId: number): PoolEscrow {
  const out: PoolEscrow = {
    collectedCents: 0,
    authorizedCents: 0,
    capturedCents: 0,
    refundedCents: 0,
    houseFeeCents: 0,
    nonprofitCents: 0,
    prizesCents: 0,
  };
  const bucketOf = new Map<string, keyof PoolEscrow>([
    [REFUNDS, 'refundedCents'],
    [HOUSE_FEES, 'houseFeeCents'],
    [nonprofitAccount(poolId), 'nonprofitCents'],
    [prizesPayableAccount(poolId), 'prizesCents'],
  ]);
  for (const tx of ledger.transactions) {
    const shape = classify(tx.entries);
    if (!shape || shape.kind === 'no_escrow' || shape.poolId !== poolId) continue;
    const amount = shape.amountCents;
    if (shape.kind === 'payment_in') {
      if (tx.phase === 'pending') {
        out.collectedCents += amount;
        if (ledger.pendingStatus.get(tx.id) === 'pending') out.authorizedCents += amount;
      }
      if (tx.phase === 'posted') {
        out.collectedCents += amount;
        out.capturedCents += amount;
      }
      if (tx.phase === 'post_pending') out.capturedCents += amount;
      if (tx.phase === 'void_pending') out.refundedCents += amount;
    } else if (tx.phase === 'posted') {
      // A pay-out credits its buckets; a reversal (score correction) debits them back into escrow.
      for (const e of tx.entries) {
        const bucket = bucketOf.get(e.account);
        if (!bucket) continue;
        if (shape.kind === 'pay_out' && e.side === 'credit') out[bucket] += e.amountCents;
        if (shape.kind === 'reversal' && e.side === 'debit') out[bucket] -= e.amountCents;
      }
    }
  }
  return out;
}
