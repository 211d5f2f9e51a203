import { describe, expect, it } from 'vitest';
import { PUBLIC_SPLIT_TEXT, tierPayoutRows } from '../../../components/payouts/tier-payouts';
import { bpsPercent, payoutRules } from '../../../../domain/payout-rules';
import { poolWarnings } from './warnings-card';
import { makePool } from '../test-fixtures';

describe('payoutRules', () => {
  it('a public $10 pool agrees with How to Play (25% each, $225 a period)', () => {
    const rules = payoutRules(makePool({ entryFee: '10.00', entryFeeCents: 1000 }));
    const tier = tierPayoutRows().find((row) => row.entryFeeCents === 1000);
    expect(rules?.splitText).toBe(PUBLIC_SPLIT_TEXT);
    expect(rules?.periods.map((p) => [p.label, p.percent, p.cents])).toEqual([
      ['1st Quarter', '25%', 22_500],
      ['Halftime', '25%', 22_500],
      ['3rd Quarter', '25%', 22_500],
      ['Final Score', '25%', 22_500],
    ]);
    expect(rules?.periods.map((p) => p.cents)).toEqual(tier?.periodCents);
    expect(rules).toMatchObject({ fullPotCents: 100_000, houseFeePercent: '10%', houseFeeCents: 10_000, nonprofit: null, free: false });
  });

  it('follows a halftime-heavy nonprofit pool: 20/30/20/30 of the 95% left after 5%', () => {
    const rules = payoutRules(
      makePool({ entryFeeCents: 500, isNonprofit: true, payoutScheme: { name: 'halftime-heavy', periodBps: [2000, 3000, 2000, 3000] } }),
    );
    expect(rules?.periods.map((p) => p.percent)).toEqual(['20%', '30%', '20%', '30%']);
    expect(rules?.nonprofit).toEqual({ percent: '5%', winnersPercent: '95%', cents: 2_250, name: null });
    expect(rules?.winnersCents).toBe(42_750);
    expect(rules?.periods.reduce((sum, p) => sum + p.cents, 0)).toBe(42_750);
  });

  it('a free pool has no prizes; an invalid scheme shows nothing', () => {
    expect(payoutRules(makePool())).toMatchObject({ free: true, houseFeeCents: 0 });
    expect(payoutRules(makePool({ payoutScheme: { name: 'equal', periodBps: [5000, 5000, 0, 0] } }))).toBeNull();
  });

  it('says who collects the money and what happens to an unfilled board (D19, the rules contract)', () => {
    expect(payoutRules(makePool({ entryFeeCents: 500 }))).toMatchObject({ collection: 'squares', unfilled: 'refunded' });
    expect(payoutRules(makePool({ entryFeeCents: 500, collection: 'organizer', houseFeeBps: 0 }))).toMatchObject({ collection: 'organizer', unfilled: 'draws' });
    expect(payoutRules(makePool())).toMatchObject({ collection: null, unfilled: 'draws' });
    expect(payoutRules(makePool({ entryFeeCents: 500, isNonprofit: true, nonprofitName: 'Food Bank' }))?.nonprofit?.name).toBe('Food Bank');
  });

  it('describes basis points as percentages', () => {
    expect([1000, 1250, 333, 0, 10_000].map(bpsPercent)).toEqual(['10%', '12.5%', '3.33%', '0%', '100%']);
  });
});

describe('poolWarnings', () => {
  it('paid pools warn about refunds, locking and the draw', () => {
    expect(poolWarnings(makePool({ entryFeeCents: 500 })).map((w) => w.key)).toEqual(['no-refunds', 'auto-refund', 'lock', 'digits']);
    expect(poolWarnings(makePool()).map((w) => w.key)).toEqual(['free', 'lock', 'digits']);
  });

  it('an organizer-collected pool promises no escrow and no refunds: the organizer collects', () => {
    expect(poolWarnings(makePool({ entryFeeCents: 500, collection: 'organizer' })).map((w) => w.key)).toEqual(['organizer', 'lock', 'digits']);
  });
});
