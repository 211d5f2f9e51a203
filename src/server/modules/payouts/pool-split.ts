import { splitPot, type PotSplit, type SplitPotInput } from '../../../domain/payouts';
import type { PoolRow } from '../../db/schema';

/** How a pot is split (the domain's splitPot); settling and paying out take it as one dependency so they cannot differ. */
export type SplitRule = (input: SplitPotInput) => PotSplit;

/** A pool's pot split by the pool's own house fee, payout scheme and nonprofit share (D1, D2). */
export function splitOfPool(
  pool: Pick<PoolRow, 'houseFeeBps' | 'payoutScheme' | 'payoutBps' | 'isNonprofit' | 'nonprofitBps'>,
  potCents: number,
  split: SplitRule = splitPot,
): PotSplit {
  return split({
    potCents,
    houseFeeBps: pool.houseFeeBps,
    scheme: { name: pool.payoutScheme, periodBps: pool.payoutBps },
    nonprofitBps: pool.isNonprofit ? pool.nonprofitBps : 0,
  });
}
