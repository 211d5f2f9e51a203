/**
 * The Activity page as pure functions: a movement's amount with its sign, direction and words (never
 * colour alone), its status badge's tone, dates as the viewer reads them, and the CSV link of a period.
 */
import { formatMoney } from '../../../domain/money';
import type { MovementDto } from '../../../domain/schemas/statement';
import type { MovementStatus } from '../../../domain/statement-movements';
import { dateTimeFormat } from '../../lib/date-format';

export const EMPTY_TITLE = 'No money movements yet';
export const LOAD_MORE_TEXT = 'Load more';
export const CSV_LINK_TEXT = 'Download statement (CSV)';

export type AmountView = {
  /** "+$22.50", "-$5.00", "$0.00". */
  text: string;
  direction: 'in' | 'out' | 'none';
  /** Said with the amount, so the sign is never told by colour alone. */
  words: string;
};

export function amountView(amountCents: number): AmountView {
  if (amountCents > 0) return { text: formatMoney(amountCents, { signed: true }), direction: 'in', words: 'to you' };
  if (amountCents < 0) return { text: formatMoney(amountCents), direction: 'out', words: 'from you' };
  return { text: formatMoney(0), direction: 'none', words: 'no new money' };
}

/** Why a line moved nothing new: the hold or prize it completes was counted on its own line. */
export function zeroAmountNote(kind: MovementDto['kind']): string | null {
  if (kind === 'payment_captured') return 'Charges the card hold listed earlier';
  if (kind === 'prize_paid') return 'Sends you the prize listed earlier';
  return null;
}

export type StatusTone = 'green' | 'amber' | 'neutral' | 'gold' | 'destructive';

const STATUS_TONES: Record<MovementStatus, StatusTone> = {
  held: 'amber',
  captured: 'neutral',
  returned: 'green',
  refunded: 'green',
  pending: 'amber',
  unclaimed: 'gold',
  queued: 'amber',
  paid: 'green',
  expired: 'destructive',
};

export function statusTone(status: MovementStatus): StatusTone {
  return STATUS_TONES[status];
}

/** "Nov 21, 2026, 10:00 AM" in the viewer's locale and time zone (both injectable for tests). */
export function movementDateText(at: string, options: { locale?: string; timeZone?: string } = {}): string {
  return dateTimeFormat(options.locale, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: options.timeZone }).format(new Date(at));
}

export function statementCsvHref(period: { from: string; to: string }): string {
  return `/api/me/statement.csv?from=${encodeURIComponent(period.from)}&to=${encodeURIComponent(period.to)}`;
}
