import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSettings, AccountSettingsInput } from '../../../domain/schemas';
import { apiJson } from '../../lib/api';
import { ACCOUNT_SETTINGS_QUERY_KEY } from '../../lib/query-keys';

/** GET /api/me/settings (the default query function fetches the key's URL). */
export function useAccountSettings() {
  return useQuery<AccountSettings>({ queryKey: ACCOUNT_SETTINGS_QUERY_KEY });
}

/** PUT /api/me/settings; the answer is what the server now holds, so it becomes the cached entry. */
export function useSaveAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountSettingsInput) => apiJson<AccountSettings>('PUT', '/api/me/settings', input),
    onSuccess: (saved) => queryClient.setQueryData(ACCOUNT_SETTINGS_QUERY_KEY, saved),
  });
}
