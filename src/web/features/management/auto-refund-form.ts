/**
 * The auto-refund dialog's form: what the admin typed, checked with the same schema as the
 * server before it is sent, and how the current setting reads on the card.
 */
import { refundTimingText, type AutoRefundSettings } from '../../../domain/auto-refund';
import { autoRefundSettingsSchema } from '../../../domain/schemas';
import { schemaResolver } from '../../lib/forms/schema-resolver';

/** The dialog's fields, named as the request's; the minutes as typed. */
export type AutoRefundForm = { refundAt: AutoRefundSettings['refundAt']; minutesBefore: string; emailPlayers: boolean };

/** Offered when switching to "before kickoff" from the default. */
export const SUGGESTED_MINUTES = 30;

export function formFromSettings(settings: AutoRefundSettings): AutoRefundForm {
  return {
    refundAt: settings.refundAt,
    minutesBefore: String(settings.refundAt === 'before_kickoff' ? settings.minutesBefore : SUGGESTED_MINUTES),
    emailPlayers: settings.emailPlayers,
  };
}

/** The PUT body: minutes only matter before kickoff, and only digits are read as a number (the schema names anything else). */
export function toAutoRefundRequest(form: AutoRefundForm) {
  if (form.refundAt === 'kickoff') return { refundAt: 'kickoff', emailPlayers: form.emailPlayers };
  const minutes = form.minutesBefore.trim();
  return { refundAt: 'before_kickoff', minutesBefore: /^\d{1,5}$/.test(minutes) ? Number(minutes) : undefined, emailPlayers: form.emailPlayers };
}

export const autoRefundResolver = schemaResolver(autoRefundSettingsSchema, { toRequest: toAutoRefundRequest });

/** The card's two lines: when unfilled paid pools are refunded, and whether players hear about it. */
export function autoRefundSummary(settings: AutoRefundSettings): { timing: string; email: string } {
  return {
    timing: `Unfilled paid pools close and are refunded ${refundTimingText(settings)}.`,
    email: settings.emailPlayers ? 'Players are e-mailed when their entry is refunded.' : 'Players are not e-mailed about these refunds.',
  };
}
