/**
 * The management console's System tab: site counts, the auto-refund setting, league
 * announcements and the audit log viewer. Shared by the routes and the forms.
 */
import { z } from 'zod';
import { AUTO_REFUND_MAX_MINUTES, type AutoRefundSettings } from '../auto-refund';
import { isoDateTime, text } from './common';

const count = z.number().int().min(0);

/** GET /api/admin/stats: cheap aggregates; money in integer cents. */
export const siteStatsSchema = z
  .object({
    users: count,
    leagues: count,
    games: count,
    /** Pools by status (every status present, 0 when none). */
    pools: z.object({ open: count, full: count, active: count, completed: count, cancelled: count }),
    /** Owned squares in pools that were not cancelled. */
    squaresSold: count,
    /** Money held in pool escrow accounts: captured (posted) and authorized (card holds still open). */
    escrow: z.object({ capturedCents: z.number().int(), authorizedCents: z.number().int(), totalCents: z.number().int() }),
    /** Outbox messages not yet sent, and those given up on. */
    outbox: z.object({ pending: count, failed: count }),
  })
  .meta({ id: 'SiteStats' });
export type SiteStats = z.infer<typeof siteStatsSchema>;

export const MINUTES_BEFORE_MESSAGE = `Minutes before kickoff must be a whole number from 1 to ${AUTO_REFUND_MAX_MINUTES}`;

const emailPlayers = z.boolean({ message: 'emailPlayers must be true or false' });

/** PUT /api/admin/settings/auto-refund (the whole setting) and what GET answers inside. */
export const autoRefundSettingsSchema = z
  .discriminatedUnion(
    'refundAt',
    [
      z.strictObject({ refundAt: z.literal('kickoff'), emailPlayers }),
      z.strictObject({
        refundAt: z.literal('before_kickoff'),
        minutesBefore: z
          .number({ message: MINUTES_BEFORE_MESSAGE })
          .int(MINUTES_BEFORE_MESSAGE)
          .min(1, MINUTES_BEFORE_MESSAGE)
          .max(AUTO_REFUND_MAX_MINUTES, MINUTES_BEFORE_MESSAGE),
        emailPlayers,
      }),
    ],
    { message: "refundAt must be 'kickoff' or 'before_kickoff'" },
  )
  .meta({ id: 'AutoRefundSettings' }) satisfies z.ZodType<AutoRefundSettings>;

export const autoRefundSettingsResponseSchema = z
  .object({
    settings: autoRefundSettingsSchema,
    /** When an admin last saved it; null while the default applies. */
    updatedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'AutoRefundSettingsState' });
export type AutoRefundSettingsResponse = z.infer<typeof autoRefundSettingsResponseSchema>;

export const ANNOUNCEMENT_MAX_LENGTH = 280;
const ANNOUNCEMENT_TOO_LONG = `The announcement must be at most ${ANNOUNCEMENT_MAX_LENGTH} characters`;

/** The stored announcement for what an admin typed: trimmed; empty means none (the banner is hidden, D9). */
export function normalizeAnnouncement(text: string | null): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** PUT /api/admin/leagues/{id}/announcement. */
export const announcementInputSchema = z.strictObject({
  text: text('text', 'text must be a string (empty hides the banner)')
    .trim()
    .max(ANNOUNCEMENT_MAX_LENGTH, ANNOUNCEMENT_TOO_LONG)
    .nullable(),
});
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

const AUDIT_ACTION_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The actor filter's value for events nobody signed in caused (the ticker, failed sign-ins). */
export const SYSTEM_ACTOR = 'system';
export const AUDIT_PAGE_MAX = 500;

/**
 * GET /api/admin/audit-log: newest first, `limit` entries older than the cursor `before` (an entry id);
 * `action` one recorded action; `actor` a user id, 'system' (no actor), or text found in the actor's
 * e-mail, username or name.
 */
export const auditLogQuerySchema = z.object({
  limit: z.coerce
    .number({ message: `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}` })
    .int(`limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`)
    .max(AUDIT_PAGE_MAX, `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`)
    .default(100),
  before: z.coerce
    .number({ message: 'before must be an audit entry id' })
    .int('before must be an audit entry id')
    .positive('before must be an audit entry id')
    .max(Number.MAX_SAFE_INTEGER, 'before must be an audit entry id')
    .optional(),
  action: z.string().regex(AUDIT_ACTION_PATTERN, 'action must be an audit action such as role_change').optional(),
  actor: text('actor').trim().min(1, 'actor must not be empty').max(254, 'actor must be at most 254 characters').optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export function isUserId(text: string): boolean {
  return UUID_PATTERN.test(text);
}

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: isoDateTime,
    action: z.string(),
    actorUserId: z.string().nullable(),
    /** The actor as people read it: e-mail, else username, else name; null when nobody signed in did it. */
    actorLabel: z.string().nullable(),
    subjectUserId: z.string().nullable(),
    subjectLabel: z.string().nullable(),
    ip: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit-log/actions: every action recorded so far, for the viewer's filter. */
export const auditActionsSchema = z.object({ actions: z.array(z.string()) }).meta({ id: 'AuditActions' });
export type AuditActions = z.infer<typeof auditActionsSchema>;
