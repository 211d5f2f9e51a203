/**
 * The viewer's own live checkout in this pool (GET /api/pools/{id}/my-checkout). The pool's
 * `held` is public and names nobody, so a player who left /checkout without 'Back to Pool' (browser
 * back, closed tab) learns here that the held squares are theirs, and can resume or release them.
 */
import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { coordinateKey } from '../../../../domain/board';
import type { MyCheckout, MyCheckoutResponse, Pool } from '../../../../domain/schemas';
import { apiJson, errorMessage, errorReference } from '../../../lib/api';
import { myCheckoutQueryKey, poolQueryKey } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast/use-toast';

export const RELEASED_TOAST = { title: 'Squares released', description: 'Your held squares are open to everyone again.' } as const;
export const RELEASE_FAILED_TITLE = 'Could not release your squares';

/** The pool's held squares as one string that changes whenever any hold comes or goes. */
export function heldSignature(held: Pool['held']): string {
  return held.map(coordinateKey).sort().join(' ');
}

export type MyCheckoutState = {
  checkout: MyCheckout | null;
  /** When the answer arrived by this browser's clock: the countdown runs from here + holdSecondsLeft. */
  receivedAt: number;
};

/**
 * Read for a signed-in player in a paid pool. The cache never refetches on its own (lib/query-client.ts),
 * so it is asked again whenever the pool's holds change: the event stream replaces the pool in the
 * cache as holds come and go (the player's own included, from another tab).
 */
export function useMyCheckout(pool: Pick<Pool, 'id' | 'held'>, enabled: boolean): MyCheckoutState {
  const client = useQueryClient();
  const query = useQuery<MyCheckoutResponse>({ queryKey: myCheckoutQueryKey(pool.id), enabled });
  const signature = heldSignature(pool.held);
  const seen = useRef(signature);
  useEffect(() => {
    if (seen.current === signature) return;
    seen.current = signature;
    void client.invalidateQueries({ queryKey: myCheckoutQueryKey(pool.id), exact: true });
  }, [client, pool.id, signature]);
  return { checkout: enabled ? (query.data?.checkout ?? null) : null, receivedAt: query.dataUpdatedAt };
}

/**
 * 'Release squares': cancels the payment (the squares are free at once), then reads the pool again;
 * its key covers the squares and my-checkout too.
 */
export function useReleaseCheckout(poolId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (paymentIntentId: string) => {
      // The answer's schema (zod) loads with the request, not with the pool page.
      const [answer, { cancelEscrowPaymentResponseSchema }] = await Promise.all([
        apiJson<unknown>('POST', '/api/cancel-escrow-payment', { paymentIntentId }),
        import('../../../../domain/schemas/payments'),
      ]);
      return cancelEscrowPaymentResponseSchema.parse(answer);
    },
    onSuccess: () => toast({ ...RELEASED_TOAST, variant: 'success' }),
    onError: (error) =>
      toast({ title: RELEASE_FAILED_TITLE, description: errorMessage(error, 'Please try again.'), variant: 'destructive', reference: errorReference(error) }),
    onSettled: () => client.invalidateQueries({ queryKey: poolQueryKey(poolId) }),
  });
}
