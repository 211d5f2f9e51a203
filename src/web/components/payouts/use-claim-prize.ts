/**
 * POST /api/payouts/{payoutId}/claim: the winner claims a prize. Either way it ends, the
 * pool, My Pools and Activity are read again, so the claim state everywhere is the server's.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrizeClaimResponse } from '../../../domain/schemas';
import { apiJson, errorMessage, errorReference } from '../../lib/api';
import { ACTIVITY_QUERY_KEY, USER_POOLS_QUERY_KEY, WINNINGS_BY_YEAR_QUERY_KEY, poolQueryKey } from '../../lib/query-keys';
import { toast } from '../../lib/toast/use-toast';
import { CLAIM_ERROR_TITLE, claimToast } from './prize-claim-model';

export function useClaimPrize(poolId: number) {
  const client = useQueryClient();
  return useMutation<PrizeClaimResponse, Error, number>({
    mutationFn: async (payoutId) => {
      // The answer's schema (zod) loads with the request, not with the pages that offer the claim.
      const [answer, { prizeClaimResponseSchema }] = await Promise.all([
        apiJson<unknown>('POST', `/api/payouts/${payoutId}/claim`),
        import('../../../domain/schemas/escrow-admin'),
      ]);
      return prizeClaimResponseSchema.parse(answer);
    },
    onSuccess: (claim) => toast(claimToast(claim)),
    onError: (error) =>
      toast({
        title: CLAIM_ERROR_TITLE,
        description: errorMessage(error, 'The prize could not be claimed. Please try again.'),
        variant: 'destructive',
        reference: errorReference(error),
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: poolQueryKey(poolId), exact: true }),
        client.invalidateQueries({ queryKey: USER_POOLS_QUERY_KEY, exact: true }),
        client.invalidateQueries({ queryKey: ACTIVITY_QUERY_KEY }),
        client.invalidateQueries({ queryKey: WINNINGS_BY_YEAR_QUERY_KEY, exact: true }),
      ]),
  });
}
