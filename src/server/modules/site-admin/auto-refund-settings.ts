import { eq, sql } from 'drizzle-orm';
import { AUTO_REFUND_SETTING_KEY, DEFAULT_AUTO_REFUND, type AutoRefundSettings } from '../../../domain/auto-refund';
import { autoRefundSettingsSchema, type AutoRefundSettingsResponse } from '../../../domain/schemas';
import { recordAudit } from '../../audit';
import type { UseCase } from '../../core/use-case';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';

export type StoredAutoRefund = { settings: AutoRefundSettings; updatedAt: Date | null };

/**
 * The operator's auto-refund setting (D5 timing and e-mail), validated on the way out. Nothing stored,
 * or a stored value the schema refuses, means the default (refunds at kickoff, players e-mailed): the
 * lifecycle and payments tickers read this every pass and must keep today's behaviour rather than stop.
 */
export async function readAutoRefundSettings(db: Db): Promise<StoredAutoRefund> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, AUTO_REFUND_SETTING_KEY));
  const parsed = row ? autoRefundSettingsSchema.safeParse(row.value) : null;
  return parsed?.success ? { settings: parsed.data, updatedAt: row!.updatedAt } : { settings: DEFAULT_AUTO_REFUND, updatedAt: null };
}

export function toAutoRefundResponse(stored: StoredAutoRefund): AutoRefundSettingsResponse {
  return { settings: stored.settings, updatedAt: stored.updatedAt?.toISOString() ?? null };
}

/** Replaces the setting (an admin in the System tab), audited with what it was and what it is now. */
export const saveAutoRefundSettings: UseCase<{ settings: AutoRefundSettings; actorId: string; ip: string }, StoredAutoRefund> = async (
  { tx, now },
  { settings, actorId, ip },
) => {
  // One writer at a time, so the audit's "from" is the value this change really replaced.
  await tx.execute(sql`select pg_advisory_xact_lock(724310020)`);
  const before = await readAutoRefundSettings(tx);
  await tx
    .insert(siteSettings)
    .values({ key: AUTO_REFUND_SETTING_KEY, value: settings, updatedAt: now, updatedBy: actorId })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: settings, updatedAt: now, updatedBy: actorId } });
  await recordAudit(tx, { action: 'auto_refund_settings_changed', at: now, actorUserId: actorId, ip, details: { from: before.settings, to: settings } });
  return { settings, updatedAt: now };
};
