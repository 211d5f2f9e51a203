/**
 * GET /api/payments/config: which card form checkout shows and whether this site takes paid
 * squares at all (PAID_PLAY, D19). Read by the pool page of a paid pool and by checkout; cached for the
 * session like the rest (it changes only with the server's configuration).
 */
import { useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '../../domain/schemas';
import { PAYMENTS_CONFIG_QUERY_KEY } from './query-keys';

export function usePaymentsConfig(options: { enabled?: boolean } = {}) {
  return useQuery<PaymentsConfig>({ queryKey: PAYMENTS_CONFIG_QUERY_KEY, enabled: options.enabled ?? true });
}

/** Shown instead of paid checkout when the site takes no money (PAID_PLAY=off). */
export const PAID_PLAY_OFF_TITLE = 'Paid squares are not available';
export const PAID_PLAY_OFF_MESSAGE =
  'Paid squares are not available on this site. Free pools, and private pools whose organizer collects entries, work as usual.';
