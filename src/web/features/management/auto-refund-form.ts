/**
 * The auto-refund dialog's form (issue 15): what the admin typed, checked with the same schema as the
 * server before it is sent, and how the current setting reads on the card.
 */
import { refundTimingText, type AutoRefundSettings } from '../../../domain/auto-refund';
import { MINUTES_BEFORE_MESSAGE, autoRefundSettingsSchema } from '../../../domain/schemas';
import { fieldErrorsFromIssues, type FieldErrors } from '../../lib/form-errors';

export type AutoRefundForm = { refundAt: AutoRefundSettings['refundAt']; minutes: string; emailPlayers: boolean };
export const AUTO_REFUND_FIELDS = ['refundAt', 'minutesBefore', 'emailPlayers'] as const;
export type AutoRefundField = (typeof AUTO_REFUND_FIELDS)[number];

/** Offered when switching to "before kickoff" from the default. */
export const SUGGESTED_MINUTES = 30;

export function formFromSettings(settings: AutoRefundSettings): AutoRefundForm {
  return {
    refundAt: settings.refundAt,
    minutes: String(settings.refundAt === 'before_kickoff' ? settings.minutesBefore : SUGGESTED_MINUTES),
    emailPlayers: settings.emailPlayers,
  };
}

export type AutoRefundParse = { ok: true; settings: AutoRefundSettings } | { ok: false; errors: FieldErrors<AutoRefundField> };

/** The PUT body for the form, or the message per field (minutes only matter before kickoff). */
export function parseAutoRefundForm(form: AutoRefundForm): AutoRefundParse {
  if (form.refundAt === 'kickoff') return { ok: true, settings: { refundAt: 'kickoff', emailPlayers: form.emailPlayers } };
  const minutes = form.minutes.trim();
  if (!/^\d{1,5}$/.test(minutes)) return { ok: false, errors: { minutesBefore: MINUTES_BEFORE_MESSAGE } };
  const parsed = autoRefundSettingsSchema.safeParse({ refundAt: 'before_kickoff', minutesBefore: Number(minutes), emailPlayers: form.emailPlayers });
  return parsed.success ? { ok: true, settings: parsed.data } : { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, AUTO_REFUND_FIELDS) };
}

/** The card's two lines: when unfilled paid pools are refunded, and whether players hear about it. */
export function autoRefundSummary(settings: AutoRefundSettings): { timing: string; email: string } {
  return {
    timing: `Unfilled paid pools close and are refunded ${refundTimingText(settings)}.`,
    email: settings.emailPlayers ? 'Players are e-mailed when their entry is refunded.' : 'Players are not e-mailed about these refunds.',
  };
}
