import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { storableJson } from '../../domain/storable-text';

export type AuditAction =
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_out'
  | 'sign_out_everywhere'
  | 'register'
  | 'admin_login'
  | 'admin_login_failed'
  | 'admin_second_step_failed'
  | 'second_factor_enrolled'
  | 'second_factor_removed'
  | 'recovery_codes_generated'
  | 'sign_in_ceiling_reached'
  | 'admin_bootstrap'
  | 'role_change'
  | 'verification'
  | 'score_entered'
  | 'score_correction'
  | 'replay_started'
  | 'pool_refunded'
  | 'escrow_released'
  | 'escrow_refunded'
  | 'prize_paid_manually'
  | 'auto_refund_settings_changed'
  | 'announcement_changed'
  | 'schedule_imported'
  | 'league_created'
  | 'league_updated'
  | 'game_created'
  | 'pool_status_changed'
  | 'pool_cancelled_by_organizer'
  | 'invitations_sent'
  | 'active_week_changed'
  | 'payment_mismatch'
  | 'provider_action_handled'
  | 'spend_limits_changed'
  | 'time_out'
  | 'self_exclusion';

export interface AuditEvent {
  action: AuditAction;
  /** When it happened, by the injected clock (never the database's clock). */
  at: Date;
  actorUserId?: string | null;
  subjectUserId?: string | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Appends one security event. The table rejects updates and deletes (migration 0002). Details often
 * hold what a client typed, so their text is made storable first (no NUL, no unpaired surrogate, cut
 * at 1,000 characters): the row is written whatever the input was.
 */
export async function recordAudit(db: Db, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    action: event.action,
    at: event.at,
    actorUserId: event.actorUserId ?? null,
    subjectUserId: event.subjectUserId ?? null,
    ip: event.ip ?? null,
    details: storableJson(event.details ?? {}, 1_000) as Record<string, unknown>,
  });
}
