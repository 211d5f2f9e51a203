import { sql } from 'drizzle-orm';
import type { SiteStats } from '../../../domain/schemas';
import type { Db } from '../../db/client';

type Row = Record<string, number | string | null>;

/**
 * The System tab's counts, in one round trip of aggregate queries. Money in escrow is read from the
 * ledger (D8, D17) with the model's sign convention (balance = credits - debits): posted entries on pool
 * escrow accounts are captured money; a card authorization's entries count while it is neither
 * captured nor voided.
 */
export async function siteStats(db: Db): Promise<SiteStats> {
  const result = await db.execute<Row>(sql`
    select
      (select count(*) from users) as users,
      (select count(*) from leagues) as leagues,
      (select count(*) from games) as games,
      (select count(*) from pools where status = 'open') as open,
      (select count(*) from pools where status = 'full') as full,
      (select count(*) from pools where status = 'active') as active,
      (select count(*) from pools where status = 'completed') as completed,
      (select count(*) from pools where status = 'cancelled') as cancelled,
      (select count(*) from squares s join pools p on p.id = s.pool_id where p.status <> 'cancelled') as squares_sold,
      (select coalesce(sum(case when le.side = 'credit' then le.amount_cents else -le.amount_cents end), 0)
         from ledger_entries le join ledger_transactions lt on lt.id = le.transaction_id
         where le.account like 'pool_escrow:%' and lt.phase in ('posted', 'post_pending')) as captured_cents,
      (select coalesce(sum(case when le.side = 'credit' then le.amount_cents else -le.amount_cents end), 0)
         from ledger_entries le join ledger_transactions lt on lt.id = le.transaction_id
         where le.account like 'pool_escrow:%' and lt.phase = 'pending'
           and not exists (select 1 from ledger_transactions done where done.pending_id = lt.id)) as authorized_cents,
      (select count(*) from outbox where sent_at is null and kept_at is null and failed_at is null) as outbox_pending,
      (select count(*) from outbox where failed_at is not null) as outbox_failed`);
  const row = ((result as { rows?: Row[] }).rows ?? [])[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    users: n('users'),
    leagues: n('leagues'),
    games: n('games'),
    pools: { open: n('open'), full: n('full'), active: n('active'), completed: n('completed'), cancelled: n('cancelled') },
    squaresSold: n('squares_sold'),
    escrow: { capturedCents: n('captured_cents'), authorizedCents: n('authorized_cents'), totalCents: n('captured_cents') + n('authorized_cents') },
    outbox: { pending: n('outbox_pending'), failed: n('outbox_failed') },
  };
}
