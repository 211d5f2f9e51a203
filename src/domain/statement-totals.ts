/**
 * A statement's totals and the yearly winnings summary, from its movements (statement-movements.ts).
 * The totals add up by construction: net = won + refunded - paid in = the sum of the lines' amounts.
 */
import { formatMoney } from './money';
import type { Movement, MovementKind } from './statement-movements';
import { easternYear } from './statement-period';

export type StatementTotals = { paidInCents: number; refundedCents: number; wonCents: number; netCents: number };

const PAID_IN: ReadonlySet<MovementKind> = new Set(['payment_authorized', 'payment_captured']);
const REFUNDED: ReadonlySet<MovementKind> = new Set(['payment_voided', 'payment_refunded']);
const PRIZES: ReadonlySet<MovementKind> = new Set(['prize_won', 'prize_paid', 'prize_expired']);

export const isPrizeMovement = (kind: MovementKind) => PRIZES.has(kind);

export function statementTotals(movements: readonly Pick<Movement, 'kind' | 'amountCents'>[]): StatementTotals {
  let paidInCents = 0;
  let refundedCents = 0;
  let wonCents = 0;
  for (const { kind, amountCents } of movements) {
    if (PAID_IN.has(kind)) paidInCents -= amountCents;
    else if (REFUNDED.has(kind)) refundedCents += amountCents;
    else wonCents += amountCents;
  }
  return { paidInCents, refundedCents, wonCents, netCents: wonCents + refundedCents - paidInCents };
}

/**
 * A year's prizes at or above this are what US operators usually report to the IRS on Form W-2G ($600).
 * The statement says so; it is information for the player, not tax advice.
 */
export const REPORTABLE_WINNINGS_CENTS = 60_000;

/** What the statement says of a reportable year, in plain words. */
export function reportableWinningsSentence(year: number): string {
  const threshold = formatMoney(REPORTABLE_WINNINGS_CENTS, { compact: true });
  return `Your prizes in ${year} reached ${threshold}. Operators in the US usually report winnings of ${threshold} or more to the IRS on Form W-2G; keep this statement for your records.`;
}

export type YearWinnings = { year: number; wonCents: number; reportable: boolean };

/** Prizes per New York calendar year, newest year first; a year is reportable once its prizes reach the threshold. */
export function winningsByYear(movements: readonly Pick<Movement, 'kind' | 'amountCents' | 'at'>[]): YearWinnings[] {
  const byYear = new Map<number, number>();
  for (const movement of movements) {
    if (!isPrizeMovement(movement.kind)) continue;
    const year = easternYear(movement.at);
    byYear.set(year, (byYear.get(year) ?? 0) + movement.amountCents);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, wonCents]) => ({ year, wonCents, reportable: wonCents >= REPORTABLE_WINNINGS_CENTS }));
}
