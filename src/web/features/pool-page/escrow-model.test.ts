import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escrowFigures } from './escrow-model';

const ZERO = { collectedCents: 0, authorizedCents: 0, capturedCents: 0, refundedCents: 0, houseFeeCents: 0, nonprofitCents: 0, prizesCents: 0 };

describe('escrowFigures', () => {
  it('in escrow now: collected less refunds and everything paid out', () => {
    const figures = escrowFigures({ ...ZERO, collectedCents: 2500, authorizedCents: 1500, capturedCents: 500, refundedCents: 500 });
    expect(figures.inEscrowCents).toBe(2000);
    expect(figures.lines.map((l) => [l.key, l.cents])).toEqual([
      ['collected', 2500],
      ['authorized', 1500],
      ['captured', 500],
      ['refunded', 500],
    ]);
    expect(figures.paidOut).toEqual([]);
  });

  it('after settlement lists only the non-zero destinations, prizes first', () => {
    const figures = escrowFigures({ ...ZERO, collectedCents: 50_000, capturedCents: 50_000, houseFeeCents: 5_000, prizesCents: 42_750, nonprofitCents: 2_250 });
    expect(figures.paidOut.map((l) => [l.key, l.cents])).toEqual([
      ['prizes', 42_750],
      ['nonprofit', 2_250],
      ['house-fee', 5_000],
    ]);
    expect(figures.inEscrowCents).toBe(0);
    expect(escrowFigures({ ...ZERO, collectedCents: 100, prizesCents: 100 }).paidOut.map((l) => l.key)).toEqual(['prizes']);
  });

  it('never shows a negative balance, whatever the summary says', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(cents, cents, cents, cents, cents, (collectedCents, refundedCents, houseFeeCents, nonprofitCents, prizesCents) => {
        const figures = escrowFigures({ ...ZERO, collectedCents, refundedCents, houseFeeCents, nonprofitCents, prizesCents });
        expect(figures.inEscrowCents).toBe(Math.max(0, collectedCents - refundedCents - houseFeeCents - nonprofitCents - prizesCents));
      }),
    );
  });
});
