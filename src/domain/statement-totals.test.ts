import { describe, expect, it } from 'vitest';
import { REPORTABLE_WINNINGS_CENTS, reportableWinningsSentence, statementTotals, winningsByYear } from './statement-totals';
import type { MovementKind } from './statement-movements';

const m = (kind: MovementKind, amountCents: number, at = '2026-06-01T12:00:00.000Z') => ({ kind, amountCents, at: new Date(at) });

describe('statementTotals', () => {
  it('paid in, refunded, won and net, each from its kinds; net = won + refunded - paid in', () => {
    const totals = statementTotals([
      m('payment_authorized', -500),
      m('payment_captured', 0),
      m('payment_captured', -1000),
      m('payment_voided', 500),
      m('payment_refunded', 1000),
      m('prize_won', 2250),
      m('prize_paid', 0),
      m('prize_won', 11_250),
      m('prize_expired', -11_250),
    ]);
    expect(totals).toEqual({ paidInCents: 1500, refundedCents: 1500, wonCents: 2250, netCents: 2250 });
  });

  it('is all zeros for no movements', () => {
    expect(statementTotals([])).toEqual({ paidInCents: 0, refundedCents: 0, wonCents: 0, netCents: 0 });
  });
});

describe('winningsByYear', () => {
  it("sums each New York year's prizes, newest first, reportable from $600 exactly", () => {
    expect(REPORTABLE_WINNINGS_CENTS).toBe(60_000);
    const years = winningsByYear([
      m('payment_captured', -2500, '2025-03-01T12:00:00.000Z'),
      m('prize_won', 59_999, '2025-03-01T12:00:00.000Z'),
      m('prize_won', 30_000, '2026-02-01T12:00:00.000Z'),
      m('prize_paid', 0, '2026-02-02T12:00:00.000Z'),
      m('prize_won', 30_000, '2026-09-01T12:00:00.000Z'),
    ]);
    expect(years).toEqual([
      { year: 2026, wonCents: 60_000, reportable: true },
      { year: 2025, wonCents: 59_999, reportable: false },
    ]);
  });

  it('puts a prize won late on December 31 in New York in that year, not the next (UTC)', () => {
    expect(winningsByYear([m('prize_won', 100, '2027-01-01T03:30:00.000Z')])).toEqual([{ year: 2026, wonCents: 100, reportable: false }]);
  });

  it('an expired prize takes its year back below the threshold', () => {
    const years = winningsByYear([m('prize_won', 60_000, '2026-02-01T12:00:00.000Z'), m('prize_expired', -60_000, '2026-03-05T12:00:00.000Z')]);
    expect(years).toEqual([{ year: 2026, wonCents: 0, reportable: false }]);
  });

  it('says the plain sentence with the threshold in dollars', () => {
    expect(reportableWinningsSentence(2026)).toBe(
      'Your prizes in 2026 reached $600. Operators in the US usually report winnings of $600 or more to the IRS on Form W-2G; keep this statement for your records.',
    );
  });
});
