import { useCallback, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coordinate } from '../../../../domain/board';
import type { Pool } from '../../../../domain/schemas';
import { toast } from '../../../lib/toast/use-toast';
import { SIGN_IN_AGAIN_DELAY_MS, SIGN_IN_URL, claimSquares, claimToast, summarizeClaims } from './claim-squares';
import { ALL_POOLS_QUERY_KEY, USER_POOLS_QUERY_KEY, gamePoolsQueryKey } from '../../../lib/query-keys';

type Options = {
  /** Called with the squares that were claimed, to take them out of the cart. */
  onClaimed: (claimed: Coordinate[], all: boolean) => void;
};

/**
 * The free-pool purchase (spec sections 7-8): parallel claims, then one toast. Success clears the
 * cart and refreshes both pool queries; a 401 signs in again after 500 ms.
 *
 * One claim at a time: `mutate` is refused while one is in flight. The mutation's own isPending (and
 * the button it disables) only arrives with a later render, after the second click of a double click
 * has already asked again for the same squares, which the server then refused as already owned.
 */
export function useClaimSquares(pool: Pick<Pool, 'id' | 'entryFee' | 'gameId'>, { onClaimed }: Options) {
  const client = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: (squares: Coordinate[]) => claimSquares(pool.id, squares, pool.entryFee),
    onSuccess: async (outcomes) => {
      const summary = summarizeClaims(outcomes);
      toast(claimToast(summary));
      if (summary.kind === 'signed-out') {
        setTimeout(() => window.location.assign(SIGN_IN_URL), SIGN_IN_AGAIN_DELAY_MS);
        return;
      }
      if (summary.kind === 'claimed') onClaimed(summary.claimed, true);
      if (summary.kind === 'partial') onClaimed(summary.claimed, false);
      // ['/api/pools'] prefixes this pool, its squares and the all-pools list; the dashboard's slot
      // counts and My Pools read the other two.
      await Promise.all([
        client.invalidateQueries({ queryKey: ALL_POOLS_QUERY_KEY }),
        client.invalidateQueries({ queryKey: USER_POOLS_QUERY_KEY }),
        client.invalidateQueries({ queryKey: gamePoolsQueryKey(pool.gameId) }),
      ]);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });
  const { mutate } = mutation;
  const claim = useCallback(
    (squares: Coordinate[]) => {
      if (inFlight.current) return;
      inFlight.current = true;
      mutate(squares);
    },
    [mutate],
  );
  return { mutate: claim, isPending: mutation.isPending };
}
