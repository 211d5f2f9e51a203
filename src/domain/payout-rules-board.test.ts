import { describe, expect, it } from 'vitest';
import { payoutRules, prizeTableCaption } from './payout-rules';
import { maxPotCents, poolFullPotCents } from './tiers';
import { examplePool } from './pool.test-fixtures';

const SMALL = { numbers: 'game', reverseWinners: false, boardSize: 25 } as const;

describe('payouts on the pool’s own board', () => {
  it('a full pot is the entry fee times the board’s squares', () => {
    expect(maxPotCents(500)).toBe(50_000);
    expect(maxPotCents(500, 25)).toBe(12_500);
    expect(poolFullPotCents(examplePool({ entryFeeCents: 1000, rules: SMALL }))).toBe(25_000);
    expect(() => maxPotCents(-1, 25)).toThrow(RangeError);
  });

  it('a 10x10 pool keeps payoutRules exactly; a 5x5 pool splits its own full pot', () => {
    const standard = examplePool({ entryFeeCents: 1000 });
    expect(payoutRules(standard)).toMatchObject({ fullPotCents: 100_000, boardSquares: 100 });
    const small = payoutRules(examplePool({ entryFeeCents: 1000, isNonprofit: true, nonprofitName: 'Food Bank', rules: SMALL }))!;
    expect(small.fullPotCents).toBe(25_000);
    expect(small.houseFeeCents).toBe(2_500);
    // $225 after the fee; 5% of it to the nonprofit, $213.75 to the winners.
    expect(small.nonprofit?.cents).toBe(1_125);
    expect(small.winnersCents).toBe(21_375);
    expect(small.periods.reduce((sum, p) => sum + p.cents, 0)).toBe(21_375);
    expect(prizeTableCaption(small)).toBe('Prize per period when all 25 squares sell ($250 pot).');
    expect(prizeTableCaption(payoutRules(standard)!)).toBe('Prize per period when all 100 squares sell ($1,000 pot).');
  });

  it('a free 5x5 pool has no prizes; an unpayable split shows nothing', () => {
    const free = payoutRules(examplePool({ rules: SMALL }))!;
    expect(prizeTableCaption(free)).toBe('Free pool: played for fun, no cash prizes. Split 25% / 25% / 25% / 25%.');
    expect(payoutRules(examplePool({ rules: SMALL, payoutScheme: { name: 'custom', periodBps: [5000, 5000, 0, 1] } }))).toBeNull();
  });
});
