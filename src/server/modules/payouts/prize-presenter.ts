import { desc, eq, inArray, sql } from 'drizzle-orm';
import { UNCLAIMED_PRIZES } from '../../../domain/ledger-accounts';
import type { AdminPrizesResponse, PrizeClaimResponse } from '../../../domain/schemas';
import type { Db } from '../../db/client';
import { ledgerEntries, prizeClaims, type PrizeClaimRow } from '../../db/schema';

export function toClaimDto(claim: PrizeClaimRow): PrizeClaimResponse {
  return {
    payoutId: claim.payoutId,
    revision: claim.revision,
    poolId: claim.poolId,
    amountCents: claim.amountCents,
    state: claim.state,
    transferId: claim.transferId,
    claimedAt: claim.claimedAt?.toISOString() ?? null,
    paidAt: claim.paidAt?.toISOString() ?? null,
  };
}

export async function adminPrizes(db: Db): Promise<AdminPrizesResponse> {
  const open = await db
    .select()
    .from(prizeClaims)
    .where(inArray(prizeClaims.state, ['manual_pending', 'expired']))
    .orderBy(desc(prizeClaims.claimedAt));
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(case when ${ledgerEntries.side} = 'credit' then ${ledgerEntries.amountCents} else -${ledgerEntries.amountCents} end), 0)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, UNCLAIMED_PRIZES));
  return {
    unclaimedPrizesCents: row?.cents ?? 0,
    awaitingManualPayout: open.filter((c) => c.state === 'manual_pending').map(toClaimDto),
    expired: open.filter((c) => c.state === 'expired').map(toClaimDto),
  };
}
