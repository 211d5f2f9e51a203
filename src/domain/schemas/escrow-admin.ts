/**
 * Paying out and refunding: the admin escrow routes and the payment tester's ledger view.
 */
import { z } from 'zod';
import { id, isoDateTime } from './common';
import { poolEscrowSchema } from './payments';

/** POST /api/admin/release-escrow and POST /api/admin/refund-escrow */
export const escrowActionRequestSchema = z.object({ poolId: id('poolId') });

export const escrowActionResponseSchema = z
  .object({
    poolId: z.number().int(),
    /** 'settled': escrow paid out to fee, nonprofit and prizes; 'refunded': every payment voided or refunded. */
    outcome: z.enum(['settled', 'refunded']),
    message: z.string(),
    /** Payments refunded or voided by this call (refund only). */
    paymentsRefunded: z.number().int(),
    escrow: poolEscrowSchema,
  })
  .meta({ id: 'EscrowActionResult' });
export type EscrowActionResponse = z.infer<typeof escrowActionResponseSchema>;

/** POST /api/pools/{id}/refund (management console, spec section 4) */
export const poolRefundResponseSchema = z
  .object({ message: z.literal('Pool refunded successfully'), poolId: z.number().int(), paymentsRefunded: z.number().int() })
  .meta({ id: 'PoolRefundResult' });

export const ledgerLineSchema = z.object({ side: z.enum(['debit', 'credit']), account: z.string(), amountCents: z.number().int() });

/** GET /api/admin/pools/{id}/ledger: every ledger transaction of a pool, in order, with its lines, and the balances. */
export const poolLedgerResponseSchema = z
  .object({
    poolId: z.number().int(),
    transactions: z.array(
      z.object({
        id: z.string(),
        phase: z.enum(['pending', 'posted', 'post_pending', 'void_pending']),
        paymentIntentId: z.string().nullable(),
        step: z.string().nullable(),
        createdAt: isoDateTime,
        entries: z.array(ledgerLineSchema),
      }),
    ),
    balances: z.array(z.object({ account: z.string(), postedCents: z.number().int(), pendingCents: z.number().int() })),
    escrow: poolEscrowSchema,
  })
  .meta({ id: 'PoolLedger' });
export type PoolLedgerResponse = z.infer<typeof poolLedgerResponseSchema>;

/** POST /api/payouts/{payoutId}/claim and the admin's manual payment of a prize. */
export const prizeClaimResponseSchema = z
  .object({
    payoutId: z.number().int(),
    revision: z.number().int(),
    poolId: z.number().int(),
    amountCents: z.number().int(),
    /** 'paid' (transferred), 'manual_pending' (an admin pays it by hand), 'expired', 'expired_paid'. */
    state: z.enum(['paid', 'manual_pending', 'expired', 'expired_paid']),
    transferId: z.string().nullable(),
    claimedAt: isoDateTime.nullable(),
    paidAt: isoDateTime.nullable(),
  })
  .meta({ id: 'PrizeClaim' });
export type PrizeClaimResponse = z.infer<typeof prizeClaimResponseSchema>;

/** GET /api/admin/prizes: what the admin System tab shows about prizes. */
export const adminPrizesResponseSchema = z
  .object({
    /** The unclaimed prizes account's balance. */
    unclaimedPrizesCents: z.number().int(),
    awaitingManualPayout: z.array(prizeClaimResponseSchema),
    expired: z.array(prizeClaimResponseSchema),
  })
  .meta({ id: 'AdminPrizes' });
export type AdminPrizesResponse = z.infer<typeof adminPrizesResponseSchema>;
