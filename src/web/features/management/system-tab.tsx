import { AnnouncementsCard } from './announcements-card';
import { AuditLogCard } from './audit-log-card';
import { AutoRefundCard } from './auto-refund-card';
import { OutboxCard } from './outbox-card';
import { PlayerRestrictionsCard } from './player-restrictions-card';
import { ProviderActionsCard } from './provider-actions-card';
import { SiteStatsSection } from './site-stats';

/**
 * The management console's System tab (spec section 2): site counts, the Auto-Refund
 * Settings card with its configure dialog, each league's announcement banner, the payment actions
 * waiting for an operator, players' time-outs and self-exclusions (read-only), the audit log and the mail
 * outbox (where the site's e-mail is read without SMTP_URL).
 */
export function SystemTab() {
  return (
    <div className="grid gap-6">
      <SiteStatsSection />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <AutoRefundCard />
        <AnnouncementsCard />
      </div>
      <ProviderActionsCard />
      <PlayerRestrictionsCard />
      <AuditLogCard />
      <OutboxCard />
    </div>
  );
}
