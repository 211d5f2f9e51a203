import type { Database } from '../db/client';

/** Every payment status (schema.ts payments_status_check): each is reported, zero when none. */
const PAYMENT_STATUSES = ['creating', 'awaiting_payment', 'completed', 'released', 'rejected', 'refunded'] as const;

export interface Backlog {
  paymentsByStatus: Record<string, number>;
  outboxPending: number;
}

/**
 * What the metrics read from the database at scrape time: payments by status (one grouped scan of the
 * payments table) and the outbox's pending messages (its partial index outbox_pending_idx).
 */
export async function readBacklog(database: Database): Promise<Backlog> {
  const [payments, outbox] = await Promise.all([
    database.query<{ status: string; count: string | number }>('metrics_payments', 'select status, count(*) as count from payments group by status', []),
    database.query<{ count: string | number }>(
      'metrics_outbox',
      'select count(*) as count from outbox where sent_at is null and kept_at is null and failed_at is null',
      [],
    ),
  ]);
  const paymentsByStatus: Record<string, number> = Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, 0]));
  for (const row of payments) paymentsByStatus[row.status] = Number(row.count);
  return { paymentsByStatus, outboxPending: Number(outbox[0]?.count ?? 0) };
}
