import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RestrictionState, SpendLimitsInput, SpendLimitsResponse } from '../../../domain/schemas';
import { apiJson } from '../../lib/api';
import { ACCOUNT_SETTINGS_QUERY_KEY, RESTRICTIONS_QUERY_KEY, SPEND_LIMITS_QUERY_KEY } from '../../lib/query-keys';

/** GET /api/me/limits (the default query function fetches the key's URL). */
export function useSpendLimits() {
  return useQuery<SpendLimitsResponse>({ queryKey: SPEND_LIMITS_QUERY_KEY });
}

/** PUT /api/me/limits; the answer is what the server now holds. */
export function useSaveSpendLimits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SpendLimitsInput) => apiJson<SpendLimitsResponse>('PUT', '/api/me/limits', input),
    onSuccess: (saved) => client.setQueryData(SPEND_LIMITS_QUERY_KEY, saved),
  });
}

/** GET /api/me/restrictions. */
export function useRestriction() {
  return useQuery<RestrictionState>({ queryKey: RESTRICTIONS_QUERY_KEY });
}

export type RestrictionRequest = { kind: 'time_out'; days: 1 | 7 | 30 } | { kind: 'self_exclusion'; months: 6 | 12 | 60 };

/** POST /api/me/time-out or /api/me/self-exclusion; product news reads off from now on, so the settings are read again. */
export function useStartRestriction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: RestrictionRequest) =>
      request.kind === 'time_out'
        ? apiJson<RestrictionState>('POST', '/api/me/time-out', { days: request.days })
        : apiJson<RestrictionState>('POST', '/api/me/self-exclusion', { months: request.months }),
    onSuccess: (state) => {
      client.setQueryData(RESTRICTIONS_QUERY_KEY, state);
      void client.invalidateQueries({ queryKey: ACCOUNT_SETTINGS_QUERY_KEY });
    },
  });
}
