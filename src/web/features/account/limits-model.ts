/**
 * The Settings page's spend limits as a form: dollars typed, cents sent. Only the limits that differ from
 * those in force are sent (absent = unchanged), so saving one limit never touches a raise pending on another.
 */
import { parseHundredths } from '../../../domain/hundredths';
import { centsToDecimalString, formatMoney } from '../../../domain/money';
import { spendLimitsInputSchema, type SpendLimitsInput, type SpendLimitsResponse } from '../../../domain/schemas';
import { MAX_SPEND_LIMIT_CENTS, SPEND_LIMIT_FIELDS, type SpendLimitField } from '../../../domain/spend-limits';
import { dateTimeFormat } from '../../lib/date-format';
import { schemaResolver, type FieldMessages } from '../../lib/forms/schema-resolver';

export type LimitValues = Record<SpendLimitField, string>;

export const LIMIT_FIELDS: Record<SpendLimitField, { label: string; window: string }> = {
  dailyCents: { label: 'Daily limit', window: 'any 24 hours' },
  weeklyCents: { label: 'Weekly limit', window: 'any 7 days' },
  monthlyCents: { label: 'Monthly limit', window: 'any 30 days' },
};

export const LIMIT_TEXT_PROBLEM = 'Enter dollars, like 25 or 25.50, or leave it empty for no limit';
export const LIMIT_MAX_PROBLEM = `At most ${formatMoney(MAX_SPEND_LIMIT_CENTS)}`;
export const LIMITS_SAVED = 'Your limits are saved.';
export const LIMITS_SAVED_PENDING = 'Your limits are saved. Raised or removed limits apply after 24 hours.';

/** "25" for $25.00, "25.50", "" for no limit: what the field shows. */
export function limitText(cents: number | null): string {
  if (cents === null) return '';
  return cents % 100 === 0 ? String(cents / 100) : centsToDecimalString(cents);
}

export function limitValuesOf(saved: SpendLimitsResponse): LimitValues {
  return { dailyCents: limitText(saved.dailyCents), weeklyCents: limitText(saved.weeklyCents), monthlyCents: limitText(saved.monthlyCents) };
}

/** What a field's text means: no limit (empty), cents, or not an amount. */
export function parseLimit(text: string): { ok: true; cents: number | null } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, cents: null };
  const parsed = parseHundredths(trimmed.replace(/^\$/, ''));
  return parsed.ok ? { ok: true, cents: parsed.value } : { ok: false };
}

/** Every limit as the API takes it (text that is no amount is sent as typed, for the schema to refuse). */
export function limitsRequest(values: LimitValues): Record<SpendLimitField, unknown> {
  const request: Partial<Record<SpendLimitField, unknown>> = {};
  for (const field of SPEND_LIMIT_FIELDS) {
    const parsed = parseLimit(values[field]);
    request[field] = parsed.ok ? parsed.cents : values[field];
  }
  return request as Record<SpendLimitField, unknown>;
}

/** What is sent: only the limits that differ from those in force (absent = unchanged). */
export function changedLimits(request: SpendLimitsInput, saved: SpendLimitsResponse): SpendLimitsInput {
  return Object.fromEntries(SPEND_LIMIT_FIELDS.flatMap((field) => (request[field] !== undefined && request[field] !== saved[field] ? [[field, request[field]]] : [])));
}

/** The form's words for what the schema refuses in cents. */
function dollarProblems(values: LimitValues): FieldMessages<LimitValues> {
  const problems: FieldMessages<LimitValues> = {};
  for (const field of SPEND_LIMIT_FIELDS) {
    const parsed = parseLimit(values[field]);
    if (!parsed.ok) problems[field] = LIMIT_TEXT_PROBLEM;
    else if (parsed.cents !== null && parsed.cents > MAX_SPEND_LIMIT_CENTS) problems[field] = LIMIT_MAX_PROBLEM;
  }
  return problems;
}

/** The form's check: the API's schema on every limit, in the form's words where it speaks of cents. */
export const limitsResolver = schemaResolver<typeof spendLimitsInputSchema, LimitValues>(spendLimitsInputSchema, {
  toRequest: limitsRequest,
  check: dollarProblems,
});

/** "Sun, Nov 22, 10:00 AM EST": an instant in the reader's own time zone (the zone given, in tests). */
export function instantText(iso: string, options: { locale?: string; timeZone?: string } = {}): string {
  const at = new Date(iso);
  const date = dateTimeFormat(options.locale, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: options.timeZone }).format(at);
  const time = dateTimeFormat(options.locale, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: options.timeZone }).format(at);
  return `${date}, ${time}`;
}

/** "Rises to $10.00 on Sun, Nov 22, 2026, 10:00 AM EST" / "Removed on …": a change waiting for its time. */
export function pendingText(pending: SpendLimitsResponse['pending'][number], options: { locale?: string; timeZone?: string } = {}): string {
  const when = instantText(pending.from, options);
  return pending.valueCents === null ? `No limit from ${when}` : `Rises to ${formatMoney(pending.valueCents)} on ${when}`;
}
