import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AutoRefundSettings } from '../../../domain/auto-refund';
import type { AuditActions, AuditEntry, AutoRefundSettingsResponse, League, SiteStats } from '../../../domain/schemas';
import { apiJson } from '../../lib/api';
import {
  AUDIT_ACTIONS_QUERY_KEY,
  AUDIT_LOG_QUERY_KEY,
  AUTO_REFUND_SETTINGS_QUERY_KEY,
  LEAGUES_QUERY_KEY,
  SITE_STATS_QUERY_KEY,
  auditLogQueryKey,
} from '../../lib/query-keys';

/** GET /api/admin/stats (the default query function fetches the key's URL). */
export function useSiteStats() {
  return useQuery<SiteStats>({ queryKey: SITE_STATS_QUERY_KEY });
}

export function useAutoRefundSettings() {
  return useQuery<AutoRefundSettingsResponse>({ queryKey: AUTO_REFUND_SETTINGS_QUERY_KEY });
}

/** One page of the audit log; the previous page stays on screen while the next loads. */
export function useAuditLog(search: string) {
  return useQuery<AuditEntry[]>({ queryKey: auditLogQueryKey(search), placeholderData: keepPreviousData });
}

export function useAuditActions() {
  return useQuery<AuditActions>({ queryKey: AUDIT_ACTIONS_QUERY_KEY });
}

/** After an audited change: every audit page and the action list are out of date. */
function useAuditChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: AUDIT_LOG_QUERY_KEY }), client.invalidateQueries({ queryKey: AUDIT_ACTIONS_QUERY_KEY })]);
}

/** PUT /api/admin/settings/auto-refund; the answer is what the server now holds. */
export function useSaveAutoRefund() {
  const client = useQueryClient();
  const auditChanged = useAuditChanged();
  return useMutation({
    mutationFn: (settings: AutoRefundSettings) => apiJson<AutoRefundSettingsResponse>('PUT', '/api/admin/settings/auto-refund', settings),
    onSuccess: (saved) => {
      client.setQueryData(AUTO_REFUND_SETTINGS_QUERY_KEY, saved);
      void auditChanged();
    },
  });
}

/** PUT /api/admin/leagues/{id}/announcement; the league list (and so every dashboard banner) takes the answer. */
export function useSaveAnnouncement() {
  const client = useQueryClient();
  const auditChanged = useAuditChanged();
  return useMutation({
    mutationFn: ({ leagueId, text }: { leagueId: number; text: string | null }) =>
      apiJson<League>('PUT', `/api/admin/leagues/${leagueId}/announcement`, { text }),
    onSuccess: (league) => {
      client.setQueryData<League[]>(LEAGUES_QUERY_KEY, (leagues) => (Array.isArray(leagues) ? leagues.map((l) => (l.id === league.id ? league : l)) : leagues));
      void auditChanged();
    },
  });
}
