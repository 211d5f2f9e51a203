import { and, asc, eq, inArray } from 'drizzle-orm';
import { PERIODS, type Period } from '../../../domain/payouts';
import { poolSettlement } from '../../../domain/ledger-settlement';
import { conflict } from '../../../domain/errors';
import { eachPoolApart, type PoolAttempt } from '../../core/herd';
import type { UseCase } from '../../core/use-case';
import type { Tx } from '../../db/client';
import { payments, payouts, pools, prizeClaims, squares, type PoolRow } from '../../db/schema';
import { appendLedgerTransaction, loadPoolLedger } from '../ledger';
import { splitOfPool, type SplitRule } from './pool-split';
import { queuePeriodWonMail } from './prize-mail';

export type PayOutOutcome = { poolId: number; written: number };

/**
 * Pays a completed paid pool out of escrow (D1, D2, D8): the house fee, the nonprofit share,
 * and each period's prize into prizes payable for its winner, every amount from the same split the
 * payouts rows were settled with (`split`: the domain's, unless a test passes another), to the cent.
 * What is owed is the domain's to say (poolSettlement). Only once every authorization was
 * captured (the escrow holds posted money only). A period re-settled by a score correction has a new
 * revision: the old revision's prize is reversed into escrow and the new one paid out — never edited.
 * Idempotent: every transaction's id names its cause, so running it again writes nothing. Each period
 * prize actually paid out queues its winner's 'you won' message (links under `publicUrl`). The pool
 * then records the payouts revision it paid out, which is how the escrow tick knows it is done.
 */
export const payOutPool: UseCase<{ poolId: number; publicUrl: string; split?: SplitRule | undefined }, PayOutOutcome> = async ({ tx, now }, { poolId, publicUrl, split }) => {
  const [pool] = await tx.select().from(pools).where(eq(pools.id, poolId)).for('update');
  if (!pool) throw conflict(`Pool ${poolId} not found`);
  if (pool.status !== 'completed') throw conflict(`Pool ${poolId} is ${pool.status}: only a completed pool is paid out`);
  const pending = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.poolId, poolId), eq(payments.status, 'completed'), eq(payments.intentStatus, 'requires_capture')));
  if (pending.length > 0) throw conflict(`Pool ${poolId} still has ${pending.length} payment(s) to capture before it is paid out`);

  const settled = await tx.select().from(payouts).where(eq(payouts.poolId, poolId)).orderBy(asc(payouts.id));
  const periodsSettled = new Set(settled.map((payout) => payout.period)).size;
  if (periodsSettled < PERIODS.length) throw conflict(`Pool ${poolId} has ${periodsSettled} of ${PERIODS.length} periods settled`);

  const sold = await tx.select({ price: squares.purchasePriceCents }).from(squares).where(eq(squares.poolId, poolId));
  const settlement = poolSettlement({
    poolId,
    split: splitOfPool(pool, sold.reduce((sum, s) => sum + s.price, 0), split),
    prizes: settled.map((payout) => ({
      payoutId: payout.id,
      period: payout.period,
      role: payout.role,
      revision: payout.revision,
      amountCents: payout.amountCents,
      transactionId: payout.prizeTransactionId,
    })),
    ledger: await loadPoolLedger(tx, poolId),
  });
  for (const reversal of settlement.reversals) await refuseIfClaimed(tx, reversal.payoutId, reversal.revision, reversal.period);
  let written = 0;
  for (const transaction of settlement.transactions) {
    if ((await appendLedgerTransaction(tx, transaction, now)) !== 'applied') continue;
    written++;
    const won = settled.find((payout) => payout.id === settlement.prizes.get(transaction.id));
    if (won) await queuePeriodWonMail(tx, { pool, payout: won, publicUrl, now });
  }
  // Every transaction of the payouts revision read under the pool's lock is in the ledger: paid out.
  if (pool.paidOutRevision !== pool.payoutsRevision) await tx.update(pools).set({ paidOutRevision: pool.payoutsRevision }).where(eq(pools.id, poolId));
  return { poolId, written };
};

/**
 * A page of completed pools paid out in one transaction (the escrow tick's herd), each in a savepoint of
 * its own: a pool that cannot be paid out yet (a capture pending) is rolled back alone.
 */
export const payOutPools: UseCase<{ poolIds: readonly number[]; publicUrl: string; split?: SplitRule | undefined }, PoolAttempt<PayOutOutcome>[]> = (ctx, { poolIds, publicUrl, split }) =>
  eachPoolApart(ctx, poolIds, (poolCtx, poolId) => payOutPool(poolCtx, { poolId, publicUrl, split }));

/** A prize already paid to its winner, or expired into unclaimed prizes, cannot be taken back by a correction. */
async function refuseIfClaimed(tx: Tx, payoutId: number, revision: number, period: Period): Promise<void> {
  const [claim] = await tx
    .select({ state: prizeClaims.state })
    .from(prizeClaims)
    .where(and(eq(prizeClaims.payoutId, payoutId), eq(prizeClaims.revision, revision), inArray(prizeClaims.state, ['paid', 'manual_pending', 'expired', 'expired_paid'])));
  // Its money already left prizes payable (paid to the winner, or moved to unclaimed prizes): reversing it
  // would take another winner's prize. An operator settles such a correction by hand.
  if (claim) {
    throw conflict(`The ${period} prize (payout ${payoutId}, revision ${revision}) was already ${claim.state.startsWith('expired') ? 'expired' : 'claimed'}; a correction after that is settled by hand`);
  }
}

/** Whether the pool is a paid pool whose money the settlement moves (free pools have no escrow). */
export function isPaidPool(pool: Pick<PoolRow, 'entryFeeCents'>): boolean {
  return pool.entryFeeCents > 0;
}
