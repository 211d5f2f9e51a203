import { and, eq, sql } from 'drizzle-orm';
import { PRIZE_CLAIM_DAYS, claimDeadline, prizeClaimTx, prizeExpiryTx, unclaimedPrizePaidTx, type PrizeRef } from '../../../domain/ledger-settlement';
import { conflict, forbidden, notFound } from '../../../domain/errors';
import { recordAudit } from '../../audit';
import type { UseCase } from '../../core/use-case';
import type { Db, Tx } from '../../db/client';
import { ledgerTransactions, payouts, pools, prizeClaims, type PayoutRow, type PrizeClaimRow } from '../../db/schema';
import { appendLedgerTransaction, loadPoolLedger } from '../ledger';
import { balances } from '../../../domain/ledger';
import { prizesPayableAccount } from '../../../domain/ledger-accounts';
import type { Workflow } from '../../core/workflow';
import type { PaymentDeps } from '../payments';

export type ClaimState = 'paid' | 'manual_pending';

function prizeOf(payout: PayoutRow): PrizeRef {
  return { payoutId: payout.id, revision: payout.revision, poolId: payout.poolId, amountCents: payout.amountCents };
}

async function lockedPayout(tx: Tx, payoutId: number): Promise<PayoutRow> {
  const [payout] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
  if (!payout) throw notFound(`Payout ${payoutId} not found`);
  // The pool's row lock orders this with settlement and corrections of the same pool.
  await tx.select({ id: pools.id }).from(pools).where(eq(pools.id, payout.poolId)).for('update');
  return payout;
}

/** Whether the escrow paid this revision's prize out: its ledger transaction, under the id settling stored, exists. */
async function paidOut(tx: Tx, payout: PayoutRow): Promise<boolean> {
  return (await tx.select({ id: ledgerTransactions.id }).from(ledgerTransactions).where(eq(ledgerTransactions.id, payout.prizeTransactionId))).length > 0;
}

/**
 * The winner claims a prize (spec section 9: within 30 days of settlement): recorded once per payout
 * revision (a second claim is a 409), then paid by the provider outside this transaction.
 */
const startClaim: UseCase<{ payoutId: number; userId: string }, { payout: PayoutRow; claim: PrizeClaimRow }> = async ({ tx, now }, input) => {
  const payout = await lockedPayout(tx, input.payoutId);
  if (payout.userId !== input.userId) throw forbidden('Only the winner of this prize can claim it');
  if (payout.amountCents <= 0) throw conflict('This win has no prize to claim');
  if (!(await paidOut(tx, payout))) throw conflict("This pool's escrow has not been paid out yet; the prize can be claimed once it is");
  const [existing] = await tx.select().from(prizeClaims).where(and(eq(prizeClaims.payoutId, payout.id), eq(prizeClaims.revision, payout.revision)));
  if (existing?.state === 'expired' || existing?.state === 'expired_paid') throw conflict('The 30 days to claim this prize have passed');
  if (existing) throw conflict('This prize was already claimed');
  if (now.getTime() > claimDeadline(payout.settledAt).getTime()) throw conflict('The 30 days to claim this prize have passed');
  // The money must be in prizes payable before the provider is asked to pay it (never pay what the ledger lacks).
  const held = balances(await loadPoolLedger(tx, payout.poolId)).get(prizesPayableAccount(payout.poolId))?.postedCents ?? 0;
  if (held < payout.amountCents) throw conflict("This prize is being settled again after a score correction; it can be claimed once that is done");
  const [claim] = await tx
    .insert(prizeClaims)
    .values({ payoutId: payout.id, revision: payout.revision, poolId: payout.poolId, userId: payout.userId, amountCents: payout.amountCents, state: 'manual_pending', claimedAt: now })
    .returning();
  return { payout, claim: claim! };
};

/** The provider paid it: the ledger moves the prize out of prizes payable, once. */
const markTransferred: UseCase<{ payoutId: number; revision: number; transferId: string }, PrizeClaimRow> = async ({ tx, now }, input) => {
  const payout = await lockedPayout(tx, input.payoutId);
  const [claim] = await tx.select().from(prizeClaims).where(and(eq(prizeClaims.payoutId, input.payoutId), eq(prizeClaims.revision, input.revision))).for('update');
  if (!claim || claim.state !== 'manual_pending') return claim!;
  await appendLedgerTransaction(tx, prizeClaimTx({ ...prizeOf(payout), revision: input.revision, amountCents: claim.amountCents }), now);
  const [paid] = await tx
    .update(prizeClaims)
    .set({ state: 'paid', transferId: input.transferId, paidAt: now })
    .where(and(eq(prizeClaims.payoutId, input.payoutId), eq(prizeClaims.revision, input.revision)))
    .returning();
  return paid!;
};

