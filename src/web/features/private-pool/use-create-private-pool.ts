import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPrivatePoolResponseSchema, type CreatePrivatePoolResponse } from '../../../domain/schemas/private-pool';
import { apiJson } from '../../lib/api';
import { ALL_POOLS_QUERY_KEY, USER_POOLS_QUERY_KEY } from '../../lib/query-keys';
import type { CreatePoolPayload } from './form-model';

/**
 * POST /api/pools/private (spec section 3). Afterwards the pools lists are invalidated (spec: "The pools
 * list is invalidated afterwards"): the creator is a member, so My Pools gains the pool.
 */
export function useCreatePrivatePool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: CreatePoolPayload): Promise<CreatePrivatePoolResponse> =>
      createPrivatePoolResponseSchema.parse(await apiJson<unknown>('POST', '/api/pools/private', payload)),
    onSuccess: () => {
      // Not awaited: the success view should not wait for a list that happens to be on screen to reload.
      void queryClient.invalidateQueries({ queryKey: ALL_POOLS_QUERY_KEY, exact: true });
      void queryClient.invalidateQueries({ queryKey: USER_POOLS_QUERY_KEY });
    },
  });
}
