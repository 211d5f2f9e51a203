/** The reality check's words (D23): what the player committed lately and the limits they set. */
import { formatMoney } from '../../../domain/money';
import type { SpendLimitsResponse } from '../../../domain/schemas';

export const NO_LIMITS_TEXT = 'No limits set';

const money = (cents: number | null) => (cents === null ? 'none' : formatMoney(cents, { compact: true }));

/** "This month (last 30 days): $25 committed, this checkout included." */
export function committedText(monthlyCents: number): string {
  return `This month (last 30 days): ${formatMoney(monthlyCents, { compact: true })} committed, this checkout included.`;
}

/** "Limits: daily $5, weekly none, monthly $100.", or null when none is set (the panel points to Settings). */
export function limitsText(limits: Pick<SpendLimitsResponse, 'dailyCents' | 'weeklyCents' | 'monthlyCents'>): string | null {
  if (limits.dailyCents === null && limits.weeklyCents === null && limits.monthlyCents === null) return null;
  return `Limits: daily ${money(limits.dailyCents)}, weekly ${money(limits.weeklyCents)}, monthly ${money(limits.monthlyCents)}.`;
}