/** Pays a recorded claim through the provider (key stored as the claim's identity); null = manual payout. */
export const transferClaim: Workflow<PaymentDeps, PrizeClaimRow, PrizeClaimRow> = async (deps, claim) => {
  if (claim.state !== 'manual_pending' || !claim.userId) return claim;
  const transfer = await deps.payments.transferPrize({
    amountCents: claim.amountCents,
    userId: claim.userId,
    idempotencyKey: `prize:${claim.payoutId}:r${claim.revision}`,
    metadata: { payoutId: String(claim.payoutId), revision: String(claim.revision), poolId: String(claim.poolId) },
  });
  if (!transfer) return claim;
  return deps.run(markTransferred, { payoutId: claim.payoutId, revision: claim.revision, transferId: transfer.transferId });
};

export const claimPrize: Workflow<PaymentDeps, { payoutId: number; userId: string }, PrizeClaimRow> = async (deps, input) => {
  const { claim } = await deps.run(startClaim, input);
  return transferClaim(deps, claim);
};

/** An admin pays a prize by hand: a claim waiting for a manual payout, or an expired prize from unclaimed prizes. */
export const payPrizeManually: UseCase<{ payoutId: number; actorUserId: string }, PrizeClaimRow> = async ({ tx, now }, input) => {
  const payout = await lockedPayout(tx, input.payoutId);
  const [claim] = await tx.select().from(prizeClaims).where(and(eq(prizeClaims.payoutId, payout.id), eq(prizeClaims.revision, payout.revision))).for('update');
  if (!claim || (claim.state !== 'manual_pending' && claim.state !== 'expired')) {
    throw conflict(claim ? `This prize is already ${claim.state === 'paid' || claim.state === 'expired_paid' ? 'paid' : claim.state}` : 'This prize has not been claimed and has not expired');
  }
  const prize = { ...prizeOf(payout), amountCents: claim.amountCents };
  await appendLedgerTransaction(tx, claim.state === 'expired' ? unclaimedPrizePaidTx(prize) : prizeClaimTx(prize), now, payout.poolId);
  const [paid] = await tx
    .update(prizeClaims)
    .set({ state: claim.state === 'expired' ? 'expired_paid' : 'paid', paidAt: now, paidBy: input.actorUserId, transferId: 'manual' })
    .where(and(eq(prizeClaims.payoutId, payout.id), eq(prizeClaims.revision, payout.revision)))
    .returning();
  await recordAudit(tx, { action: 'prize_paid_manually', at: now, actorUserId: input.actorUserId, subjectUserId: payout.userId, details: { payoutId: payout.id, revision: payout.revision, amountCents: claim.amountCents, from: claim.state } });
  return paid!;
};

/**
 * Prizes paid out of escrow and not claimed within 30 days move to unclaimed prizes (an admin can still
 * pay them). One transaction per prize, idempotent by its ledger id.
 */
export const expirePrize: UseCase<{ payoutId: number }, boolean> = async ({ tx, now }, { payoutId }) => {
  const payout = await lockedPayout(tx, payoutId);
  if (now.getTime() <= claimDeadline(payout.settledAt).getTime() || payout.amountCents <= 0 || !payout.userId) return false;
  if (!(await paidOut(tx, payout))) return false;
  const inserted = await tx
    .insert(prizeClaims)
    .values({ payoutId: payout.id, revision: payout.revision, poolId: payout.poolId, userId: payout.userId, amountCents: payout.amountCents, state: 'expired', expiredAt: now })
    .onConflictDoNothing()
    .returning({ payoutId: prizeClaims.payoutId });
  if (inserted.length === 0) return false;
  await appendLedgerTransaction(tx, prizeExpiryTx(prizeOf(payout)), now);
  return true;
};

/** Payouts past their claim deadline, paid out of escrow, never claimed. */
export async function prizesToExpire(db: Db, now: Date): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select p.id from payouts p
    where p.amount_cents > 0 and p.user_id is not null
      and p.settled_at + interval '${sql.raw(String(PRIZE_CLAIM_DAYS))} days' < ${now}
      and not exists (select 1 from prize_claims c where c.payout_id = p.id and c.revision = p.revision)
      and exists (select 1 from ledger_transactions lt where lt.id = p.prize_transaction_id)
    order by p.id limit 200`);
  return ((result as { rows?: { id: number }[] }).rows ?? []).map((r) => r.id);
}

/** Claims whose provider transfer has not happened yet (a crash, or a retry) — the sandbox pays them. */
export async function claimsAwaitingTransfer(db: Db): Promise<PrizeClaimRow[]> {
  return db.select().from(prizeClaims).where(eq(prizeClaims.state, 'manual_pending')).limit(100);
}
