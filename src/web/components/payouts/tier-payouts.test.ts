import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../domain/money';
import { PUBLIC_SPLIT_TEXT, houseFeePercent, tierPayoutRows, workedExample } from './tier-payouts';

describe('tier payout table', () => {
  const rows = tierPayoutRows();
  const paid = rows.filter((row) => !row.free);
  const money = (cents: number) => formatMoney(cents, { compact: true });

  it('lists the five tiers, $0 free with no prize', () => {
    expect(rows.map((row) => row.tier)).toEqual(['$0', '$1', '$5', '$10', '$25']);
    expect(rows[0]).toMatchObject({ free: true, maxPrizeCents: 0, periodCents: [0, 0, 0, 0] });
  });

  it('matches the spec maximum prizes and per-period amounts', () => {
    expect(paid.map((row) => money(row.maxPrizeCents))).toEqual(['$90', '$450', '$900', '$2,250']);
    expect(paid.map((row) => money(row.periodCents[0] ?? -1))).toEqual(['$22.50', '$112.50', '$225', '$562.50']);
    for (const row of paid) expect(new Set(row.periodCents).size).toBe(1);
  });

  it('takes the 10% house fee off a full board', () => {
    expect(houseFeePercent()).toBe(10);
    expect(houseFeePercent(750)).toBe(7.5);
    expect(paid.map((row) => money(row.houseFeeCents))).toEqual(['$10', '$50', '$100', '$250']);
  });

  it('the worked example: $1,000 pot -> $100 fee, $900 prize, $225 per period', () => {
    const example = workedExample();
    expect([example.houseFeeCents, example.prizePoolCents, example.periodCents[0]]).toEqual([10_000, 90_000, 22_500]);
    expect(PUBLIC_SPLIT_TEXT).toBe('25% / 25% / 25% / 25%');
  });
});
