import { and, eq, like, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../../domain/errors';
import { settlementTxIdPrefix } from '../../../domain/ledger-settlement';
import { isRefundable } from '../../../domain/pool-transitions';
import { recordAudit } from '../../audit';
import type { UseCase } from '../../core/use-case';
import { ledgerTransactions, pools, squares } from '../../db/schema';
import { performPoolProviderActions, type PaymentDeps } from '../payments';
import { captureAllOfPool } from './escrow-tick';
import { payOutPool } from './pay-out-pool';
import { refundPoolPayments, type RefundOutcome, type RefundReason } from './refund-pool';

export const POOL_REFUNDED = 'Pool refunded successfully';

/** The guard and the refund in one transaction, so the state checked is the state refunded. */
const refundIfAllowed: UseCase<{ poolId: number; actorUserId: string; reason: RefundReason }, RefundOutcome> = async (ctx, input) => {
  const [pool] = await ctx.tx.select().from(pools).where(eq(pools.id, input.poolId)).for('update');
  if (!pool) throw notFound(`Pool ${input.poolId} not found`);
  if (input.reason === 'admin_refund') {
    // Spec section 4: the console's Refund is for an open pool that is not full.
    const [counted] = await ctx.tx.select({ sold: sql<number>`count(*)::int` }).from(squares).where(eq(squares.poolId, pool.id));
    const sold = counted?.sold ?? 0;
    if (!isRefundable({ status: pool.status, sold, maxParticipants: pool.maxParticipants })) {
      throw conflict(`Only an open pool that is not full can be refunded; this pool is ${pool.status === 'open' ? 'full' : pool.status}`, 'pool_closed');
    }
  } else {
    const settled = await ctx.tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.poolId, pool.id), like(ledgerTransactions.id, `${settlementTxIdPrefix(pool.id)}%`)))
      .limit(1);
    if (settled.length > 0) throw conflict(`Pool ${pool.id} was already paid out; its escrow cannot be refunded`);
    if (pool.status === 'cancelled' && pool.refundState !== null) throw conflict(`Pool ${pool.id} was already refunded`);
  }
  return refundPoolPayments(ctx, input);
};

/** Admin refunds (the console's Refund, or refund-escrow): ledger + pool in one transaction, then the provider. */
export async function refundPoolNow(deps: PaymentDeps, input: { poolId: number; actorUserId: string; reason: 'admin_refund' | 'admin_refund_escrow' }): Promise<RefundOutcome> {
  const outcome = await deps.run(refundIfAllowed, input);
  await performPoolProviderActions(deps, input.poolId);
  return outcome;
}

const releaseChecked: UseCase<{ poolId: number; actorUserId: string; publicUrl: string }, number> = async (ctx, input) => {
  const [pool] = await ctx.tx.select().from(pools).where(eq(pools.id, input.poolId));
  if (!pool) throw notFound(`Pool ${input.poolId} not found`);
  const { written } = await payOutPool(ctx, { poolId: input.poolId, publicUrl: input.publicUrl });
  if (written === 0) throw conflict(`Pool ${input.poolId}'s escrow was already released`);
  await recordAudit(ctx.tx, { action: 'escrow_released', at: ctx.now, actorUserId: input.actorUserId, details: { poolId: input.poolId, transactions: written } });
  return written;
};

/** Admin: pay a completed pool out now (captures first, then fee, nonprofit and prizes). */
export async function releaseEscrowNow(deps: PaymentDeps, input: { poolId: number; actorUserId: string }): Promise<void> {
  const [pool] = await deps.database.db.select().from(pools).where(eq(pools.id, input.poolId));
  if (!pool) throw notFound(`Pool ${input.poolId} not found`);
  if (pool.status !== 'completed') throw conflict(`Pool ${input.poolId} is ${pool.status}: only a completed pool's escrow can be released`, 'pool_closed');
  await captureAllOfPool(deps, input.poolId);
  await deps.run(releaseChecked, { ...input, publicUrl: deps.config.publicUrl });
}
